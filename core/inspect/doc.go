package inspect

import (
	"embed"
	"strings"
)

// sectionDocs are the sections' references, doc/NAME.md: Markdown, whose
// code spans a Go string could not hold.
//
//go:embed doc/*.md
var sectionDocs embed.FS

// sectionDoc is the reference of the section named name.
func sectionDoc(name string) string {
	b, err := sectionDocs.ReadFile("doc/" + name + ".md")
	if err != nil {
		panic("inspect: section " + name + " has no doc/" + name + ".md")
	}
	return strings.TrimSpace(string(b))
}

// ReferenceMarkdown is the part of docs/json.md that describes inspect's
// sections: the --fields names, then each section under a heading naming
// its keys, in the order the record writes them.
func ReferenceMarkdown() string {
	var b strings.Builder
	b.WriteString("With `--fields LIST`, only the sections named are computed and written:\n")
	for i, s := range sectionList {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString("`" + s.Name + "`")
		if len(s.Keys) > 1 {
			b.WriteString(" (with `" + strings.Join(s.Keys[1:], "`, `") + "`)")
		}
	}
	b.WriteString(". A section not asked for costs nothing, nor does any reading only it needs.\n")
	for _, s := range sectionList {
		b.WriteString("\n### " + strings.Join(s.Keys, " and ") + "\n\n")
		b.WriteString(s.Doc)
		b.WriteString("\n")
	}
	return b.String()
}
