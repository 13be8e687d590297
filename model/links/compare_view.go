package links

import (
	"strings"

	"github.com/linkscope/linkscope/ui"
)

// componentDiff is one component that differs between two links, with
// the span of each value that differs, as byte offsets [start, end).
type componentDiff struct {
	Name       string
	A, B       string
	HasA, HasB bool
	SpanA      [2]int
	SpanB      [2]int
}

// paramDiff is one query pair that differs: What is "added", "removed"
// or "changed"; Text the pair, or the key for a change, whose values are
// A and B.
type paramDiff struct {
	What string
	Text string
	A, B string
}

// answerView is the answer of comparing two links, ready to draw.
type answerView struct {
	// Verdict says whether they are equivalent and after which rule;
	// Notes what else is true (tracking only, wrapper only, order only).
	Verdict ui.Remark
	Notes   []ui.Remark
	// Sides name the links compared ("#2", "pasted") and give them.
	NameA, NameB string
	A, B         string
	// Normal is the form both normalize to, when they are equivalent.
	Normal string
	// DiffTitle heads the components that differ ("components that
	// differ, normalized under safe").
	DiffTitle string
	Diffs     []componentDiff
	Params    []paramDiff
}

// answerLines lays an answer out in width cells: the verdict and its
// notes, the two links, each differing component side by side with
// carets under the span that differs (‸ where one side has nothing the
// other has), then the query pairs that differ.
func answerLines(st *ui.Styles, c *answerView, width int) []ui.Line {
	w := ui.NewWriter(st)
	verdictRemark(&w, st, c.Verdict, width)
	for _, n := range c.Notes {
		verdictRemark(&w, st, n, width)
	}
	w.Add(ui.Line{})
	nameW := max(ui.Cells(c.NameA), ui.Cells(c.NameB), 1)
	for _, side := range [2][2]string{{c.NameA, c.A}, {c.NameB, c.B}} {
		name := ui.Ellipsis(side[0], nameW)
		w.Hanging(ui.Join(ui.Plain(st.Label, name), ui.Space(nameW-ui.Cells(name)+ui.LabelGap)),
			ui.Line{}, side[1], st.Value, width, 3)
	}
	if c.Normal != "" {
		lead := ui.Join(ui.Plain(st.Label, "both normalize to"), ui.Space(ui.LabelGap))
		w.Add(ui.Line{})
		w.Hanging(lead, ui.Line{}, c.Normal, st.Value, width, 3)
	}
	labelW := 0
	for _, d := range c.Diffs {
		labelW = max(labelW, ui.Cells(d.Name))
	}
	for _, p := range c.Params {
		labelW = max(labelW, ui.Cells(p.What))
	}
	if len(c.Diffs) > 0 && c.DiffTitle != "" {
		w.Add(ui.Line{}, ui.Plain(st.Title, ui.Ellipsis(c.DiffTitle, width)))
	}
	for i := range c.Diffs {
		if i > 0 {
			w.Add(ui.Line{})
		}
		diffLines(&w, st, &c.Diffs[i], labelW, width)
	}
	if len(c.Params) > 0 {
		w.Add(ui.Line{}, ui.Plain(st.Title, "query pairs"))
	}
	for _, p := range c.Params {
		paramLines(&w, st, p, labelW, width)
	}
	return w.Lines()
}

// verdictRemark writes a remark with its symbol, wrapped between words;
// a Field, the verdict of equivalence, reads ✓.
func verdictRemark(w *ui.Writer, st *ui.Styles, r ui.Remark, width int) {
	sym, style := ui.Symbol(st, r.Kind)
	if r.Kind == ui.Field {
		sym, style = "✓", st.OK
	}
	w.Prose(ui.Line{}, ui.Plain(style, sym+" "), r.Text, style, width, 3)
}

// diffLines writes a component's two sides, each with its caret line;
// when both have a value they are cut alike, so the carets line up.
func diffLines(w *ui.Writer, st *ui.Styles, d *componentDiff, labelW, width int) {
	lab := ui.Label(st, d.Name, labelW)
	headA := ui.Join(lab, ui.Plain(st.Label, "A"), ui.Space(ui.LabelGap))
	headB := ui.Join(ui.Space(lab.Width), ui.Plain(st.Label, "B"), ui.Space(ui.LabelGap))
	room := max(width-headA.Width, 12)
	var la, ca, lb, cb ui.Line
	switch {
	case d.HasA && d.HasB:
		la, ca, lb, cb = markedSpans(st, d.A, d.SpanA, d.B, d.SpanB, room)
	case d.HasA:
		la, ca = markedSpan(st, d.A, d.SpanA, room)
	case d.HasB:
		lb, cb = markedSpan(st, d.B, d.SpanB, room)
	}
	for _, side := range [2]struct {
		head, line, carets ui.Line
		has                bool
	}{{headA, la, ca, d.HasA}, {headB, lb, cb, d.HasB}} {
		if !side.has {
			w.Add(ui.Join(side.head, ui.Plain(st.Muted, "(none)")))
			continue
		}
		w.Add(ui.Join(side.head, side.line), ui.Join(ui.Space(side.head.Width), side.carets))
	}
}

