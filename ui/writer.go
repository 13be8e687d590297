package ui

import "strings"

// Writer lays rows of text out into one slice of lines, so a block of
// many rows (a pane, a form, a comparison) allocates its lines once: a
// label column, values wrapped under themselves, remarks under a row.
// parts is scratch for wrapped text.
type Writer struct {
	st        *Styles
	lines     []Line
	parts     []string
	itemLines int  // a pane's: lines of an unselected row's value
	cut       bool // a value was cut to the lines it had
}

// NewWriter returns a Writer drawing with st.
func NewWriter(st *Styles) Writer { return Writer{st: st} }

// Add appends lines as they are.
func (w *Writer) Add(lines ...Line) { w.lines = append(w.lines, lines...) }

// Lines is what was written.
func (w *Writer) Lines() []Line { return w.lines }

// Prose is Hanging with lines broken between words.
func (w *Writer) Prose(prefix, lead Line, value string, style Style, width, n int) {
	w.parts = appendWrapWords(w.parts[:0], value, max(width-prefix.Width-lead.Width, 8), n)
	w.cut = w.cut || endsCut(w.parts, n)
	w.lay(prefix, lead, style)
}

// Hanging writes prefix+lead then value, escaped, wrapped in the room
// left of width cells over at most n lines, each continuation line
// indented under the value's start.
func (w *Writer) Hanging(prefix, lead Line, value string, style Style, width, n int) {
	w.parts = appendWrap(w.parts[:0], value, max(width-prefix.Width-lead.Width, 8), n)
	w.cut = w.cut || endsCut(w.parts, n)
	w.lay(prefix, lead, style)
}

// HangingTail is Hanging for a value whose end matters more than its
// start: when it does not fit n lines, its start is cut instead ("…"
// first) and the end shows whole.
func (w *Writer) HangingTail(prefix, lead Line, value string, style Style, width, n int) {
	room := max(width-prefix.Width-lead.Width, 8)
	w.parts = appendWrap(w.parts[:0], value, room, n)
	if endsCut(w.parts, n) {
		// The end that fills the lines; a wide character that cannot
		// split across lines may take a cell more per line.
		for budget := room * n; budget > room*n-n; budget-- {
			w.parts = appendWrap(w.parts[:0], TailEllipsis(value, budget), room, n)
			if !endsCut(w.parts, n) {
				break
			}
		}
		w.cut = true
	}
	w.lay(prefix, lead, style)
}

// lay puts prefix+lead before the first of the parts and indents the
// others under it.
func (w *Writer) lay(prefix, lead Line, style Style) {
	pad := Space(prefix.Width + lead.Width)
	for i, p := range w.parts {
		head := pad
		if i == 0 {
			head = Join(prefix, lead)
		}
		w.lines = append(w.lines, Join(head, Plain(style, p)))
	}
}

// endsCut reports whether wrapped parts filled their n lines and the last
// ends with the marker of what was not shown.
func endsCut(parts []string, n int) bool {
	if len(parts) != n || n == 0 {
		return false
	}
	last := parts[n-1]
	return strings.HasSuffix(last, " more bytes)") || strings.HasSuffix(last, " more byte)")
}

// GutterWidth is the width of the column before a row that marks the
// selected one.
const GutterWidth = 2

// Gutter is the column before a row: "▸ " when the row is selected,
// blank otherwise.
func Gutter(st *Styles, selected bool) Line {
	if selected {
		return Join(Plain(st.Marker, "▸"), Space(1))
	}
	return Space(GutterWidth)
}

// LabelGap is the space between a label column and what follows it.
const LabelGap = 2

// Label draws a label, escaped, in a column of w cells and the gap after
// it; a column of no width draws nothing.
func Label(st *Styles, s string, w int) Line {
	if w == 0 {
		return Line{}
	}
	c := Ellipsis(s, w)
	return Join(Plain(st.Label, c), Space(w-cells(c)+LabelGap))
}
