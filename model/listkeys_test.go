package model

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/internal/config"
	"github.com/linkscope/linkscope/internal/history"
	"github.com/linkscope/linkscope/internal/tsv"
	"github.com/linkscope/linkscope/model/internal/modeltest"
)

// TestListKeys drives the list keys (first, last, a page) in every
// focused list and pane and checks what the copy key then takes.
func TestListKeys(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"list_keys.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			dir := t.TempDir()
			if name := row.Get("history"); name != "-" {
				data, err := os.ReadFile(tables + name)
				if err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(dir, history.FileName), data, 0o600); err != nil {
					t.Fatal(err)
				}
			}
			clip := &fakeClipboard{}
			m := New(Options{Paths: config.Paths{Dir: dir}, Setup: analysis.Builtin(), Clipboard: clip, OSC52: &strings.Builder{}, Theme: "dark", Follow: noNetwork()})
			msgs := []tea.Msg{tea.WindowSizeMsg{Width: 150, Height: 50}}
			for _, step := range strings.Fields(row.Raw("keys")) {
				if step == "PASTE" {
					data, err := os.ReadFile(tables + row.Get("paste"))
					if err != nil {
						t.Fatal(err)
					}
					msgs = append(msgs, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(string(data)), Paste: true})
					continue
				}
				msgs = append(msgs, modeltest.Msgs(t, step)...)
			}
			drive(m, msgs...)
			if want := row.Get("want_copied"); len(clip.got) != 1 || clip.got[0] != want {
				t.Errorf("copied %q, want %q", clip.got, want)
			}
		})
	}
}
