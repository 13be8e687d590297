package ui

import "strings"

// maxHelpLines bounds a help paragraph; the help scrolls, so none is cut
// short of this.
const maxHelpLines = 40

// FullHelp draws the help screen: paragraphs on what the views do (worded
// by the caller, with key names from its key map), then the keys.
func FullHelp(st *Styles, intro []string, keys string, width int) string {
	var b strings.Builder
	for _, p := range intro {
		for _, l := range WrapWords(p, width-2, maxHelpLines) {
			b.WriteString(" " + st.Value.Render(l) + "\n")
		}
		b.WriteByte('\n')
	}
	return b.String() + keys
}
