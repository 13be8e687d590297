package ui

import "strings"

// A box's frame: a border line above and below the body, and a border and
// a space on each side of it. Callers size boxes with BoxInner and
// BoxHeight instead of counting the frame themselves.
const (
	boxFrameLines = 2
	boxSide       = 2 // "│ " and " │"
	boxMinWidth   = 8
)

// BoxInner is the width of the body of a box width cells wide.
func BoxInner(width int) int { return max(width, boxMinWidth) - 2*boxSide }

// BoxBody is how many body lines a box of height lines holds.
func BoxBody(height int) int { return height - boxFrameLines }

// BoxHeight is the height of a box holding body lines.
func BoxHeight(body int) int { return body + boxFrameLines }

// Box frames body lines (already styled, each with its width in cells) in
// a pane of width cells with title in the top border. The focused pane has
// a heavy frame and a ▸ before its title, visible without colour.
func Box(st *Styles, title string, body []Line, width int, focused bool) string {
	width = max(width, boxMinWidth)
	inner := BoxInner(width)
	tl, h, tr, v, bl, br := "┌", "─", "┐", "│", "└", "┘"
	frame, tstyle := st.Border, st.Title
	if focused {
		tl, h, tr, v, bl, br = "┏", "━", "┓", "┃", "┗", "┛"
		frame, tstyle = st.BorderFocus, st.TitleFocus
		title = "▸ " + title
	}
	// The top border: corner, a rule, the title between spaces, the rest
	// of the rule and the other corner.
	title = Ellipsis(title, width-6)
	tw := cells(title)
	var b strings.Builder
	b.Grow((len(body) + 2) * (width + 16))
	b.WriteString(frame.Render(tl+h) + " " + tstyle.Render(title) + " " +
		frame.Render(strings.Repeat(h, max(width-tw-5, 0))+tr))
	side := frame.Render(v)
	for _, l := range body {
		b.WriteByte('\n')
		b.WriteString(side)
		b.WriteByte(' ')
		b.WriteString(l.Text)
		writeSpaces(&b, inner-l.Width)
		b.WriteByte(' ')
		b.WriteString(side)
	}
	b.WriteByte('\n')
	b.WriteString(frame.Render(bl + strings.Repeat(h, width-2) + br))
	return b.String()
}

// spaces is a run to slice padding from without allocating.
const spaces = "                                                                                                                                "

func writeSpaces(b *strings.Builder, n int) {
	for n > 0 {
		k := min(n, len(spaces))
		b.WriteString(spaces[:k])
		n -= k
	}
}
