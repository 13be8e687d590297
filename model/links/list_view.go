package links

import (
	"strconv"

	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/ui"
)

// listRow is one row of the list: a link found in a paste and its
// one-line verdict, values as found, untrusted (drawn escaped).
type listRow struct {
	Num int    // the link's place in the paste, from 1
	URL string // the link, refanged when it was defanged
	// Pasted is the link as written when that differs from URL (a
	// defanged link): the row shows it first, URL beside it.
	Pasted string
	Tags   []string
	// Verdict is what the link hides, worst first: each part with its kind
	// (Warning "!", Problem "✗", Note muted, Field plain).
	Verdict []ui.Remark
}

// listRowLines is the height of a listRow: the link, then its verdict.
const listRowLines = 2

// listLines draws rows in width cells and at most n lines, scrolled so
// row sel shows (marked ▸ when focused), saying how many rows are out of
// view. Only the rows that show are laid out, so a list of thousands
// draws as fast as one of ten.
func listLines(st *ui.Styles, rows []listRow, sel int, focused bool, width, n int, hints ui.ScrollHints) []ui.Line {
	if len(rows) == 0 {
		return nil
	}
	numW := len(strconv.Itoa(rows[len(rows)-1].Num))
	first, last := visibleRows(len(rows), sel, n)
	out := make([]ui.Line, 0, n)
	if first > 0 {
		out = append(out, ui.Plain(st.Muted, "↑ "+component.Plural(first, "row")+" above"))
	}
	for i := first; i < last; i++ {
		out = append(out, rowLines(st, &rows[i], focused && i == sel, numW, width)...)
	}
	if last < len(rows) {
		hint := hints.Reach
		if focused {
			hint = hints.Move
		}
		if hint != "" {
			hint = " · " + hint
		}
		out = append(out, ui.Plain(st.Muted, ui.Ellipsis("↓ "+component.Plural(len(rows)-last, "row")+" below"+hint, width)))
	}
	return out
}

// visibleRows is the range [first, last) of rows that fit in n lines with
// sel among them, leaving a line above and below for what is out of view.
func visibleRows(count, sel, n int) (int, int) {
	if count*listRowLines <= n {
		return 0, count
	}
	fit := max((n-2)/listRowLines, 1)
	sel = min(max(sel, 0), count-1)
	first := min(max(sel-fit/2, 0), count-fit)
	return first, first + fit
}

// rowLines lays out one row: the gutter, the number, the link; under it
// the tags and the verdict, cut with "…" at the width.
func rowLines(st *ui.Styles, r *listRow, selected bool, numW, width int) []ui.Line {
	num := strconv.Itoa(r.Num)
	head := ui.Join(ui.Gutter(st, selected), ui.Space(numW-len(num)), ui.Plain(st.Label, num), ui.Space(2))
	style := st.Value
	if selected {
		style = st.Marker
	}
	room := max(width-head.Width, 4)
	first := ui.Join(head, ui.Plain(style, ui.Ellipsis(r.URL, room)))
	if r.Pasted != "" {
		first = ui.Join(head, pastedAndURL(st, style, r.Pasted, r.URL, room))
	}
	return []ui.Line{first, verdictLine(st, r, head.Width, width)}
}

// verdictLine is the tags, then the verdict's parts joined by " · ",
// each after its symbol, cut to width.
func verdictLine(st *ui.Styles, r *listRow, indent, width int) ui.Line {
	l := ui.Space(indent)
	room := width - indent
	add := func(part ui.Line) bool {
		sep := ui.Line{}
		if l.Width > indent {
			sep = ui.Plain(st.Muted, " · ")
		}
		if sep.Width+part.Width > room-(l.Width-indent) {
			left := room - (l.Width - indent) - sep.Width
			if left >= 2 {
				l = ui.Join(l, sep, ui.Plain(st.Muted, "…"))
			}
			return false
		}
		l = ui.Join(l, sep, part)
		return true
	}
	for _, t := range r.Tags {
		if !add(ui.Plain(st.Marker, "["+ui.Ellipsis(t, max(room-2, 1))+"]")) {
			return l
		}
	}
	for _, v := range r.Verdict {
		if !add(remarkPart(st, v, room)) {
			return l
		}
	}
	return l
}

// remarkPart is a verdict part: its symbol and text; a Field is plain
// and a Note muted, with no symbol (the " · " between parts is enough).
func remarkPart(st *ui.Styles, v ui.Remark, room int) ui.Line {
	switch v.Kind {
	case ui.Field:
		return ui.Plain(st.Value, ui.Ellipsis(v.Text, max(room, 4)))
	case ui.Note:
		return ui.Plain(st.Muted, ui.Ellipsis(v.Text, max(room, 4)))
	}
	sym, style := ui.Symbol(st, v.Kind)
	return ui.Join(ui.Plain(style, sym+" "), ui.Plain(style, ui.Ellipsis(v.Text, max(room-2, 4))))
}

// pastedAndURL is a defanged link as pasted, then " → " and the link it
// stands for, in room cells: each cut with "…" to its share when both do
// not fit.
func pastedAndURL(st *ui.Styles, style ui.Style, pasted, url string, room int) ui.Line {
	const arrow = " → "
	left := room - ui.Cells(arrow)
	pw := ui.Cells(ui.Ellipsis(pasted, left))
	uw := ui.Cells(ui.Ellipsis(url, left))
	if pw+uw > left {
		pw = max(left/2, left-uw)
	}
	p := ui.Ellipsis(pasted, max(pw, 1))
	return ui.Join(ui.Plain(style, p), ui.Plain(st.Muted, arrow), ui.Plain(style, ui.Ellipsis(url, max(left-ui.Cells(p), 1))))
}
