package ui

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
	"github.com/mattn/go-runewidth"
)

// Line is a styled line and its width in cells, known from the plain text
// before styling so padding never has to parse escape sequences.
type Line struct {
	Text  string
	Width int
}

// Plain makes a Line of text styled with style.
func Plain(style Style, text string) Line {
	return Line{Text: style.Render(text), Width: cells(text)}
}

// Space is a Line of n blanks.
func Space(n int) Line {
	if n <= len(spaces) {
		return Line{Text: spaces[:max(n, 0)], Width: max(n, 0)}
	}
	return Line{Text: strings.Repeat(" ", n), Width: n}
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
	n, w := 0, 0
	for _, p := range parts {
		n += len(p.Text)
		w += p.Width
	}
	var b strings.Builder
	b.Grow(n)
	for _, p := range parts {
		b.WriteString(p.Text)
	}
	return Line{Text: b.String(), Width: w}
}

// Lines joins lines into screen text.
func Lines(ls []Line) string {
	var b strings.Builder
	for i, l := range ls {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(l.Text)
	}
	return b.String()
}

// Width is the width in cells of styled screen text.
func Width(s string) int { return ansi.StringWidth(s) }

// CountLines is the number of lines of screen text.
func CountLines(s string) int { return strings.Count(s, "\n") + 1 }