// paramLines writes one query pair that differs.
func paramLines(w *ui.Writer, st *ui.Styles, p paramDiff, labelW, width int) {
	head := ui.Label(st, p.What, labelW)
	if p.What != "changed" {
		w.Hanging(head, ui.Line{}, p.Text, st.Value, width, 2)
		return
	}
	room := max(width-head.Width, 12)
	key := ui.Ellipsis(p.Text, max(room/3, 4))
	a, b := ui.Excerpts(p.A, p.B, max((room-ui.Cells(key)-6)/2, 8))
	aw := max((room-ui.Cells(key)-6)/2, 4)
	w.Add(ui.Join(head, ui.Plain(st.Value, key), ui.Plain(st.Muted, ": "),
		ui.Plain(st.Value, ui.Ellipsis(a, aw)), ui.Plain(st.OK, " → "), ui.Plain(st.Value, ui.Ellipsis(b, max(room-ui.Cells(key)-5-aw, 4)))))
}

// markedSpan draws value in at most room cells with its span [start,
// end) in the warning style, and the line of carets under that span: the
// parts around the span are cut, with "…", to keep the span in view.
func markedSpan(st *ui.Styles, value string, span [2]int, room int) (ui.Line, ui.Line) {
	return markedSpanBefore(st, value, span, room, beforeRoom(value, span, room))
}

// spanOf clamps span to value and returns it with the span's text as
// drawn ("" for an empty span).
func spanOf(value string, span [2]int, room int) (start, end int, mid string) {
	start, end = min(max(span[0], 0), len(value)), min(max(span[1], 0), len(value))
	start = min(start, end)
	if start < end {
		mid = ui.Ellipsis(value[start:end], max(room-2*spanContext(room), 4))
	}
	return start, end, mid
}

// beforeRoom is how many cells the text before the span gets: what the
// text after it leaves, but no more than half of the room left.
func beforeRoom(value string, span [2]int, room int) int {
	_, end, mid := spanOf(value, span, room)
	left := room - max(ui.Cells(mid), 1) // an empty span's mark takes a cell
	return min(left-min(ui.Cells(ui.Ellipsis(value[end:], left)), left/2), left)
}

// markedSpanBefore is markedSpan with the text before the span in at
// most beforeW cells.
func markedSpanBefore(st *ui.Styles, value string, span [2]int, room, beforeW int) (ui.Line, ui.Line) {
	start, end, mid := spanOf(value, span, room)
	left := room - max(ui.Cells(mid), 1)
	before := ui.TailEllipsis(value[:start], min(beforeW, left))
	after := ui.Ellipsis(value[end:], left-ui.Cells(before))
	line := ui.Join(ui.Plain(st.Value, before), ui.Plain(st.Warn, mid), ui.Plain(st.Value, after))
	mark := "‸"
	if mid != "" {
		mark = strings.Repeat("^", ui.Cells(mid))
	}
	return line, ui.Join(ui.Space(ui.Cells(before)), ui.Plain(st.Warn, mark))
}

// spanContext is how many cells of context a span keeps on each side
// when it is itself too long for the room.
func spanContext(room int) int { return min(12, room/6) }

// markedSpans draws the two sides of a differing component, each as
// markedSpan does, but cut alike before their spans: what comes before
// the span is the two values' common prefix, so shown in the same cells
// it puts the carets of both in the same column.
func markedSpans(st *ui.Styles, a string, spanA [2]int, b string, spanB [2]int, room int) (lineA, caretsA, lineB, caretsB ui.Line) {
	beforeW := min(beforeRoom(a, spanA, room), beforeRoom(b, spanB, room))
	lineA, caretsA = markedSpanBefore(st, a, spanA, room, beforeW)
	lineB, caretsB = markedSpanBefore(st, b, spanB, room, beforeW)
	return
}
