package ui

import (
	"strings"

	"github.com/mattn/go-runewidth"
)

// Line is a line of styled pieces and its width in cells, known from the
// plain text before styling so padding never has to parse escape
// sequences. The pieces are kept apart until the line is written out, so
// building a line from a gutter, a label and a value allocates nothing.
type Line struct {
	head  [inlineSegs]seg
	n     int   // pieces in head
	tail  []seg // pieces past head
	Width int
}

// seg is a piece of text in one style.
type seg struct {
	style Style
	text  string
}

// inlineSegs is how many pieces a Line holds without allocating: a
// gutter, a label, a lead, a value and a detail.
const inlineSegs = 6

func (l *Line) add(s seg) {
	if l.n < inlineSegs {
		l.head[l.n] = s
		l.n++
		return
	}
	l.tail = append(l.tail, s)
}

// Plain makes a Line of text styled with style.
func Plain(style Style, text string) Line {
	l := Line{n: 1, Width: cells(text)}
	l.head[0] = seg{style, text}
	return l
}

// Space is a Line of n blanks.
func Space(n int) Line {
	n = max(n, 0)
	if n <= len(spaces) {
		return Plain(Style{}, spaces[:n])
	}
	return Plain(Style{}, strings.Repeat(" ", n))
}

// Join concatenates lines into one.
func Join(parts ...Line) Line {
	var l Line
	for i := range parts {
		p := &parts[i]
		for j := 0; j < p.n; j++ {
			l.add(p.head[j])
		}
		for _, s := range p.tail {
			l.add(s)
		}
		l.Width += p.Width
	}
	return l
}

// writeTo writes the line, styled, to b.
func (l *Line) writeTo(b *strings.Builder) {
	for i := 0; i < l.n; i++ {
		l.head[i].writeTo(b)
	}
	for _, s := range l.tail {
		s.writeTo(b)
	}
}

func (s seg) writeTo(b *strings.Builder) {
	if s.text == "" {
		return
	}
	b.WriteString(s.style.open)
	b.WriteString(s.text)
	b.WriteString(s.style.close)
}

// String is the line as screen text.
func (l Line) String() string {
	var b strings.Builder
	l.writeTo(&b)
	return b.String()
}

// Lines joins lines into screen text.
func Lines(ls []Line) string {
	var b strings.Builder
	for i := range ls {
		if i > 0 {
			b.WriteByte('\n')
		}
		ls[i].writeTo(&b)
	}
	return b.String()
}

// Cells is the width in cells of plain (unstyled, escaped) text.
func Cells(text string) int { return cells(text) }

// cells is the width of text without escape sequences, with a fast path
// for ASCII and for the narrow characters screens are mostly made of
// (Latin, Greek, Cyrillic, the UI's own symbols); anything else (wide
// scripts, marks, emoji) is measured as go-runewidth measures it,
// grapheme clusters and all.
func cells(text string) int {
	for i := 0; i < len(text); i++ {
		if text[i] >= 0x80 {
			return narrowCells(text)
		}
	}
	return len(text)
}

// narrowCells counts a cell a character when every character is known
// to take one, else measures the whole text.
func narrowCells(text string) int {
	n := 0
	for _, r := range text {
		if !knownNarrow(r) {
			return runewidth.StringWidth(text)
		}
		n++
	}
	return n
}

// knownNarrow reports whether r takes one cell on its own and joins no
// character next to it: printable ASCII, the Latin-1 to Cyrillic blocks
// less the combining marks, and the symbols linkscope draws.
func knownNarrow(r rune) bool {
	switch {
	case r >= 0x20 && r < 0x7f:
		return true
	case r >= 0xa0 && r < 0x300, r >= 0x370 && r < 0x483:
		return true
	}
	switch r {
	case '…', '→', '←', '↑', '↓', '▸', '✗', '•', '‸', '─', '━', '│', '┃', '┌', '┐', '└', '┘', '┏', '┓', '┗', '┛', '▏', '█', '▀', '▄':
		return true
	}
	return false
}

// CountLines is the number of lines of screen text.
func CountLines(s string) int { return strings.Count(s, "\n") + 1 }
