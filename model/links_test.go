package model

import (
	"os"
	"strconv"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/internal/tsv"
	"github.com/linkscope/linkscope/model/internal/modeltest"
	"github.com/linkscope/linkscope/model/links"
)

// TestLinksFlow is the Links view tried as a new user would: paste an
// email into Inspect, step through its links, inspect one, come back,
// compare two. PASTE in keys is the row's file as one bracketed paste.
func TestLinksFlow(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"links_flow.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			m, _, _ := newTest(t, "", 150, 50)
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
			got := drive(m, msgs...).(Model)
			if v := got.view().Name(); !strings.EqualFold(v, row.Get("want_view")) {
				t.Errorf("view = %s, want %s", v, row.Get("want_view"))
			}
			if link := got.link(); link != row.Get("want_link") {
				t.Errorf("inspected link = %q, want %q", link, row.Get("want_link"))
			}
			if n, _ := strconv.Atoi(row.Get("want_listed")); got.listed() != n {
				t.Errorf("%d links listed, want %d", got.listed(), n)
			}
			view := got.View()
			checkFrame(t, view, 150, 50)
			if want := row.Get("want_screen"); !strings.Contains(view, want) {
				t.Errorf("the screen does not show %q:\n%s", want, view)
			}
		})
	}
}

// listed is how many links the Links view lists.
func (m Model) listed() int {
	for _, v := range m.views {
		if l, ok := v.(*links.Model); ok {
			return l.Len()
		}
	}
	return 0
}
