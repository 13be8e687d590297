// Package lineedit is a one-line text input that keeps every rune it is
// given. The bubbles inputs drop control characters and rewrite pasted
// text in place, which would make the inspector look at something other
// than what was pasted; this one stores the text exactly and leaves
// showing it safely to the view (ui.Editor).
package lineedit

import (
	"slices"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/ui"
)

// Model is the input's text and cursor.
type Model struct {
	runes []rune
	pos   int
	value string // cached string(runes)
}

// Value returns the text.
func (e *Model) Value() string { return e.value }

// Runes returns the text as runes, for drawing; the caller must not keep
// or change them.
func (e *Model) Runes() []rune { return e.runes }

// Pos is the cursor: before Runes()[Pos()].
func (e *Model) Pos() int { return e.pos }

// AtEnd reports whether the cursor is after the last rune.
func (e *Model) AtEnd() bool { return e.pos == len(e.runes) }

// Home puts the cursor before the first rune.
func (e *Model) Home() { e.pos = 0 }

// Set replaces the text and puts the cursor at its end.
func (e *Model) Set(s string) {
	e.runes = []rune(s)
	e.pos = len(e.runes)
	e.value = s
}

// Insert puts rs at the cursor.
func (e *Model) Insert(rs []rune) {
	e.runes = slices.Insert(e.runes, e.pos, rs...)
	e.pos += len(rs)
	e.sync()
}

func (e *Model) sync() { e.value = string(e.runes) }

// cut removes runes[from:to].
func (e *Model) cut(from, to int) {
	if from >= to {
		return
	}
	e.runes = append(e.runes[:from], e.runes[to:]...)
	e.pos = from
	e.sync()
}

// wordStart is where the word before the cursor starts, readline style:
// skip spaces, then everything up to a space or URL delimiter.
func (e *Model) wordStart() int {
	i := e.pos
	for i > 0 && e.runes[i-1] == ' ' {
		i--
	}
	for i > 0 && !isWordStop(e.runes[i-1]) {
		i--
	}
	return i
}

func isWordStop(r rune) bool {
	switch r {
	case ' ', '/', '?', '&', '=', '#', ';', '.', ':':
		return true
	}
	return false
}

// Handle applies an editing key of keys and reports whether the text
// changed and whether the key was an editing key at all. Typed and pasted
// runes are inserted as they are, controls included.
func (e *Model) Handle(msg tea.KeyMsg, keys ui.EditorKeys) (changed, handled bool) {
	before := e.value
	pressed := ""
	if msg.Type != tea.KeyRunes {
		pressed = ui.KeyName(msg)
	}
	switch {
	case msg.Type == tea.KeyRunes && !msg.Alt:
		e.Insert(msg.Runes)
	case msg.Type == tea.KeySpace:
		e.Insert([]rune{' '})
	case ui.Matches(pressed, keys.Backspace):
		if e.pos > 0 {
			e.cut(e.pos-1, e.pos)
		}
	case ui.Matches(pressed, keys.Delete):
		if e.pos < len(e.runes) {
			e.cut(e.pos, e.pos+1)
		}
	case ui.Matches(pressed, keys.DeleteWord):
		e.cut(e.wordStart(), e.pos)
	case ui.Matches(pressed, keys.KillBefore):
		e.cut(0, e.pos)
	case ui.Matches(pressed, keys.KillAfter):
		if e.pos < len(e.runes) {
			e.runes = e.runes[:e.pos]
			e.sync()
		}
	case ui.Matches(pressed, keys.Left):
		e.pos = max(e.pos-1, 0)
	case ui.Matches(pressed, keys.Right):
		e.pos = min(e.pos+1, len(e.runes))
	case ui.Matches(pressed, keys.Home):
		e.pos = 0
	case ui.Matches(pressed, keys.End):
		e.pos = len(e.runes)
	default:
		return false, false
	}
	return len(e.value) != len(before) || e.value != before, true
}
