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
	b.WriteString(frame.open)
	b.WriteString(tl)
	b.WriteString(h)
	b.WriteString(frame.close)
	b.WriteByte(' ')
	b.WriteString(tstyle.Render(title))
	b.WriteByte(' ')
	b.WriteString(frame.open)
	writeRule(&b, h, max(width-tw-5, 0))
	b.WriteString(tr)
	b.WriteString(frame.close)
	side := frame.Render(v)
	for i := range body {
		l := &body[i]
		b.WriteByte('\n')
		b.WriteString(side)
		b.WriteByte(' ')
		l.writeTo(&b)
		writeSpaces(&b, inner-l.Width)
		b.WriteByte(' ')
		b.WriteString(side)
	}
	b.WriteByte('\n')
	b.WriteString(frame.open)
	b.WriteString(bl)
	writeRule(&b, h, width-2)
	b.WriteString(br)
	b.WriteString(frame.close)
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

// Runs of the border characters to slice rules from.
const (
	lightRule = "────────────────────────────────────────────────────────────────"
	heavyRule = "━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━"
)

// writeRule writes n copies of the border character h.
func writeRule(b *strings.Builder, h string, n int) {
	run := lightRule
	if h == "━" {
		run = heavyRule
	}
	for n > 0 {
		k := min(n, len(run)/len(h))
		b.WriteString(run[:k*len(h)])
		n -= k
	}
}
