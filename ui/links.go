package ui

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// LinkRow is one row of the Links view: a link found in a paste and its
// one-line verdict, values as found, untrusted (drawn escaped).
type LinkRow struct {
	Num  int    // the link's place in the paste, from 1
	URL  string // as pasted (refanged when it was defanged)
	Tags []string
	// Verdict is what the link hides, worst first: each part with its kind
	// (Warning "!", Problem "✗", Note muted, Field plain).
	Verdict []Remark
}

// linkRowLines is the height of a LinkRow: the link, then its verdict.
const linkRowLines = 2

// LinkList draws rows in width cells and at most n lines, scrolled so row
// sel shows (marked ▸ when focused), saying how many rows are out of
// view. Only the rows that show are laid out, so a list of thousands
// draws as fast as one of ten.
func LinkList(st *Styles, rows []LinkRow, sel int, focused bool, width, n int, hints ScrollHints) []Line {
	if len(rows) == 0 {
		return nil
	}
	numW := len(strconv.Itoa(rows[len(rows)-1].Num))
	first, last := visibleRows(len(rows), sel, n)
	out := make([]Line, 0, n)
	if first > 0 {
		out = append(out, Plain(st.Muted, "↑ "+rowsText(first)+" above"))
	}
	for i := first; i < last; i++ {
		out = append(out, linkRow(st, &rows[i], focused && i == sel, numW, width)...)
	}
	if last < len(rows) {
		hint := hints.Reach
		if focused {
			hint = hints.Move
		}
		if hint != "" {
			hint = " · " + hint
		}
		out = append(out, Plain(st.Muted, Ellipsis("↓ "+rowsText(len(rows)-last)+" below"+hint, width)))
	}
	return out
}

// visibleRows is the range [first, last) of rows that fit in n lines with
// sel among them, leaving a line above and below for what is out of view.
func visibleRows(count, sel, n int) (int, int) {
	if count*linkRowLines <= n {
		return 0, count
	}
	fit := max((n-2)/linkRowLines, 1)
	sel = min(max(sel, 0), count-1)
	first := min(max(sel-fit/2, 0), count-fit)
	return first, first + fit
}

func rowsText(n int) string {
	if n == 1 {
		return "1 row"
	}
	return strconv.Itoa(n) + " rows"
}

// linkRow lays out one row: the gutter, the number, the link; under it
// the tags and the verdict, cut with "…" at the width.
func linkRow(st *Styles, r *LinkRow, selected bool, numW, width int) []Line {
	gutter := Space(2)
	if selected {
		gutter = Join(Plain(st.Marker, "▸"), Space(1))
	}
	num := strconv.Itoa(r.Num)
	head := Join(gutter, Space(numW-len(num)), Plain(st.Label, num), Space(2))
	style := st.Value
	if selected {
		style = st.Marker
	}
	first := Join(head, Plain(style, Ellipsis(r.URL, max(width-head.Width, 4))))
	return []Line{first, verdictLine(st, r, head.Width, width)}
}

