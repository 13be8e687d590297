package cli

import (
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/pcm"
	"github.com/linkscope/linkscope/core/safebrowsing"
	"github.com/linkscope/linkscope/internal/batch"
	"github.com/linkscope/linkscope/internal/cmdref"
)

// shells are the completion scripts linkscope writes.
var shells = []string{"bash", "zsh", "fish"}

// completionCommand is `linkscope completion`: its summary here, its long help and examples in doc/completion.md.
func completionCommand() command {
	return documented(command{name: "completion", summary: "print a shell completion script: bash, zsh or fish", run: runCompletion}, "completion")
}

func runCompletion(args []string, stdio IO) error {
	fs := newFlags("completion", "bash|zsh|fish", stdio)
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return usageError("takes one shell: bash, zsh or fish (got %d arguments)", len(rest))
	}
	specs := reference()
	var script string
	switch rest[0] {
	case "bash":
		script = cmdref.Bash(specs)
	case "zsh":
		script = cmdref.Zsh(specs)
	case "fish":
		script = cmdref.Fish(specs)
	default:
		return usageError("unknown shell %q: want bash, zsh or fish", rest[0])
	}
	_, err = io.WriteString(stdio.Out, script)
	return batch.Written(err)
}

// manCommand is `linkscope man`: its summary here, its long help and examples in doc/man.md.
func manCommand() command {
	return documented(command{name: "man", summary: "print the manual page (roff)", run: runMan}, "man")
}

// runMan is `linkscope man`: the reference as a man page.
func runMan(args []string, stdio IO) error {
	fs := newFlags("man", "", stdio)
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return usageError("takes no arguments")
	}
	_, err = io.WriteString(stdio.Out, cmdref.Man(referencePage(), reference()))
	return batch.Written(err)
}

// reference describes every command from the command table and the flag
// sets the commands make (each run with --help, its flag sets captured).
func reference() []cmdref.Command {
	top := capture(func(s IO) { runDefault([]string{"--help"}, s) })
	top.Summary = "open the terminal UI"
	top.Doc, top.Examples = commandDoc("linkscope")
	top.Flags = append(top.Flags, cmdref.Flag{Name: "version", Usage: "print the version"})
	specs := []cmdref.Command{top}
	for _, c := range commands() {
		specs[0].Words = append(specs[0].Words, c.name)
		if c.name == "pcm" {
			group := cmdref.Command{Path: "pcm", Group: true, Summary: c.summary, Flags: []cmdref.Flag{{Name: "help", Usage: "show the help"}}}
			var subs []cmdref.Command
			for _, sub := range pcmSubcommands() {
				group.Words = append(group.Words, sub.name)
				subs = append(subs, describe("pcm "+sub.name, sub))
			}
			specs = append(append(specs, group), subs...)
			continue
		}
		spec := describe(c.name, c)
		if c.name == "completion" {
			spec.Words = shells
		}
		specs = append(specs, spec)
	}
	return specs
}

func describe(path string, c command) cmdref.Command {
	spec := capture(func(s IO) { c.run([]string{"--help"}, s) })
	spec.Path, spec.Summary, spec.Doc, spec.Examples = path, c.summary, c.doc, c.examples
	return spec
}

// capture runs a command's --help quietly and describes the flag sets it
// made: their synopsis and flags, with their values where they are a
// closed set.
func capture(run func(IO)) cmdref.Command {
	var spec cmdref.Command
	var sets []*flag.FlagSet // their flags are defined after they are made
	quiet := IO{In: strings.NewReader(""), Out: io.Discard, Err: io.Discard, Getenv: func(string) string { return "" },
		onFlags: func(fs *flag.FlagSet, synopsis string) {
			if spec.Synopsis == "" {
				spec.Synopsis = synopsis
			}
			sets = append(sets, fs)
		}}
	run(quiet)
	for _, fs := range sets {
		fs.VisitAll(func(f *flag.Flag) { spec.Flags = append(spec.Flags, describeFlag(f)) })
	}
	spec.Flags = append(spec.Flags, cmdref.Flag{Name: "help", Usage: "show the help"})
	return spec
}

func describeFlag(f *flag.Flag) cmdref.Flag {
	kind, usage := unquoteUsage(f)
	spec := cmdref.Flag{Name: f.Name, Usage: usage, TakesValue: !isBoolFlag(f), Kind: flagPlaceholder(f.Name, kind)}
	if f.DefValue != "" && f.DefValue != "0" && f.DefValue != "false" {
		spec.Default = f.DefValue
	}
	spec.Values, spec.Files = flagValues(f.Name)
	if f.Name == "template" {
		spec.Dynamic = "conventions templates"
	}
	spec.List = f.Name == "rules" || f.Name == "fields"
	return spec
}

// flagPlaceholder names a flag's value in a synopsis, as the usage lines
// write them.
func flagPlaceholder(name, kind string) string {
	switch {
	case name == "png" || name == "html" || name == "csv" || name == "conventions" || name == "tracking-rules" || name == "file":
		return "FILE"
	case name == "base" || name == "referrer":
		return "URL"
	case kind == "int":
		return "N"
	case kind == "duration":
		return "DURATION"
	}
	return strings.ToUpper(strings.ReplaceAll(name, "-", "_"))
}

// flagValues are the closed sets of values, read from the packages that
// define them.
func flagValues(name string) ([]string, bool) {
	switch name {
	case "rules":
		return rulesNames(), false
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
	case "png", "csv", "html", "conventions", "tracking-rules", "file":
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
