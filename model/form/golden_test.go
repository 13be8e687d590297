package form

import (
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
	"github.com/linkscope/linkscope/internal/tsv"
	"github.com/linkscope/linkscope/model/internal/modeltest"
	"github.com/linkscope/linkscope/ui"
)

// TestStates drives the form alone, in the room the root would give it,
// and compares what it draws with testdata/TestStates/NAME.golden (go
// test -update rewrites them).
func TestStates(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"form_states.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			w, _ := strconv.Atoi(row.Get("width"))
			h, _ := strconv.Atoi(row.Get("height"))
			f := newTestForm(t, row.Get("sample") == "true")
			if name := row.Get("conventions"); name != "-" {
				f.c.Setup.Conventions = loadConventions(t, name)
			}
			f.SetSize(w, h)
			modeltest.DriveComponent(f, modeltest.Msgs(t, row.Raw("keys"))...)
			view := f.View()
			modeltest.CheckFrame(t, view, w, 0)
			if n := ui.CountLines(view); n > h {
				t.Errorf("%d lines drawn in a room of %d", n, h)
			}
			// One focus at a time (the docs/tui.md): the tagged-link pane,
			// which tab never reaches, never shows the mark or the heavy frame.
			if n := strings.Count(view, "▸"); n > 1 {
				t.Errorf("%d focus marks", n)
			}
			if strings.Contains(view, "┏") {
				t.Error("a pane is drawn focused while a field has the focus")
			}
			golden.RequireEqual(t, []byte(view))
		})
	}
}

// TestScreenShows draws the form in a given room and checks texts it
// must show.
func TestScreenShows(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"form_screen.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			w, _ := strconv.Atoi(row.Get("width"))
			h, _ := strconv.Atoi(row.Get("height"))
			f := newTestForm(t, false)
			if name := row.Get("conventions"); name != "-" {
				f.c.Setup.Conventions = loadConventions(t, name)
			}
			f.SetSize(w, h)
			modeltest.DriveComponent(f, modeltest.Msgs(t, row.Raw("keys"))...)
			view := f.View()
			for _, want := range strings.Split(row.Get("want"), " | ") {
				if !strings.Contains(view, want) {
					t.Errorf("the form does not show %q:\n%s", want, view)
				}
			}
		})
	}
}
