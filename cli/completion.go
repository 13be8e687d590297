package cli

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/pcm"
	"github.com/linkscope/linkscope/core/safebrowsing"
	"github.com/linkscope/linkscope/core/uri"
)

// shells are the completion scripts linkscope writes.
var shells = []string{"bash", "zsh", "fish"}

func runCompletion(args []string, stdio IO) error {
	fs := newFlags("completion", "bash|zsh|fish", stdio)
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return usageError("takes one shell: bash, zsh or fish (got %d arguments)", len(rest))
	}
	specs := commandSpecs()
	var script string
	switch rest[0] {
	case "bash":
		script = bashScript(specs)
	case "zsh":
		script = zshScript(specs)
	case "fish":
		script = fishScript(specs)
	default:
		return usageError("unknown shell %q: want bash, zsh or fish", rest[0])
	}
	if _, err := io.WriteString(stdio.Out, script); err != nil {
		return fmt.Errorf("write output: %w", err)
	}
	return nil
}

// cmdSpec is one command as completion sees it: its path ("" for the
// terminal UI, "pcm link" for a subcommand), its words to offer after it
// (subcommands or the shells), and its flags.
type cmdSpec struct {
	path    string
	summary string
	words   []string
	flags   []flagSpec
}

type flagSpec struct {
	name, usage string
	takesValue  bool
	values      []string // the values to offer; none for free text
	list        bool     // the value is a comma-separated list of values
	files       bool     // the value is a file name
}

// commandSpecs reads the command table and each command's own flag set
// (run with --help and the flag sets captured), so the scripts list
// exactly what the commands accept.
func commandSpecs() []cmdSpec {
	top := cmdSpec{summary: "open the terminal UI", flags: captureFlags(func(s IO) { runDefault([]string{"--help"}, s) })}
	top.flags = append(top.flags, flagSpec{name: "version", usage: "print the version"})
	specs := []cmdSpec{top}
	for _, c := range commands() {
		top.words = append(top.words, c.name)
		if c.name == "pcm" {
			pcmSpec := cmdSpec{path: "pcm", summary: c.summary, flags: []flagSpec{{name: "help", usage: "show the help"}}}
			for _, sub := range pcmSubcommands() {
				pcmSpec.words = append(pcmSpec.words, sub.name)
				specs = append(specs, cmdSpec{path: "pcm " + sub.name, summary: sub.summary, flags: captureFlags(runHelp(sub.run))})
			}
			specs = append(specs, pcmSpec)
			continue
		}
		spec := cmdSpec{path: c.name, summary: c.summary, flags: captureFlags(runHelp(c.run))}
		if c.name == "completion" {
			spec.words = shells
		}
		specs = append(specs, spec)
	}
	specs[0] = top
	return specs
}

func runHelp(run func([]string, IO) error) func(IO) {
	return func(s IO) { run([]string{"--help"}, s) }
}

// captureFlags runs a command's --help quietly and returns the flags of
// the flag sets it made, with their values where they are a closed set.
func captureFlags(run func(IO)) []flagSpec {
	var sets []*flag.FlagSet
	quiet := IO{In: strings.NewReader(""), Out: io.Discard, Err: io.Discard, Getenv: func(string) string { return "" },
		onFlags: func(fs *flag.FlagSet) { sets = append(sets, fs) }}
	run(quiet)
	var out []flagSpec
	for _, fs := range sets {
		fs.VisitAll(func(f *flag.Flag) {
			_, usage := flag.UnquoteUsage(f)
			spec := flagSpec{name: f.Name, usage: usage, takesValue: !isBoolFlag(f)}
			spec.values, spec.files = flagValues(f.Name)
			spec.list = f.Name == "rules" || f.Name == "fields"
			out = append(out, spec)
		})
	}
	out = append(out, flagSpec{name: "help", usage: "show the help"})
	return out
}

// flagValues are the closed sets of values, read from the packages that
// define them.
func flagValues(name string) ([]string, bool) {
	switch name {
	case "rules":
		return uri.SpecNames(), false
	case "fields":
		return inspect.SectionNames(), false
	case "encoding":
		return names(openstat.Percent, openstat.Base64, openstat.Auto), false
	case "place":
		return names(openstat.Query, openstat.Fragment), false
	case "host-rule":
		return names(safebrowsing.HostRuleV5, safebrowsing.HostRuleV4), false
	case "theme":
		return themes, false
	case "version":
		return []string{strconv.Itoa(pcm.DocumentVersion), strconv.Itoa(pcm.WebKitVersion)}, false
	case "png", "csv":
		return nil, true
	}
	return nil, false
}

func names[T fmt.Stringer](vs ...T) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = v.String()
	}
	return out
}

// commandWords are the words that select a command: the commands, and
// "pcm X" for pcm's subcommands.
func commandWords(specs []cmdSpec) []string {
	var out []string
	for _, s := range specs {
		if s.path != "" && !slices.Contains(out, s.path) {
			out = append(out, s.path)
		}
	}
	return out
}

// shellWords joins words for a shell list; every word here is ours (no
// quoting needed: names of commands, flags and values are [a-z0-9-]).
func shellWords(words []string) string { return strings.Join(words, " ") }

func flagWords(s cmdSpec) []string {
	out := make([]string, 0, len(s.flags))
	for _, f := range s.flags {
		out = append(out, "--"+f.name)
	}
	return out
}
