package model

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/internal/config"
	"github.com/linkscope/linkscope/internal/corpus"
)

// longLink is a realistic tracked link padded with query pairs to n bytes.
func longLink(n int) string {
	var b strings.Builder
	b.WriteString(corpus.Links(1)[0])
	for i := 0; b.Len() < n; i++ {
		b.WriteString("&utm_content=banner-")
		b.WriteByte(byte('a' + i%26))
	}
	return b.String()[:n]
}

// BenchmarkKeystroke is one keystroke in the paste pane holding a 2 KB
// link: Update (every section recomputed) and View at 160×50.
func BenchmarkKeystroke(b *testing.B) {
	m, _, _ := newTest(b, longLink(2048), 160, 50)
	var tm tea.Model = m
	keys := []tea.KeyMsg{{Type: tea.KeyRunes, Runes: []rune{'x'}}, {Type: tea.KeyBackspace}}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		tm, _ = tm.Update(keys[i%2])
		_ = tm.View()
	}
}

// BenchmarkPaste100KB is a 100 KB bracketed paste into an empty link, to
// the frame that shows it.
func BenchmarkPaste100KB(b *testing.B) { benchPaste(b, 100<<10) }

// BenchmarkPaste1MB checks a 1 MB paste does not freeze the UI.
func BenchmarkPaste1MB(b *testing.B) { benchPaste(b, 1<<20) }

func benchPaste(b *testing.B, size int) {
	link := longLink(size)
	paste := tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(link), Paste: true}
	clear := tea.KeyMsg{Type: tea.KeyCtrlL}
	m, _, _ := newTest(b, "", 160, 50)
	var tm tea.Model = m
	b.ReportAllocs()
	for b.Loop() {
		tm, _ = tm.Update(clear)
		tm, _ = tm.Update(paste)
		_ = tm.View()
	}
}

// BenchmarkFirstFrame is start to first frame: New (the sample inspected),
// the size, the View.
func BenchmarkFirstFrame(b *testing.B) {
	dir := b.TempDir()
	b.ReportAllocs()
	for b.Loop() {
		m := New(Options{Paths: config.Paths{Dir: dir}, Setup: analysis.Builtin(), Clipboard: &fakeClipboard{}, OSC52: &strings.Builder{}})
		m, _ = m.Update(tea.WindowSizeMsg{Width: 160, Height: 50})
		_ = m.View()
	}
}

// TestHugePaste checks a 1 MB paste is inspected, drawn within the frame,
// and that the screen says what it does not show.
func TestHugePaste(t *testing.T) {
	link := longLink(1 << 20)
	m, _, _ := newTest(t, "", 160, 50)
	got := drive(m, tea.KeyMsg{Type: tea.KeyCtrlL}, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(link), Paste: true})
	view := got.View()
	checkFrame(t, view, 160, 50)
	for _, want := range []string{"Link · 1048576 bytes · part shown", " more bytes)"} {
		if !strings.Contains(view, want) {
			t.Errorf("the view does not say %q:\n%s", want, view)
		}
	}
	if got.(Model).link() != link {
		t.Error("the pasted link was not kept whole")
	}
}

// BenchmarkFormKeystroke is one keystroke in a UTM field of the build form
// (every field validated, the UTM lints and the tagged link recomputed)
// and the frame, at 72×22 where the form scrolls.
func BenchmarkFormKeystroke(b *testing.B) {
	m, _, _ := newTest(b, "", 72, 22)
	var tm tea.Model = m
	for _, k := range []tea.KeyMsg{{Type: tea.KeyCtrlT}, {Type: tea.KeyShiftTab}, {Type: tea.KeyEnter},
		{Type: tea.KeyRunes, Runes: []rune("Yandex")}, {Type: tea.KeyTab}, {Type: tea.KeyRunes, Runes: []rune("news")}} {
		tm, _ = tm.Update(k)
	}
	keys := []tea.KeyMsg{{Type: tea.KeyRunes, Runes: []rune{'x'}}, {Type: tea.KeyBackspace}}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		tm, _ = tm.Update(keys[i%2])
		_ = tm.View()
	}
}
