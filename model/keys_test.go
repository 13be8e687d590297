package model

import (
	"strconv"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/internal/config"
	"github.com/linkscope/linkscope/internal/tsv"
	"github.com/linkscope/linkscope/model/internal/modeltest"
)

func TestKeyRouting(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"keys.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			m, _, _ := newTest(t, "", 150, 50)
			got := drive(m, modeltest.Msgs(t, row.Raw("keys"))...).(Model)
			if v := got.view().Name(); !strings.EqualFold(v, row.Get("want_view")) {
				t.Errorf("view = %s, want %s", v, row.Get("want_view"))
			}
			if typing, _ := strconv.ParseBool(row.Get("want_typing")); got.view().Typing() != typing {
				t.Errorf("typing = %v, want %v", got.view().Typing(), typing)
			}
			want := strings.ReplaceAll(row.Get("want_link"), "SAMPLE", Sample)
			if link := got.link(); link != want {
				t.Errorf("link = %q, want %q", link, want)
			}
			if help, _ := strconv.ParseBool(row.Get("want_help")); got.fullHelp != help {
				t.Errorf("full help = %v, want %v", got.fullHelp, help)
			}
		})
	}
}

func TestQuit(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"quit.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			m, _, _ := newTest(t, "", 150, 50)
			msgs := keyMsgs(t, row.Raw("keys"))
			var tm tea.Model = m
			for _, k := range msgs[:len(msgs)-1] {
				tm = drive(tm, k)
			}
			_, cmd := tm.Update(msgs[len(msgs)-1])
			quit := false
			if cmd != nil {
				_, quit = cmd().(tea.QuitMsg)
			}
			if want, _ := strconv.ParseBool(row.Get("want_quit")); quit != want {
				t.Errorf("quit = %v, want %v", quit, want)
			}
		})
	}
}

// TestTheme: --theme (LINKSCOPE_THEME) decides the palette and how a QR
// code is drawn, where background detection fails (docs/tui.md).
func TestTheme(t *testing.T) {
	for theme, dark := range map[string]bool{"light": false, "dark": true} {
		m := New(Options{Theme: theme, Paths: config.Paths{Dir: t.TempDir()}, Setup: analysis.Builtin(), Clipboard: &fakeClipboard{}, OSC52: &strings.Builder{}}).(Model)
		if m.dark != dark {
			t.Errorf("theme %q: dark = %v, want %v", theme, m.dark, dark)
		}
	}
}
