// Package cli is linkscope's command line: it parses arguments, reads
// input lines, calls the core packages and writes their reports as text or
// JSON Lines. It holds no analysis of its own.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/charmbracelet/x/term"
	"github.com/linkscope/linkscope/core/editdist"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/internal/batch"
)

// Version is the program's version, printed by --version.
const Version = "0.1.0"

// IO is everything a command reads and writes, so tests run commands
// without a process or a terminal.
type IO struct {
	In            io.Reader
	Out, Err      io.Writer
	OutIsTerminal bool
	// OutIsFile says stdout is a regular file (a redirection): bulk
	// tagging then passes the input's own fields through as they were
	// read, as it does into --out; to a terminal or a pipe it escapes them.
	OutIsFile     bool
	ErrIsTerminal bool
	InIsTerminal  bool
	InSize        int64 // size of stdin when it is a regular file, else 0
	Getenv        func(string) string
	// onFlags, when set, is given every flag set a command makes, with
	// the command's synopsis: the completion scripts and the reference
	// read the commands' flags from the flag sets themselves, so they
	// cannot drift from what the commands accept.
	onFlags func(fs *flag.FlagSet, synopsis string)
}

// StdIO returns the process's standard streams.
func StdIO() IO {
	outIsTerminal := term.IsTerminal(os.Stdout.Fd())
	var out io.Writer = os.Stdout
	if !outIsTerminal {
		// An interrupt ends the process between two lines, never in one.
		out = batch.GuardInterrupts(os.Stdout, os.Stderr, os.Exit)
	}
	return IO{
		In: os.Stdin, Out: out, Err: os.Stderr,
		OutIsTerminal: outIsTerminal,
		OutIsFile:     isRegular(os.Stdout),
		ErrIsTerminal: term.IsTerminal(os.Stderr.Fd()),
		InIsTerminal:  term.IsTerminal(os.Stdin.Fd()),
		InSize:        regularFileSize(os.Stdin),
		Getenv:        os.Getenv,
	}
}

// streams are the streams the batch engine reads and writes.
func (s IO) streams() batch.Streams {
	return batch.Streams{In: s.In, Out: s.Out, Err: s.Err, OutIsTerminal: s.OutIsTerminal, ErrIsTerminal: s.ErrIsTerminal, InSize: s.InSize}
}

func isRegular(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode().IsRegular()
}

func regularFileSize(f *os.File) int64 {
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		return 0
	}
	return st.Size()
}

// Exit statuses (docs/cli.md, Exit status). compare also exits 1 when
// its two links are not equivalent, which is why a failed write has a
// status of its own.
const (
	exitOK    = 0
	exitIO    = 1 // an input could not be read
	exitUsage = 2 // a usage error, or build refusing its input
	exitWrite = 3 // the output could not be written
)

// errUsage marks an error that is the caller's fault: exit status 2.
var errUsage = errors.New("usage")

// Main runs linkscope with args (without the program name) and returns the
// process exit status.
func Main(args []string, stdio IO) int {
	if len(args) == 0 {
		return runDefault(nil, stdio)
	}
	switch args[0] {
	case "-h", "--help":
		writeUsage(stdio.Out)
		return exitOK
	case "help":
		return runHelp(args[1:], stdio)
	case "--version", "-version", "version":
		fmt.Fprintln(stdio.Out, "linkscope", Version)
		return exitOK
	}
	for _, c := range commands() {
		if c.name == args[0] {
			return report(c.name, c.run(args[1:], stdio), stdio)
		}
	}
	if err := notACommand(args[0]); err != nil {
		return report("", err, stdio)
	}
	return runDefault(args, stdio)
}

// runHelp is `linkscope help [COMMAND [SUBCOMMAND]]`: the general usage,
// or the command's own --help; a name that is no command is a usage error
// (exit 2), with the closest command when there is one.
func runHelp(args []string, stdio IO) int {
	if len(args) == 0 {
		writeUsage(stdio.Out)
		return exitOK
	}
	for _, c := range commands() {
		if c.name == args[0] {
			return report(c.name, c.run(append(append([]string{}, args[1:]...), "--help"), stdio), stdio)
		}
	}
	names := make([]string, 0, 24)
	for _, c := range commands() {
		names = append(names, c.name)
	}
	if near, ok := editdist.Closest(args[0], names, 2); ok {
		return report("help", refusalError("no command %s: did you mean %s?", textsafe.Quote(args[0]), near), stdio)
	}
	return report("help", refusalError("no command %s: the commands are %s", textsafe.Quote(args[0]), strings.Join(names, ", ")), stdio)
}

// notACommand refuses a first argument that is neither a command nor a
// link: a word with no ':' and no '.' is a mistyped command far more often
// than a URL, and inspecting it as one would hide the typo (and leave
// stdin unread).
func notACommand(arg string) error {
	if arg == "" || arg[0] == '-' || strings.ContainsAny(arg, ":./") {
		return nil
	}
	names := make([]string, 0, 24)
	for _, c := range commands() {
		names = append(names, c.name)
	}
	if near, ok := editdist.Closest(arg, names, 2); ok {
		return usageError("unknown command %s: did you mean %s?", textsafe.Quote(arg), near)
	}
	return usageError("unknown command %s: not a command (%s) nor a link", textsafe.Quote(arg), strings.Join(names, ", "))
}

// report turns a command's error into its one-line message on stderr and
// the exit status. A usage problem says which command and points to its
// --help: `linkscope inspect: unknown flag --bogus (see linkscope inspect --help)`.
func report(name string, err error, stdio IO) int {
	if err == nil || errors.Is(err, errHelp) {
		return exitOK
	}
	var silent silentExit
	if errors.As(err, &silent) {
		return int(silent) // the command said all it had to (compare's exit 1)
	}
	// Every message is escaped once more as it leaves: text escaped
	// already stays as it is, and nothing that reached an error raw (a
	// file name, a flag value) gets to the terminal raw.
	msg := textsafe.Escape(err.Error())
	var ue usageErr
	if !errors.As(err, &ue) {
		fmt.Fprintf(stdio.Err, "linkscope %s: %s\n", name, msg)
		var we *batch.WriteError
		if errors.As(err, &we) {
			return exitWrite
		}
		return exitIO
	}
	if ue.command != "" {
		name = ue.command
	}
	cmd := strings.TrimSpace("linkscope " + name)
	if ue.refusal {
		fmt.Fprintf(stdio.Err, "%s: %s\n", cmd, msg)
	} else {
		fmt.Fprintf(stdio.Err, "%s: %s (see %s --help)\n", cmd, msg, cmd)
	}
	return exitUsage
}

func writeUsage(w io.Writer) {
	fmt.Fprintf(w, "linkscope %s: build and inspect tracked links\n\nUsage:\n", Version)
	fmt.Fprintln(w, "  linkscope [--theme light|dark] [URL]")
	fmt.Fprintln(w, "                                  open the terminal UI (with URL in the paste pane);")
	fmt.Fprintln(w, "                                  --theme or $"+themeEnv+" forces the colours")
	for _, c := range commands() {
		fmt.Fprintf(w, "  linkscope %-21s %s\n", c.name+" …", c.summary)
	}
	fmt.Fprintln(w, "\nEvery command takes --help. Input lines come from the arguments, or stdin when there are none.")
}
