package cmdref

import (
	"fmt"
	"strings"
)

// Markdown is the command-line reference as one Markdown page: the intro,
// a table of the commands, then each command with its synopsis, what it
// does and its flags, then the page's sections.
func Markdown(p Page, cmds []Command) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s command line\n\n", p.Name)
	b.WriteString("<!-- Generated from the command table and the commands' own flag sets by `go test ./cli -update-docs`; edit those, not this file. -->\n\n")
	writeDoc(&b, p.Intro)
	b.WriteString("| command | does |\n| --- | --- |\n")
	for _, c := range cmds {
		if c.Group {
			continue // a command that only groups subcommands
		}
		fmt.Fprintf(&b, "| [`%s`](#%s) | %s |\n", invocation(p, c), anchor(p, c), escapeCell(c.Summary))
	}
	b.WriteString("\n")
	for _, c := range cmds {
		if c.Group {
			continue
		}
		fmt.Fprintf(&b, "## %s\n\n", invocation(p, c))
		fmt.Fprintf(&b, "```\n%s\n```\n\n", strings.Join(c.invocations(p.Name), "\n"))
		writeDoc(&b, c.Doc)
		if len(c.Examples) > 0 {
			fmt.Fprintf(&b, "Examples:\n\n```\n%s\n```\n\n", strings.Join(c.Examples, "\n"))
		}
		writeFlagTable(&b, c.Flags)
	}
	for _, s := range p.Sections {
		fmt.Fprintf(&b, "## %s\n\n", s.Title)
		writeDoc(&b, s.Body)
	}
	if len(p.SeeAlso) > 0 {
		b.WriteString("## See also\n\n")
		for _, s := range p.SeeAlso {
			fmt.Fprintf(&b, "- %s\n", s)
		}
	}
	return b.String()
}

// invocation is how a command is typed: "linkscope inspect".
func invocation(p Page, c Command) string { return strings.TrimSpace(p.Name + " " + c.Path) }

// anchor is the heading's anchor as GitHub makes it.
func anchor(p Page, c Command) string {
	return strings.ReplaceAll(strings.ToLower(invocation(p, c)), " ", "-")
}

func writeDoc(b *strings.Builder, doc string) {
	for _, bl := range blocks(doc) {
		switch bl.kind {
		case 'c':
			b.WriteString("```\n" + strings.Join(bl.lines, "\n") + "\n```\n\n")
		case 'l':
			for _, item := range bl.lines {
				b.WriteString("- " + item + "\n")
			}
			b.WriteString("\n")
		default:
			b.WriteString(bl.lines[0] + "\n\n")
		}
	}
}

func writeFlagTable(b *strings.Builder, flags []Flag) {
	if len(flags) == 0 {
		return
	}
	b.WriteString("| flag | meaning |\n| --- | --- |\n")
	for _, f := range flags {
		usage := escapeCell(f.Usage)
		if f.Default != "" {
			usage += " (default `" + f.Default + "`)"
		}
		if len(f.Values) > 0 && !f.List {
			usage += "; one of " + codeList(f.Values)
		}
		fmt.Fprintf(b, "| `%s` | %s |\n", flagSynopsis(f), usage)
	}
	b.WriteString("\n")
}

// flagSynopsis is a flag as typed: --name, or --name KIND.
func flagSynopsis(f Flag) string {
	if !f.TakesValue {
		return "--" + f.Name
	}
	return "--" + f.Name + " " + f.Kind
}

func codeList(vs []string) string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = "`" + v + "`"
	}
	return strings.Join(out, ", ")
}

// escapeCell keeps a table cell one cell: | is escaped.
func escapeCell(s string) string { return strings.ReplaceAll(s, "|", `\|`) }
