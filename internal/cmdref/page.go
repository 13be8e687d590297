package cmdref

import (
	"strings"
)

// Page is the reference around the commands: what comes before them and
// the sections after them (exit status, environment, files), written once
// and rendered both as Markdown and as a man page.
type Page struct {
	Name     string // the program: linkscope
	Version  string
	Title    string // one line: what the program is
	Intro    string // a Doc-style text before the commands
	Sections []Section
	SeeAlso  []string // pages, as Markdown links "[text](path)"; the man page keeps the text
}

// Section is a titled Doc-style text.
type Section struct {
	Title string
	Body  string
}

// block is one paragraph, list or code block of a Doc-style text.
type block struct {
	kind  byte // 'p' paragraph, 'l' list, 'c' code
	lines []string
}

// blocks splits a Doc-style text: blank lines part blocks; a block whose
// lines start with "- " is a list (a line that does not start a new item
// continues the one before); a block whose lines all start with four
// spaces is code, shown as written.
func blocks(doc string) []block {
	var out []block
	for _, para := range strings.Split(strings.TrimSpace(doc), "\n\n") {
		lines := strings.Split(strings.Trim(para, "\n"), "\n")
		switch {
		case allIndented(lines):
			for i := range lines {
				lines[i] = strings.TrimPrefix(lines[i], "    ")
			}
			out = append(out, block{'c', lines})
		case strings.HasPrefix(lines[0], "- "):
			out = append(out, block{'l', listItems(lines)})
		default:
			out = append(out, block{'p', []string{strings.Join(trimAll(lines), " ")}})
		}
	}
	return out
}

func allIndented(lines []string) bool {
	for _, l := range lines {
		if !strings.HasPrefix(l, "    ") {
			return false
		}
	}
	return true
}

func listItems(lines []string) []string {
	var items []string
	for _, l := range lines {
		if item, ok := strings.CutPrefix(l, "- "); ok {
			items = append(items, strings.TrimSpace(item))
			continue
		}
		if len(items) > 0 {
			items[len(items)-1] += " " + strings.TrimSpace(l)
		}
	}
	return items
}

func trimAll(lines []string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = strings.TrimSpace(l)
	}
	return out
}
