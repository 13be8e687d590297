package ui

import (
	"strings"

	"github.com/mattn/go-runewidth"

	"github.com/charmbracelet/lipgloss"
)

// Box frames body lines (already styled, each with its width in cells) in
// a pane of width cells with title in the top border. The focused pane has
// a heavy frame and a ▸ before its title, visible without colour.
func (st Styles) Box(title string, body []Line, width int, focused bool) string {
	width = max(width, 8)
	inner := width - 4
	tl, h, tr, v, bl, br := "┌", "─", "┐", "│", "└", "┘"
	frame, tstyle := st.Border, st.Title
	if focused {
		tl, h, tr, v, bl, br = "┏", "━", "┓", "┃", "┗", "┛"
		frame, tstyle = st.BorderFocus, st.TitleFocus
		title = "▸ " + title
	}
	title = Ellipsis(title, width-6)
	tw := cells(title)
	var b strings.Builder
	b.WriteString(frame.Render(tl+h) + " " + tstyle.Render(title) + " " +
		frame.Render(strings.Repeat(h, max(width-tw-5, 0))+tr))
	side := frame.Render(v)
	for _, l := range body {
		b.WriteByte('\n')
		b.WriteString(side + " " + Pad(l.Text, l.Width, inner) + " " + side)
	}
	b.WriteByte('\n')
	b.WriteString(frame.Render(bl + strings.Repeat(h, width-2) + br))
	return b.String()
}

// Line is a styled line and its width in cells, known from the plain text
// before styling so padding never has to parse escape sequences.
type Line struct {
	Text  string
	Width int
}

// Plain makes a Line of text styled with style.
func Plain(style lipgloss.Style, text string) Line {
	return Line{Text: style.Render(text), Width: cells(text)}
}

// cells is the width of text without escape sequences, with a
// fast path for ASCII.
func cells(text string) int {
	for i := 0; i < len(text); i++ {
		if text[i] >= 0x80 {
			return runewidth.StringWidth(text)
		}
	}
	return len(text)
}

// Join concatenates lines into one.
func Join(parts ...Line) Line {
	var l Line
	for _, p := range parts {
		l.Text += p.Text
		l.Width += p.Width
	}
	return l
}
