package model

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/internal/config"
	"github.com/linkscope/linkscope/internal/tsv"
)

// TestTrackingRules: the user's rules, loaded as cli loads them, change
// what the Inspect view says; a bad file is an error on the status line
// naming the file, line and column, and the built-in table is used.
func TestTrackingRules(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"tracking_rules.tsv") {
		t.Run(row.Name(), func(t *testing.T) {
			dir := t.TempDir()
			if text, ok := row.Lookup("rules"); ok {
				if err := os.WriteFile(filepath.Join(dir, tracking.RulesFileName), []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			paths := config.Resolve(config.Flags{}, func(k string) string { return map[string]string{config.EnvDir: dir}[k] }, nil)
			setup, _, err := paths.Setup()
			w, _ := strconv.Atoi(row.Get("width"))
			h, _ := strconv.Atoi(row.Get("height"))
			m := New(Options{InitialURL: row.Get("url"), Paths: paths, Setup: setup, Clipboard: &fakeClipboard{}, OSC52: &strings.Builder{},
				Theme: "dark", TrackingErr: err})
			view := drive(m, tea.WindowSizeMsg{Width: w, Height: h}).View()
			checkFrame(t, view, w, h)
			for _, want := range strings.Split(row.Get("want"), " | ") {
				if !strings.Contains(view, want) {
					t.Errorf("the screen does not say %q:\n%s", want, view)
				}
			}
		})
	}
}
