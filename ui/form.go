package ui

// Remark is a line under a form field: a problem (✗), a warning (!) or a
// note (·), its text untrusted.
type Remark struct {
	Kind Kind
	Text string
}

// FormRow draws one row of the build form: the focus marker, the label in
// a column of labelW cells, then content; each remark goes under the
// content, in at most remarkLines lines.
func FormRow(st *Styles, name string, labelW int, content Line, focused bool, remarks []Remark, width, remarkLines int) []Line {
	gutter := Space(2)
	if focused {
		gutter = Join(Plain(st.Marker, "▸"), Space(1))
	}
	lab := label(st, name, labelW)
	w := rowWriter{st: st, lines: []Line{Join(gutter, lab, content)}}
	pad := Space(gutter.Width + lab.Width)
	for _, r := range remarks {
		sym, style := symbol(st, r.Kind)
		w.prose(pad, Plain(style, sym+" "), r.Text, style, width, remarkLines)
	}
	return w.lines
}

// FormGutter is the width of a form row before its label.
const FormGutter = 2

// LabelGap is the space between a label column and what follows it.
const LabelGap = 2

// FormContentAt is where a form row's content starts, after the gutter,
// a label column of labelW cells and the gap.
func FormContentAt(labelW int) int { return FormGutter + labelW + LabelGap }

// symbol is the mark and style of a remark or note of kind k, so each
// reads without colour.
func symbol(st *Styles, k Kind) (string, Style) {
	switch k {
	case Warning:
		return "!", st.Warn
	case Problem:
		return "✗", st.Error
	}
	return "·", st.Muted
}

// Window keeps the blocks of lines around block sel that fit in n lines,
// with a line saying how many rows are above or below: a form that does
// not fit scrolls with its focus.
func Window(st *Styles, blocks [][]Line, sel, n int, hints ScrollHints) []Line {
	var lines []Line
	bounds := []int{0}
	for _, b := range blocks {
		lines = append(lines, b...)
		bounds = append(bounds, len(lines))
	}
	return window(st, rowSpan{lines: lines, bounds: bounds, rows: len(blocks)}, sel, n, true, hints)
}

// Choice draws a radio group: "(•) percent  ( ) base64".
func Choice(st *Styles, names []string, chosen int, focused bool) Line {
	var l Line
	for i, n := range names {
		if i > 0 {
			l = Join(l, Space(2))
		}
		mark, style := "( ) ", st.Muted
		if i == chosen {
			mark, style = "(•) ", st.Value
			if focused {
				style = st.Marker
			}
		}
		l = Join(l, Plain(style, mark+n))
	}
	return l
}
