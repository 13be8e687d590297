package form

import "github.com/linkscope/linkscope/ui"

// formRow draws one row of the form: the focus marker, the label in a
// column of labelW cells, then content; each remark goes under the
// content, in at most remarkLines lines.
func formRow(st *ui.Styles, name string, labelW int, content ui.Line, focused bool, remarks []ui.Remark, width, remarkLines int) []ui.Line {
	gutter := ui.Gutter(st, focused)
	lab := ui.Label(st, name, labelW)
	w := ui.NewWriter(st)
	w.Add(ui.Join(gutter, lab, content))
	w.Remarks(ui.Space(gutter.Width+lab.Width), remarks, width, remarkLines)
	return w.Lines()
}

// contentAt is where a form row's content starts, after the gutter, a
// label column of labelW cells and the gap.
func contentAt(labelW int) int { return ui.GutterWidth + labelW + ui.LabelGap }

// choice draws a radio group: "(•) percent  ( ) base64".
func choice(st *ui.Styles, names []string, chosen int, focused bool) ui.Line {
	var l ui.Line
	for i, n := range names {
		if i > 0 {
			l = ui.Join(l, ui.Space(2))
		}
		mark, style := "( ) ", st.Muted
		if i == chosen {
			mark, style = "(•) ", st.Value
			if focused {
				style = st.Marker
			}
		}
		l = ui.Join(l, ui.Plain(style, mark+n))
	}
	return l
}
