package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/linkscope/linkscope/core/editdist"
	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/safebrowsing"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/core/wording"
)

// errHelp is returned after --help printed the command's usage.
var errHelp = errors.New("help shown")

// newFlags makes a command's flag set whose --help prints usage and
// synopsis to stdout, flags written as docs/cli.md writes them (--flag).
func newFlags(name, synopsis string, stdio IO) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {
		summary, examples := commandHelp(name)
		fmt.Fprintf(stdio.Out, "Usage: %s %s\n\n", strings.TrimSpace("linkscope "+name), synopsis)
		if summary != "" {
			fmt.Fprintf(stdio.Out, "%s.\n\n", strings.ToUpper(summary[:1])+summary[1:])
		}
		fmt.Fprintln(stdio.Out, "Flags:")
		writeFlagHelp(stdio.Out, fs)
		if len(examples) > 0 {
			fmt.Fprintf(stdio.Out, "\nExamples:\n  %s\n", strings.Join(examples, "\n  "))
		}
		fmt.Fprintf(stdio.Out, "\nThe reference: linkscope man, or docs/cli.md.\n")
	}
	if stdio.onFlags != nil {
		stdio.onFlags(fs, synopsis)
	}
	return fs
}

// writeFlagHelp lists fs's flags: `  --name VALUE` then the usage text, with
// the default when it is not the zero value.
func writeFlagHelp(w io.Writer, fs *flag.FlagSet) {
	fs.VisitAll(func(f *flag.Flag) {
		kind, usage := unquoteUsage(f)
		head := "  --" + f.Name
		if !isBoolFlag(f) {
			if kind == "" {
				kind = "value"
			}
			head += " " + kind
		}
		if f.DefValue != "" && f.DefValue != "0" && f.DefValue != "false" {
			usage += " (default " + f.DefValue + ")"
		}
		fmt.Fprintf(w, "%s\n        %s\n", head, usage)
	})
	fmt.Fprintln(w, "  --help\n        show this help")
}

// parseFlags parses args, where flags (-name or --name, with its value
// after a space or an =) may stand before or after the positional
// arguments; "--" ends the flags and "-" alone is an argument. Problems are
// one-line usage errors that point to the command's --help; the flag set's
// own messages are never shown.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	var positional []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return append(positional, args[i+1:]...), nil
		}
		if len(a) < 2 || a[0] != '-' {
			positional = append(positional, a)
			continue
		}
		name, value, hasValue := strings.Cut(strings.TrimPrefix(a[1:], "-"), "=")
		if name == "h" || name == "help" {
			fs.Usage()
			return nil, errHelp
		}
		f := fs.Lookup(name)
		if f == nil {
			return nil, unknownFlag(fs, a)
		}
		switch {
		case hasValue:
		case isBoolFlag(f):
			value = "true"
		case i+1 < len(args):
			i++
			value = args[i]
		default:
			return nil, commandUsage(fs.Name(), "--%s needs a value", name)
		}
		if err := fs.Set(name, value); errors.Is(err, errOutOfRange) {
			return nil, commandUsage(fs.Name(), "--%s: %s", name, textsafe.Escape(err.Error()))
		} else if err != nil {
			return nil, commandUsage(fs.Name(), "--%s: %s is not %s%s", name, textsafe.Quote(value), flagKind(f), durationHint(f, value))
		}
	}
	return positional, nil
}

// unknownFlag is the usage error of a flag fs does not have, with the
// closest one it has: `unknown flag --jsn: did you mean --json?`.
func unknownFlag(fs *flag.FlagSet, arg string) error {
	typed := dashes(arg)
	names := []string{"help"}
	fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
	if near, ok := editdist.Closest(strings.TrimPrefix(typed, "--"), names, 2); ok {
		return commandUsage(fs.Name(), "unknown flag %s: did you mean --%s?", textsafe.Escape(typed), near)
	}
	return commandUsage(fs.Name(), "unknown flag %s", textsafe.Escape(typed))
}

// dashes writes a flag as the help does: --name, whatever was typed.
func dashes(arg string) string {
	name, _, _ := strings.Cut(strings.TrimLeft(arg, "-"), "=")
	return "--" + name
}

// unquoteUsage is flag.UnquoteUsage that also names the kind of a
// bounded flag (see flagBounds): "int", "duration".
func unquoteUsage(f *flag.Flag) (string, string) {
	kind, usage := flag.UnquoteUsage(f)
	if g, ok := f.Value.(flag.Getter); ok && kind == "value" {
		switch g.Get().(type) {
		case int:
			kind = "int"
		case time.Duration:
			kind = "duration"
		}
	}
	return kind, usage
}

func isBoolFlag(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// flagKind names what a flag's value must be, for a value it refused.
func flagKind(f *flag.Flag) string {
	if isBoolFlag(f) {
		return "true or false"
	}
	if g, ok := f.Value.(flag.Getter); ok {
		switch g.Get().(type) {
		case int, int64, uint, uint64:
			return "a whole number"
		case time.Duration:
			return "a duration"
		}
	}
	return "a valid value"
}

// durationHint suggests the unit a duration flag's bare number lacks:
// --timeout 5 means 5s.
func durationHint(f *flag.Flag, value string) string {
	g, ok := f.Value.(flag.Getter)
	if !ok {
		return ""
	}
	if _, isDuration := g.Get().(time.Duration); !isDuration {
		return ""
	}
	if _, err := strconv.ParseFloat(value, 64); err == nil {
		return ": give a unit, as in " + strconv.Quote(value+"s") + " or " + strconv.Quote(value+"ms")
	}
	return ` such as "10s", "1m30s" or "500ms"`
}

// usageErr is a problem with the caller's input: exit status 2. A usage
// problem (a flag, an argument) points to the command's --help; a refusal
// of the values themselves does not, as the help would not change them.
type usageErr struct {
	err     error
	command string // the command to point to, "" for the one that ran
	refusal bool
}

func (e usageErr) Error() string        { return e.err.Error() }
func (e usageErr) Unwrap() error        { return e.err }
func (e usageErr) Is(target error) bool { return target == errUsage }

// usageError formats a usage problem: the message points to --help.
func usageError(format string, a ...any) error {
	return usageErr{err: fmt.Errorf(format, a...)}
}

// commandUsage is a usage problem of a named (sub)command.
func commandUsage(command, format string, a ...any) error {
	return usageErr{err: fmt.Errorf(format, a...), command: command}
}

// refusalError formats a refusal of the input: exit status 2, no pointer.
func refusalError(format string, a ...any) error {
	return usageErr{err: fmt.Errorf(format, a...), refusal: true}
}

// inCommand names the subcommand a usage problem belongs to, for the
// message's prefix and its --help pointer.
func inCommand(command string, err error) error {
	var ue usageErr
	if errors.As(err, &ue) && ue.command == "" {
		ue.command = command
		return ue
	}
	return err
}

// flagValueError is a usage error about a flag's value, saying the flag
// once and then what is wrong, in core/wording's words where the error is
// a finding (never the package's own prefix after the flag's name).
func flagValueError(flagName string, err error) error {
	if f, ok := finding.From(err); ok {
		return usageError("%s: %s", flagName, wording.InField(f))
	}
	var sbe *safebrowsing.Error
	if errors.As(err, &sbe) {
		return usageError("%s: %s", flagName, sbe.Reason)
	}
	return usageError("%s: %v", flagName, err)
}
