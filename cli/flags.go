package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
)

// errHelp is returned after --help printed the command's usage.
var errHelp = errors.New("help shown")

// newFlags makes a command's flag set whose --help prints usage and synopsis
// to stdout.
func newFlags(name, synopsis string, stdio IO) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {
		fmt.Fprintf(stdio.Out, "Usage: linkscope %s %s\n\nFlags:\n", name, synopsis)
		fs.SetOutput(stdio.Out)
		fs.PrintDefaults()
		fs.SetOutput(io.Discard)
	}
	return fs
}

// parseFlags parses args, where flags may stand before or after the
// positional arguments; "--" ends the flags.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	var positional []string
	for {
		err := fs.Parse(args)
		if errors.Is(err, flag.ErrHelp) {
			return nil, errHelp // the flag package has shown fs.Usage
		}
		if err != nil {
			return nil, usageError("%v (see --help)", err)
		}
		rest := fs.Args()
		consumed := args[:len(args)-len(rest)]
		if len(consumed) > 0 && consumed[len(consumed)-1] == "--" {
			return append(positional, rest...), nil
		}
		if len(rest) == 0 {
			return positional, nil
		}
		positional = append(positional, rest[0])
		args = rest[1:]
	}
}

// usageErr is a problem with the caller's input: exit status 2.
type usageErr struct{ err error }

func (e usageErr) Error() string        { return e.err.Error() }
func (e usageErr) Unwrap() error        { return e.err }
func (e usageErr) Is(target error) bool { return target == errUsage }

// usageError formats a usage problem.
func usageError(format string, a ...any) error {
	return usageErr{fmt.Errorf(format, a...)}
}
