package model

import (
	"strconv"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest"
	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/internal/config"
	"github.com/linkscope/linkscope/internal/tsv"
)

// TestScreens runs the whole program, as Bubble Tea does, through a few
// states that take more than one view or the root's chrome (the sample
// start, the help, the QR code, a link sent between the views) and
// compares the final screen with testdata/TestScreens/NAME.golden
// (go test -update rewrites them). Each view's own states have goldens in
// its package.
func TestScreens(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"screens.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			w, _ := strconv.Atoi(row.Get("width"))
			h, _ := strconv.Atoi(row.Get("height"))
			url := ""
			if row.Get("url") != "-" {
				url = row.Get("url")
			}
			m := New(Options{InitialURL: url, Paths: config.Paths{Dir: t.TempDir()}, Setup: analysis.Builtin(), Clipboard: &fakeClipboard{}, OSC52: &strings.Builder{}, Theme: "dark"})
			tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(w, h))
			for _, k := range keyMsgs(t, row.Raw("keys")) {
				tm.Send(k)
			}
			if want := row.Get("wait"); want != "" {
				// Cross-view messages arrive through commands: wait for
				// their effect before quitting.
				teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return strings.Contains(string(b), want) },
					teatest.WithDuration(5*time.Second))
			}
			tm.Send(tea.KeyMsg{Type: tea.KeyCtrlC})
			view := tm.FinalModel(t, teatest.WithFinalTimeout(5*time.Second)).View()
			checkFrame(t, view, w, h)
			golden.RequireEqual(t, []byte(view))
		})
	}
}
