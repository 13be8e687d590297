package model

import (
	"flag"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"
	"github.com/linkscope/linkscope/internal/tsv"
	"github.com/mattn/go-runewidth"
)

// requireGolden compares got with ../testdata/model/name.golden; -update
// (the flag teatest's golden package defines) rewrites it.
func requireGolden(t *testing.T, name, got string) {
	t.Helper()
	path := "../testdata/model/" + name + ".golden"
	if f := flag.Lookup("update"); f != nil && f.Value.String() == "true" {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if string(want) == got {
		return
	}
	wl, gl := strings.Split(string(want), "\n"), strings.Split(got, "\n")
	for i := 0; i < max(len(wl), len(gl)); i++ {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			t.Fatalf("%s differs at line %d:\nwant %q\ngot  %q\nfull view:\n%s", path, i+1, w, g, got)
		}
	}
}

// checkFrame asserts what every screen must hold to: no raw control,
// bidi or zero-width character, exactly h lines, none wider than w.
func checkFrame(t *testing.T, view string, w, h int) {
	t.Helper()
	if i := strings.IndexFunc(view, func(r rune) bool {
		return r < 0x20 && r != '\n' || r == 0x7f || (r >= 0x80 && r < 0xa0) || r == 0x202e || r == 0x200b
	}); i >= 0 {
		t.Errorf("raw control or invisible character at byte %d: %q", i, view[max(i-20, 0):min(i+20, len(view))])
	}
	if w < MinWidth || h < MinHeight {
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

func TestGoldenStates(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"states.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			w, _ := strconv.Atoi(row.Get("width"))
			h, _ := strconv.Atoi(row.Get("height"))
			url := ""
			if row.Get("url") != "-" {
				url = row.Get("url")
			}
			m := New(Options{InitialURL: url, ConfigDir: t.TempDir(), Clipboard: &fakeClipboard{}, OSC52: &strings.Builder{}})
			tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(w, h))
			for _, k := range keyMsgs(t, row.Raw("keys")) {
				tm.Send(k)
			}
			if want := row.Get("wait"); want != "" {
				// Cross-pane messages arrive through commands: wait for
				// their effect before quitting.
				teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return strings.Contains(string(b), want) },
					teatest.WithDuration(5*time.Second))
			}
			tm.Send(tea.KeyMsg{Type: tea.KeyCtrlC})
			view := tm.FinalModel(t, teatest.WithFinalTimeout(5*time.Second)).View()
			checkFrame(t, view, w, h)
			requireGolden(t, row.Get("name"), view)
		})
	}
}
