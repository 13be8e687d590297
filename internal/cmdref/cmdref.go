// Package cmdref writes everything that describes linkscope's command
// line from one description of its commands: the bash, zsh and fish
// completion scripts, the Markdown reference (docs/cli.md) and the man
// page (linkscope.1). The command line builds the description from its
// own command table and the flag sets its commands make, so none of these
// can drift from what the commands accept.
package cmdref

import "strings"

// Command is one command: its path ("" for the terminal UI, "pcm link"
// for a subcommand), what it does, and its flags.
type Command struct {
	Path     string
	Summary  string   // one line
	Synopsis string   // the arguments after the path, as --help shows them
	Doc      string   // a few paragraphs: blank lines part them, "- " starts a list item, `code` is code
	Examples []string // command lines, each whole
	Words    []string
	Flags    []Flag
	// Group is a command that only gathers subcommands (pcm): the
	// reference lists the subcommands instead.
	Group bool
}

// invocations are the synopsis's lines, each a way to run the command:
// the first follows the command's path, the others are written whole.
func (c Command) invocations(name string) []string {
	var out []string
	for i, line := range strings.Split(c.Synopsis, "\n") {
		line = strings.TrimSpace(line)
		if i == 0 {
			line = strings.TrimSpace(name + " " + c.Path + " " + line)
		}
		out = append(out, line)
	}
	return out
}

// Flag is one flag of a command.
type Flag struct {
	Name       string
	Usage      string
	Default    string // "" when the default is the zero value
	TakesValue bool
	Kind       string   // what the value is, for the synopsis: FILE, N, …
	Values     []string // the values to offer; none for free text
	List       bool     // the value is a comma-separated list of Values
	Files      bool     // the value is a file name
	// Dynamic is the program's arguments that print the values to offer,
	// one a line, when they depend on the user's files (template names).
	Dynamic string
}

// commandWords are the words that select a command: the commands, and
// "pcm X" for pcm's subcommands.
func commandWords(specs []Command) []string {
	var out []string
	seen := map[string]bool{}
	for _, s := range specs {
		if s.Path != "" && !seen[s.Path] {
			seen[s.Path] = true
			out = append(out, s.Path)
		}
	}
	return out
}

// shellWords joins words for a shell list; every word here is ours (no
// quoting needed: names of commands, flags and values are [a-z0-9-]).
func shellWords(words []string) string { return strings.Join(words, " ") }

func flagWords(s Command) []string {
	out := make([]string, 0, len(s.Flags))
	for _, f := range s.Flags {
		out = append(out, "--"+f.Name)
	}
	return out
}
