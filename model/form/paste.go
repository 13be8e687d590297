package form

import (
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/ui"
)

// sampleNote says, on the tagged-link pane, that the form holds the sample.
const sampleNote = "a sample to show the form: typing or pasting in any field clears all of it; it cannot be copied"

// editsText reports whether km would change the text of a field (typing,
// a paste, a deletion, accepting a suggestion), as opposed to moving the
// cursor: the first such key clears the sample.
func (f *Model) editsText(km tea.KeyMsg, pressed string) bool {
	if km.Paste || (km.Type == tea.KeyRunes && !km.Alt) || km.Type == tea.KeySpace {
		return true
	}
	e := &f.c.Keys.Editor
	return ui.Matches(pressed, e.Backspace, e.Delete, e.DeleteWord, e.KillBefore, e.KillAfter) ||
		(f.ghost() != "" && ui.Matches(pressed, f.keys.Accept))
}

// dropSample empties every field the sample filled, so no sample value can
// end up in a link built from what the user types next.
func (f *Model) dropSample() {
	for i := range f.fields {
		f.fields[i].Set("")
	}
	f.enc, f.place, f.sample = 0, 0, false
	f.recompute()
}

// pasteText is what a paste puts in a field: the text without the spaces
// and line ends around it (a spreadsheet cell copies with a line end), and
// only its first line, a field holding one value. note says what was left
// out, for the status line; "" when nothing was.
func pasteText(s string) (text, note string) {
	text = strings.TrimSpace(s)
	trimmed := len(text) != len(s)
	dropped := 0
	if strings.ContainsAny(text, "\r\n") {
		lines := strings.FieldsFunc(text, func(r rune) bool { return r == '\n' || r == '\r' })
		text = strings.TrimSpace(lines[0])
		for _, l := range lines[1:] {
			if strings.TrimSpace(l) != "" {
				dropped++
			}
		}
	}
	switch {
	case dropped > 0:
		note = "pasted the first line; " + component.Plural(dropped, "more line") + " left out (a field holds one value)"
	case trimmed:
		note = "pasted without the spaces and line ends around it"
	}
	return text, note
}
