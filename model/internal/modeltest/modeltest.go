// Package modeltest drives the UI's models in tests: keys from a test
// table's notation, commands run as Bubble Tea would run them, and the
// properties every frame must hold.
package modeltest

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/internal/tsv"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/ui"
	"github.com/mattn/go-runewidth"
)

// Common is what a component is handed in tests: the dark styles (which
// tests render without colour), the default key map and the setup of a
// user with no rules or conventions file.
func Common() *component.Common {
	return &component.Common{Styles: ui.DefaultStyles(true), Keys: ui.DefaultKeyMap(), Setup: analysis.Builtin()}
}

// namedKeys are Bubble Tea's own names of its key types ("tab",
// "ctrl+c", …), so tables name keys as Bubble Tea does and no key name is
// written here.
func namedKeys() map[string]tea.KeyType {
	m := map[string]tea.KeyType{}
	for k := tea.KeyType(-200); k <= 127; k++ {
		if name := k.String(); name != "" && k != tea.KeyRunes {
			if _, dup := m[name]; !dup {
				m[name] = k
			}
		}
	}
	return m
}

// KeyMsgs turns a table's key list into messages: Bubble Tea key names,
// "text:…" typed as one rune message, "paste:…" as a bracketed paste, a
// single character as itself, "alt+" and one character as that character
// with alt (as a terminal sends it, ESC first). "clear" is the clear
// binding. Steps are
// space-separated; a space inside text is written \x20.
func KeyMsgs(t testing.TB, steps string) []tea.KeyMsg {
	t.Helper()
	named := namedKeys()
	clear := ui.DefaultKeyMap().Clear.Keys()[0]
	var out []tea.KeyMsg
	for _, s := range strings.Fields(steps) {
		if s == "clear" {
			s = clear
		}
		kt, isNamed := named[s]
		switch {
		case s == "space": // Bubble Tea names it " ", which a table cannot hold
			out = append(out, tea.KeyMsg{Type: tea.KeySpace})
		case strings.HasPrefix(s, "text:"):
			out = append(out, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(tsv.Unescape(s[5:]))})
		case isAlt(s):
			rs := []rune(s)
			out = append(out, tea.KeyMsg{Type: tea.KeyRunes, Runes: rs[len(rs)-1:], Alt: true})
		case strings.HasPrefix(s, "paste:"):
			out = append(out, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(tsv.Unescape(s[6:])), Paste: true})
		case isNamed && len([]rune(s)) > 1:
			out = append(out, tea.KeyMsg{Type: kt})
		case len([]rune(s)) == 1:
			out = append(out, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)})
		default:
			t.Fatalf("unknown key %q", s)
		}
	}
	return out
}

// isAlt reports whether s is Bubble Tea's name of a character typed with
// alt (asked of Bubble Tea, so no key name is written here).
func isAlt(s string) bool {
	rs := []rune(s)
	if len(rs) < 2 {
		return false
	}
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: rs[len(rs)-1:], Alt: true}.String() == s
}

// Msgs is KeyMsgs as tea.Msgs.
func Msgs(t testing.TB, steps string) []tea.Msg {
	var out []tea.Msg
	for _, k := range KeyMsgs(t, steps) {
		out = append(out, k)
	}
	return out
}

// Drive sends msgs to m as Bubble Tea would, running the commands they
// return (recursively, bounded) so cross-view messages arrive too.
func Drive(m tea.Model, msgs ...tea.Msg) tea.Model {
	for _, msg := range msgs {
		m = run(m, msg, 0)
	}
	return m
}

func run(m tea.Model, msg tea.Msg, depth int) tea.Model {
	m, cmd := m.Update(msg)
	if depth > 8 {
		return m
	}
	for _, next := range Flatten(cmd) {
		if _, quit := next.(tea.QuitMsg); quit {
			continue
		}
		m = run(m, next, depth+1)
	}
	return m
}

// DriveComponent sends msgs to a component alone and returns the
// messages its commands produce, in order: what it asks of the root.
func DriveComponent(c component.Component, msgs ...tea.Msg) []tea.Msg {
	var out []tea.Msg
	for _, msg := range msgs {
		out = append(out, Flatten(c.Update(msg))...)
	}
	return out
}

// Flatten runs cmd and returns the messages it produces, batches opened.
func Flatten(cmd tea.Cmd) []tea.Msg {
	if cmd == nil {
		return nil
	}
	msg := cmd()
	if batch, ok := msg.(tea.BatchMsg); ok {
		var out []tea.Msg
		for _, c := range batch {
			out = append(out, Flatten(c)...)
		}
		return out
	}
	if msg == nil {
		return nil
	}
	return []tea.Msg{msg}
}

// CheckFrame asserts what every screen must hold to: no raw control,
// bidi or zero-width character, exactly h lines, none wider than w.
func CheckFrame(t testing.TB, view string, w, h int) {
	t.Helper()
	if i := unsafeAt(view); i >= 0 {
		t.Errorf("raw control or invisible character at byte %d: %q", i, view[max(i-20, 0):min(i+20, len(view))])
	}
	if h <= 0 {
		return
	}
	lines := strings.Split(view, "\n")
	if len(lines) != h {
		t.Errorf("%d lines, want %d", len(lines), h)
	}
	for i, l := range lines {
		if lw := runewidth.StringWidth(l); lw > w {
			t.Errorf("line %d is %d cells wide, more than %d: %q", i+1, lw, w, l)
		}
	}
}

// unsafeAt is the byte offset of the first thing in s a terminal must not
// get raw, or -1: a C0 control but line feed, DEL, a C1 control, a format
// character (bidi controls and isolates, zero-width characters, the BOM),
// a private-use character, a line or paragraph separator, a byte of
// invalid UTF-8. Written apart from core/textsafe, which it checks.
func unsafeAt(s string) int {
	for i, r := range s {
		if r < 0x20 && r != '\n' || r == 0x7f || (r >= 0x80 && r < 0xa0) ||
			unicode.In(r, unicode.Cf, unicode.Co, unicode.Zl, unicode.Zp) {
			return i
		}
		if r == utf8.RuneError {
			if _, size := utf8.DecodeRuneInString(s[i:]); size == 1 {
				return i
			}
		}
	}
	return -1
}
