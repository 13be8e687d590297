package model

import (
	"strconv"

	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/ui"
)

var (
	formLabels    = [len(formFields)]string{"link", "service", "campaign", "ad", "source"}
	encodingNames = []string{"percent", "base64", "auto"}
	placeNames    = []string{"query", "fragment"}
)

const formLabelW = 8

// minResultLines is the smallest tagged-link pane: its frame and a line.
const minResultLines = 3

// View draws the form and the tagged link in the room it was given;
// problems take one line each instead of two when the room is short.
func (f *form) View() string {
	rows := f.rows(2)
	if len(rows)+minResultLines > f.height {
		rows = f.rows(1)
	}
	return ui.Lines(rows) + "\n" + f.c.styles.RenderPane(f.result(), f.width, f.height-len(rows)-2)
}

// rows draws the fields, the encoding and the place.
func (f *form) rows(problemLines int) []ui.Line {
	st, w := f.c.styles, f.width
	editW := w - 2 - formLabelW - 2 - 1
	var rows []ui.Line
	for i := range f.fields {
		e := &f.fields[i]
		ghost := ""
		if i == f.focus {
			ghost = f.ghost()
			if ghost != "" {
				ghost = ghost[len(e.Value()):]
			}
		}
		ed := st.Editor(e.runes, e.pos, editW, 1, i == f.focus, ghost, f.placeholder(i))[0]
		problem := ""
		if f.errs[i] != nil {
			problem = ui.ErrorText(f.errs[i])
		}
		rows = append(rows, st.FormRow(formLabels[i], formLabelW, ed, i == f.focus, problem, w, problemLines)...)
	}
	enc := st.Choice(encodingNames, f.enc, f.focus == focusEncoding)
	lengths := "percent " + strconv.Itoa(f.lengths[0]) + " · base64 " + strconv.Itoa(f.lengths[1]) + " bytes"
	if 2+formLabelW+2+enc.Width+3+len(lengths) <= w {
		enc = ui.Join(enc, ui.Plain(st.Muted, "   "+lengths))
		lengths = ""
	}
	rows = append(rows, st.FormRow("encoding", formLabelW, enc, f.focus == focusEncoding, "", w, 0)...)
	if lengths != "" {
		rows = append(rows, st.FormRow("", formLabelW, ui.Plain(st.Muted, lengths), false, "", w, 0)...)
	}
	rows = append(rows, st.FormRow("place", formLabelW, st.Choice(placeNames, f.place, f.focus == focusPlace), f.focus == focusPlace, "", w, 0)...)
	return rows
}

func (f *form) placeholder(i int) string {
	switch i {
	case 0:
		return "https://shop.example/landing (required)"
	case 1:
		return "required, e.g. openstat.ru"
	}
	return "optional"
}

// result is the tagged-link pane: the link, or why there is none.
func (f *form) result() ui.Pane {
	if f.err != nil {
		return ui.Pane{Title: "Tagged link", Selected: -1, Items: []ui.Item{
			{Kind: ui.Problem, Value: "no link yet: " + ui.ErrorText(f.err)},
		}}
	}
	t := f.tagged
	p := ui.Pane{Title: "Tagged link · " + t.Encoding.String() + " · " + places[f.place].String(), Selected: 0, Focused: true}
	p.Items = append(p.Items,
		ui.Item{Label: "link", Value: t.URL, Copy: t.URL, CopyName: "tagged link"},
		ui.Item{Label: "marker", Value: t.Encoded},
		ui.Item{Label: "length", Value: strconv.Itoa(len(t.URL)) + " bytes"},
	)
	if places[f.place] == openstat.Fragment {
		p.Items = append(p.Items, ui.Item{Kind: ui.Warning, Value: "a fragment marker replaces the fragment; the query is recommended"})
	}
	for _, n := range t.Notes {
		p.Items = append(p.Items, ui.Item{Kind: ui.Note, Value: n})
	}
	return p
}
