package ui

import "unicode/utf8"

// excerptContext is how many bytes of unchanged text frame a change.
const excerptContext = 14

// Excerpts returns the parts of before and after around where they differ,
// with "…" for what was left out, so a normalization step over a long URL
// shows its change instead of two near-identical URLs. room is a hint of
// the cells each side has; the context shrinks to leave the change in view.
func Excerpts(before, after string, room int) (string, string) {
	if max(len(before), len(after)) <= room {
		return before, after
	}
	p := 0
	for p < len(before) && p < len(after) && before[p] == after[p] {
		p++
	}
	q := 0
	for q < len(before)-p && q < len(after)-p && before[len(before)-1-q] == after[len(after)-1-q] {
		q++
	}
	// The context grows into the room the change leaves.
	changed := max(len(before)-q-p, len(after)-q-p)
	ctx := max(excerptContext, (room-changed)/2-2)
	start := runeStart(before, max(p-ctx, 0))
	return cut(before, start, len(before)-q, ctx), cut(after, start, len(after)-q, ctx)
}

// cut returns s[start:end] extended by ctx bytes of context after end,
// with "…" where s goes on.
func cut(s string, start, end, ctx int) string {
	end = runeStart(s, min(end+ctx, len(s)))
	if end < len(s) && end+2 >= len(s) {
		end = len(s)
	}
	out := s[start:end]
	if start > 0 {
		out = "…" + out
	}
	if end < len(s) {
		out += "…"
	}
	return out
}

// runeStart moves i back to the start of the rune it falls in.
func runeStart(s string, i int) int {
	for i > 0 && i < len(s) && !utf8.RuneStart(s[i]) {
		i--
	}
	return i
}

// Change markers around the span a step changed, in MarkedExcerpts.
const (
	changeOpen  = "«"
	changeClose = "»"
)

// MarkedExcerpts is Excerpts with the changed span of each side between
// « and », so a reader sees what a step did without colour. An empty
// changed span (a pure insertion or deletion) shows as «».
func MarkedExcerpts(before, after string, room int) (string, string) {
	if before == after {
		return Excerpts(before, after, room)
	}
	p, q := commonEnds(before, after)
	b := before[:p] + changeOpen + before[p:len(before)-q] + changeClose + before[len(before)-q:]
	a := after[:p] + changeOpen + after[p:len(after)-q] + changeClose + after[len(after)-q:]
	return Excerpts(b, a, room)
}

// commonEnds is the length of the common prefix of a and b and of the
// common suffix of what is left, both cut to whole runes.
func commonEnds(a, b string) (p, q int) {
	for p < len(a) && p < len(b) && a[p] == b[p] {
		p++
	}
	for p > 0 && (p < len(a) && !utf8.RuneStart(a[p]) || p < len(b) && !utf8.RuneStart(b[p])) {
		p--
	}
	for q < len(a)-p && q < len(b)-p && a[len(a)-1-q] == b[len(b)-1-q] {
		q++
	}
	for q > 0 && (!utf8.RuneStart(a[len(a)-q]) || !utf8.RuneStart(b[len(b)-q])) {
		q--
	}
	return p, q
}
