package model

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/internal/config"
	"github.com/linkscope/linkscope/internal/tsv"
	"github.com/linkscope/linkscope/model/internal/modeltest"
)

// TestWatchSetup changes the setup files under a running UI and looks:
// the status line says what was read (or why not) and every view reads
// links with the new setup, a broken file keeping the last good one.
func TestWatchSetup(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"watch.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			dir, cwd := t.TempDir(), t.TempDir()
			testdata, err := filepath.Abs("../testdata")
			if err != nil {
				t.Fatal(err)
			}
			t.Chdir(cwd)
			places := map[string]string{"dir": dir, "cwd": cwd, "testdata": testdata}
			writeFiles(t, places, row.Get("files"))
			env := func(k string) string { return map[string]string{config.EnvDir: dir}[k] }
			paths := config.Resolve(config.Flags{}, env, nil)
			setup, convErr, rulesErr := paths.Setup()
			m := New(Options{Paths: paths, Setup: setup, ConventionsErr: convErr, TrackingErr: rulesErr, Clipboard: &fakeClipboard{},
				OSC52: &strings.Builder{}, Theme: "dark", Follow: noNetwork(), WatchEvery: time.Millisecond})
			m = drive(m, tea.WindowSizeMsg{Width: 150, Height: 50})
			if keys := row.Raw("before"); keys != "-" {
				m = drive(m, modeltest.Msgs(t, keys)...)
			}
			m = drive(m, tea.KeyMsg{Type: tea.KeyRight}) // a key clears the status line: what follows is the look's
			writeFiles(t, places, row.Get("change"))
			got := drive(m, watchTickMsg{}).(Model)
			switch want := row.Get("want_poll"); {
			case want == "-" && got.status != "":
				t.Errorf("status %q after a look that found nothing new", got.status)
			case want != "-" && !strings.Contains(got.status, want):
				t.Errorf("status %q, want it to say %q", got.status, want)
			}
			if want := row.Get("poll_err") == "true"; got.statusErr != want {
				t.Errorf("status is an error: %v, want %v (%q)", got.statusErr, want, got.status)
			}
			var after tea.Model = got
			if keys := row.Raw("after"); keys != "-" {
				after = drive(after, modeltest.Msgs(t, keys)...)
			}
			screen := after.View()
			for _, want := range strings.Split(row.Get("want_after"), " | ") {
				if !strings.Contains(screen, want) {
					t.Errorf("the screen does not show %q:\n%s", want, screen)
				}
			}
		})
	}
}

// writeFiles makes a row's files: PLACE:NAME=CONTENT, "-" removes one,
// "@FILE" is a file under testdata. Each is dated a little later than
// the last look could have seen.
func writeFiles(t *testing.T, places map[string]string, spec string) {
	t.Helper()
	if spec == "-" {
		return
	}
	later := time.Now().Add(time.Duration(len(spec)+1) * time.Second)
	for _, f := range strings.Split(spec, " | ") {
		place, rest, _ := strings.Cut(f, ":")
		name, content, _ := strings.Cut(rest, "=")
		path := filepath.Join(places[place], name)
		if content == "-" {
			if err := os.Remove(path); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if file, ok := strings.CutPrefix(content, "@"); ok {
			data, err := os.ReadFile(filepath.Join(places["testdata"], file))
			if err != nil {
				t.Fatal(err)
			}
			content = string(data)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(path, later, later); err != nil {
			t.Fatal(err)
		}
	}
}
