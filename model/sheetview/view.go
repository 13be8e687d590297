package sheetview

import (
	"path/filepath"
	"strconv"

	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/ui"
)

// View draws the sheet's line (its file, its sheet, the tally) and the
// list of its rows.
func (v *Model) View() string {
	v.fresh()
	st := v.c.Styles
	name := textsafe.Escape(filepath.Base(v.table.Book.Path)) + " · " + textsafe.Escape(v.table.Sheet.Name)
	line := ui.Join(ui.Space(2), ui.Plain(st.Label, name), ui.Space(2), ui.Plain(st.Muted, v.tally.String()))
	return ui.Lines([]ui.Line{line}) + "\n" + ui.RenderPane(st, v.pane(), v.width, ui.BoxBody(v.height-1))
}

// pane is the list: a row per sheet row, its tagged link or why it was
// refused, and what it has to say.
func (v *Model) pane() ui.Pane {
	k := &v.c.Keys
	p := ui.Pane{Title: "Rows · header in row " + strconv.Itoa(v.table.HeaderRow) + " · " + ui.Hint(v.keys.Open),
		Selected: v.sel, Focused: true, Hints: ui.ScrollHints{Move: ui.Keys(k.Up, k.Down) + " to move"}}
	if len(v.rows) == 0 {
		p.Selected = -1
		p.Items = []ui.Item{{Kind: ui.Note, Value: "no rows under the header"}}
		return p
	}
	for _, r := range v.rows {
		it := ui.Item{Kind: ui.Field, Label: "row " + strconv.Itoa(r.num), Value: r.tagged, Copy: r.tagged,
			CopyName: "tagged link of row " + strconv.Itoa(r.num), KeepEnd: true}
		var notes []string
		switch {
		case r.empty:
			it.Kind, it.Value = ui.Note, "blank row"
		case r.tagged == "":
			it.Kind, it.Value = ui.Problem, r.err
		case r.findings > 0 || r.dup > 0:
			it.Kind = ui.Warning
		}
		if r.findings > 0 {
			notes = append(notes, component.Plural(r.findings, "finding"))
		}
		if r.dup > 0 {
			notes = append(notes, "repeats row "+strconv.Itoa(r.dup))
		}
		if len(notes) > 0 {
			it.Label += " · " + join(notes)
		}
		p.Items = append(p.Items, it)
	}
	return p
}

func join(parts []string) string {
	s := ""
	for i, p := range parts {
		if i > 0 {
			s += " · "
		}
		s += p
	}
	return s
}
