package model

import (
	"slices"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// lineEdit is a one-line input that keeps every rune it is given. The
// bubbles inputs drop control characters and rewrite pasted text in place,
// which would make the inspector look at something other than what was
// pasted; this one stores the text exactly and leaves showing it safely to
// the view.
type lineEdit struct {
	runes []rune
	pos   int
	value string // cached string(runes)
}

// Value returns the text.
func (e *lineEdit) Value() string { return e.value }

// Set replaces the text and puts the cursor at its end.
func (e *lineEdit) Set(s string) {
	e.runes = []rune(s)
	e.pos = len(e.runes)
	e.value = s
}

func (e *lineEdit) insert(rs []rune) {
	e.runes = slices.Insert(e.runes, e.pos, rs...)
	e.pos += len(rs)
	e.sync()
}

func (e *lineEdit) sync() { e.value = string(e.runes) }

// cut removes runes[from:to].
func (e *lineEdit) cut(from, to int) {
	if from >= to {
		return
	}
	e.runes = append(e.runes[:from], e.runes[to:]...)
	e.pos = from
	e.sync()
}

// wordStart is where the word before the cursor starts, readline style:
// skip spaces, then everything up to a space or URL delimiter.
func (e *lineEdit) wordStart() int {
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

// editKeys are the editing bindings, readline style where no command
// claims the key.
var editKeys = struct {
	Backspace, Delete, DeleteWord, KillBefore, KillAfter, Left, Right, Home, End key.Binding
}{
	Backspace:  key.NewBinding(key.WithKeys("backspace")),
	Delete:     key.NewBinding(key.WithKeys("delete", "ctrl+d")),
	DeleteWord: key.NewBinding(key.WithKeys("ctrl+w", "alt+backspace")),
	KillBefore: key.NewBinding(key.WithKeys("ctrl+u")),
	KillAfter:  key.NewBinding(key.WithKeys("ctrl+k")),
	Left:       key.NewBinding(key.WithKeys("left", "ctrl+b")),
	Right:      key.NewBinding(key.WithKeys("right", "ctrl+f")),
	Home:       key.NewBinding(key.WithKeys("home", "ctrl+a")),
	End:        key.NewBinding(key.WithKeys("end")),
}

// handle applies an editing key and reports whether the text changed and
// whether the key was an editing key at all. Typed and pasted runes are
// inserted as they are, controls included.
func (e *lineEdit) handle(msg tea.KeyMsg) (changed, handled bool) {
	before := e.value
	switch {
	case msg.Type == tea.KeyRunes && !msg.Alt:
		e.insert(msg.Runes)
	case msg.Type == tea.KeySpace:
		e.insert([]rune{' '})
	case key.Matches(msg, editKeys.Backspace):
		if e.pos > 0 {
			e.cut(e.pos-1, e.pos)
		}
	case key.Matches(msg, editKeys.Delete):
		if e.pos < len(e.runes) {
			e.cut(e.pos, e.pos+1)
		}
	case key.Matches(msg, editKeys.DeleteWord):
		e.cut(e.wordStart(), e.pos)
	case key.Matches(msg, editKeys.KillBefore):
		e.cut(0, e.pos)
	case key.Matches(msg, editKeys.KillAfter):
		if e.pos < len(e.runes) {
			e.runes = e.runes[:e.pos]
			e.sync()
		}
	case key.Matches(msg, editKeys.Left):
		e.pos = max(e.pos-1, 0)
	case key.Matches(msg, editKeys.Right):
		e.pos = min(e.pos+1, len(e.runes))
	case key.Matches(msg, editKeys.Home):
		e.pos = 0
	case key.Matches(msg, editKeys.End):
		e.pos = len(e.runes)
	default:
		return false, false
	}
	return len(e.value) != len(before) || e.value != before, true
}
