package model

import (
	"os"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/linkscope/linkscope/internal/tsv"
	"github.com/muesli/termenv"
)

func TestMain(m *testing.M) {
	// Goldens are compared without colour; focus and errors must read
	// without it anyway.
	lipgloss.SetColorProfile(termenv.Ascii)
	os.Exit(m.Run())
}

// tables is where the package's test tables live.
const tables = "../testdata/model/"

var namedKeys = map[string]tea.KeyType{
	"tab": tea.KeyTab, "shift+tab": tea.KeyShiftTab, "esc": tea.KeyEsc, "enter": tea.KeyEnter,
	"backspace": tea.KeyBackspace, "left": tea.KeyLeft, "right": tea.KeyRight, "up": tea.KeyUp,
	"down": tea.KeyDown, "end": tea.KeyEnd, "home": tea.KeyHome, "space": tea.KeySpace, "f1": tea.KeyF1,
	"ctrl+c": tea.KeyCtrlC, "ctrl+t": tea.KeyCtrlT, "ctrl+y": tea.KeyCtrlY, "ctrl+o": tea.KeyCtrlO,
	"ctrl+e": tea.KeyCtrlE, "ctrl+l": tea.KeyCtrlL, "ctrl+n": tea.KeyCtrlN, "ctrl+w": tea.KeyCtrlW,
	"ctrl+u": tea.KeyCtrlU, "ctrl+r": tea.KeyCtrlR, "ctrl+k": tea.KeyCtrlK,
}

// keyMsgs turns a table's key list into messages: named keys, "text:…"
// typed as one rune message, "paste:…" as a bracketed paste, a single
// character as itself. "clear" is ctrl+l. Steps are space-separated; a
// space inside text is written \x20.
func keyMsgs(t *testing.T, steps string) []tea.KeyMsg {
	t.Helper()
	var out []tea.KeyMsg
	for _, s := range strings.Fields(steps) {
		switch {
		case s == "clear":
			out = append(out, tea.KeyMsg{Type: tea.KeyCtrlL})
		case strings.HasPrefix(s, "text:"):
			out = append(out, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(tsv.Unescape(s[5:]))})
		case strings.HasPrefix(s, "paste:"):
			out = append(out, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(tsv.Unescape(s[6:])), Paste: true})
		case namedKeys[s] != 0 || s == "ctrl+@":
			out = append(out, tea.KeyMsg{Type: namedKeys[s]})
		case len([]rune(s)) == 1:
			out = append(out, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)})
		default:
			t.Fatalf("unknown key %q", s)
		}
	}
	return out
}

// fakeClipboard records what was written and fails with err.
type fakeClipboard struct {
	got []string
	err error
}

func (f *fakeClipboard) WriteAll(s string) error {
	f.got = append(f.got, s)
	return f.err
}

// drive sends msgs to m as Bubble Tea would, running the commands they
// return (recursively, bounded) so cross-pane messages arrive too.
func drive(m tea.Model, msgs ...tea.Msg) tea.Model {
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
	for _, next := range flattenCmd(cmd) {
		if next == nil {
			continue
		}
		if _, quit := next.(tea.QuitMsg); quit {
			continue
		}
		m = run(m, next, depth+1)
	}
	return m
}

func flattenCmd(cmd tea.Cmd) []tea.Msg {
	if cmd == nil {
		return nil
	}
	msg := cmd()
	if batch, ok := msg.(tea.BatchMsg); ok {
		var out []tea.Msg
		for _, c := range batch {
			out = append(out, flattenCmd(c)...)
		}
		return out
	}
	return []tea.Msg{msg}
}

// newTest returns a model sized w×h with a fake clipboard and a private
// config directory.
func newTest(t testing.TB, url string, w, h int) (Model, *fakeClipboard, *strings.Builder) {
	clip := &fakeClipboard{}
	osc := &strings.Builder{}
	m := New(Options{InitialURL: url, ConfigDir: t.TempDir(), Clipboard: clip, OSC52: osc})
	m = drive(m, tea.WindowSizeMsg{Width: w, Height: h})
	return m.(Model), clip, osc
}
