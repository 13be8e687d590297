package model

import (
	"os"
	"strconv"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/internal/tsv"
	"github.com/linkscope/linkscope/model/internal/modeltest"
)

// TestNarrowKeyBar drives the UI at a narrow size and checks the key bar
// keeps a view's essential keys.
func TestNarrowKeyBar(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"narrow.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			w, _ := strconv.Atoi(row.Get("width"))
			h, _ := strconv.Atoi(row.Get("height"))
			m, _, _ := newTest(t, "", w, h)
			var msgs []tea.Msg
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
			view := drive(m, msgs...).View()
			checkFrame(t, view, w, h)
			bar := view[strings.LastIndexByte(view, '\n')+1:]
			for _, want := range strings.Split(row.Get("want_help"), " | ") {
				if !strings.Contains(bar, want) {
					t.Errorf("the key bar does not show %q: %s", want, bar)
				}
			}
		})
	}
}