// verdictLine is the tags, then the verdict's parts joined by " · ",
// each after its symbol, cut to width.
func verdictLine(st *Styles, r *LinkRow, indent, width int) Line {
	l := Space(indent)
	room := width - indent
	add := func(part Line) bool {
		sep := Line{}
		if l.Width > indent {
			sep = Plain(st.Muted, " · ")
		}
		if sep.Width+part.Width > room-(l.Width-indent) {
			left := room - (l.Width - indent) - sep.Width
			if left >= 2 {
				l = Join(l, sep, Plain(st.Muted, "…"))
			}
			return false
		}
		l = Join(l, sep, part)
		return true
	}
	for _, t := range r.Tags {
		if !add(Plain(st.Marker, "["+Ellipsis(t, max(room-2, 1))+"]")) {
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
func remarkPart(st *Styles, v Remark, room int) Line {
	switch v.Kind {
	case Field:
		return Plain(st.Value, Ellipsis(v.Text, max(room, 4)))
	case Note:
		return Plain(st.Muted, Ellipsis(v.Text, max(room, 4)))
	}
	sym, style := symbol(st, v.Kind)
	return Join(Plain(style, sym+" "), Plain(style, Ellipsis(v.Text, max(room-2, 4))))
}

// Diff is one component that differs between two links, with the span of
// each value that differs, as byte offsets [start, end).
type Diff struct {
	Name       string
	A, B       string
	HasA, HasB bool
	SpanA      [2]int
	SpanB      [2]int
}

// ParamDiff is one query pair that differs: What is "added", "removed"
// or "changed"; Text the pair, or the key for a change, whose values are
// A and B.
type ParamDiff struct {
	What string
	Text string
	A, B string
}

// Comparison is the answer of comparing two links, ready to draw.
type Comparison struct {
	// Verdict says whether they are equivalent and after which rule;
	// Notes what else is true (tracking only, wrapper only, order only).
	Verdict Remark
	Notes   []Remark
	// Sides name the links compared ("#2", "pasted") and give them.
	NameA, NameB string
	A, B         string
	// Normal is the form both normalize to, when they are equivalent.
	Normal string
	// DiffTitle heads the components that differ ("components that
	// differ, normalized under safe").
	DiffTitle string
	Diffs     []Diff
	Params    []ParamDiff
}

// CompareLines lays a comparison out in width cells: the verdict and its
// notes, the two links, each differing component side by side with
// carets under the span that differs (‸ where one side has nothing the
// other has), then the query pairs that differ.
func CompareLines(st *Styles, c *Comparison, width int) []Line {
	w := rowWriter{st: st}
	w.remark(c.Verdict, width)
	for _, n := range c.Notes {
		w.remark(n, width)
	}
	w.lines = append(w.lines, Line{})
	nameW := max(cells(c.NameA), cells(c.NameB), 1)
	for _, side := range [2][2]string{{c.NameA, c.A}, {c.NameB, c.B}} {
		w.hanging(Join(Plain(st.Label, Ellipsis(side[0], nameW)), Space(nameW-cells(Ellipsis(side[0], nameW))+LabelGap)),
			Line{}, side[1], st.Value, width, 3)
	}
	if c.Normal != "" {
		lead := Join(Plain(st.Label, "both normalize to"), Space(LabelGap))
		w.lines = append(w.lines, Line{})
		w.hanging(lead, Line{}, c.Normal, st.Value, width, 3)
	}
	labelW := 0
	for _, d := range c.Diffs {
		labelW = max(labelW, cells(d.Name))
	}
	for _, p := range c.Params {
		labelW = max(labelW, cells(p.What))
	}
	if len(c.Diffs) > 0 && c.DiffTitle != "" {
		w.lines = append(w.lines, Line{}, Plain(st.Title, Ellipsis(c.DiffTitle, width)))
	}
	for i := range c.Diffs {
		if i > 0 {
			w.lines = append(w.lines, Line{})
		}
		w.diff(&c.Diffs[i], labelW, width)
	}
	if len(c.Params) > 0 {
		w.lines = append(w.lines, Line{}, Plain(st.Title, "query pairs"))
	}
	for _, p := range c.Params {
		w.param(p, labelW, width)
	}
	return w.lines
}

// remark writes a remark with its symbol, wrapped between words.
func (w *rowWriter) remark(r Remark, width int) {
	sym, style := symbol(w.st, r.Kind)
	if r.Kind == Field {
		sym, style = "✓", w.st.OK
	}
	w.prose(Line{}, Plain(style, sym+" "), r.Text, style, width, 3)
}

// diff writes a component's two sides, each with its caret line.
func (w *rowWriter) diff(d *Diff, labelW, width int) {
	st := w.st
	lab := label(st, d.Name, labelW)
	for i, side := range [2]struct {
		name  string
		value string
		has   bool
		span  [2]int
	}{{"A", d.A, d.HasA, d.SpanA}, {"B", d.B, d.HasB, d.SpanB}} {
		head := Join(lab, Plain(st.Label, side.name), Space(LabelGap))
		if i > 0 {
			head = Join(Space(lab.Width), Plain(st.Label, side.name), Space(LabelGap))
		}
		if !side.has {
			w.lines = append(w.lines, Join(head, Plain(st.Muted, "(none)")))
			continue
		}
		value, carets := markedSpan(st, side.value, side.span, max(width-head.Width, 12))
		w.lines = append(w.lines, Join(head, value), Join(Space(head.Width), carets))
	}
}

// param writes one query pair that differs.
func (w *rowWriter) param(p ParamDiff, labelW, width int) {
	st := w.st
	head := label(st, p.What, labelW)
	if p.What != "changed" {
		w.hanging(head, Line{}, p.Text, st.Value, width, 2)
		return
	}
	room := max(width-head.Width, 12)
	key := Ellipsis(p.Text, max(room/3, 4))
	a, b := Excerpts(p.A, p.B, max((room-cells(key)-6)/2, 8))
	aw := max((room-cells(key)-6)/2, 4)
	w.lines = append(w.lines, Join(head, Plain(st.Value, key), Plain(st.Muted, ": "),
		Plain(st.Value, Ellipsis(a, aw)), Plain(st.OK, " → "), Plain(st.Value, Ellipsis(b, max(room-cells(key)-5-aw, 4)))))
}

// markedSpan draws value in at most room cells with its span [start,
// end) in the warning style, and the line of carets under that span: the
// parts around the span are cut, with "…", to keep the span in view.
func markedSpan(st *Styles, value string, span [2]int, room int) (Line, Line) {
	start, end := min(max(span[0], 0), len(value)), min(max(span[1], 0), len(value))
	start = min(start, end)
	mid := Ellipsis(value[start:end], max(room-2*spanContext(room), 4))
	if start == end {
		mid = ""
	}
	left := room - max(cells(mid), 1) // an empty span's mark takes a cell
	before := tailCells(value[:start], min(left-min(cells(Ellipsis(value[end:], left)), left/2), left))
	after := Ellipsis(value[end:], left-cells(before))
	line := Join(Plain(st.Value, before), Plain(st.Warn, mid), Plain(st.Value, after))
	mark := "‸"
	if mid != "" {
		mark = strings.Repeat("^", cells(mid))
	}
	return line, Join(Space(cells(before)), Plain(st.Warn, mark))
}

// spanContext is how many cells of context a span keeps on each side
// when it is itself too long for the room.
func spanContext(room int) int { return min(12, room/6) }

// tailCells is the end of s, escaped, in at most width cells, with "…"
// first when s is cut. The work is bounded by width, whatever len(s).
func tailCells(s string, width int) string {
	if width <= 0 {
		return ""
	}
	from := tailFrom(s, width)
	if from > 0 {
		from = tailFrom(s, width-1)
	}
	var b strings.Builder
	if from > 0 {
		b.WriteString("…")
	}
	for i := from; i < len(s); {
		text, _, size := piece(s, i)
		b.WriteString(text)
		i += size
	}
	return b.String()
}

// tailFrom is where the end of s that shows in width cells starts; it
// looks at no more than a few runes per cell.
func tailFrom(s string, width int) int {
	used, i := 0, len(s)
	for steps := 0; i > 0 && steps < 4*width+16; steps++ {
		// A stray continuation byte is a piece of its own, as piece reads
		// it going forward.
		_, size := utf8.DecodeLastRuneInString(s[:i])
		j := i - size
		_, w, _ := piece(s, j)
		if used+w > width {
			break
		}
		used += w
		i = j
	}
	return i
}
