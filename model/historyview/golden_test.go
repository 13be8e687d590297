package historyview

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/linkscope/linkscope/internal/config"
	"github.com/linkscope/linkscope/internal/history"
	"github.com/linkscope/linkscope/internal/tsv"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/model/internal/modeltest"
	"github.com/linkscope/linkscope/ui"
	"github.com/muesli/termenv"
)

func TestMain(m *testing.M) {
	// Goldens are compared without colour, at one time zone.
	lipgloss.SetColorProfile(termenv.Ascii)
	time.Local = time.UTC
	os.Exit(m.Run())
}

// tables is where the package's test tables live.
const tables = "../../testdata/model/"

// newView is the view over a config directory holding the fixture file
// (or none, for "-").
func newView(t *testing.T, file string) (*Model, string, string) {
	t.Helper()
	dir := t.TempDir()
	if file != "-" {
		data, err := os.ReadFile(tables + file)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, history.FileName), data, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	h, notice := New(modeltest.Common(), config.Paths{Dir: dir}.History())
	return h, notice, dir
}

// TestStates drives the view alone and compares what it draws with
// testdata/TestStates/NAME.golden (go test -update rewrites them).
func TestStates(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"history_states.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			w, _ := strconv.Atoi(row.Get("width"))
			h, _ := strconv.Atoi(row.Get("height"))
			v, notice, _ := newView(t, row.Get("file"))
			if want := row.Get("want_status"); !strings.Contains(notice, want) || (want == "") != (notice == "") {
				t.Errorf("notice %q, want it to say %q", notice, want)
			}
			v.SetSize(w, h)
			modeltest.DriveComponent(v, modeltest.Msgs(t, row.Raw("keys"))...)
			view := v.View()
			modeltest.CheckFrame(t, view, w, 0)
			if n := ui.CountLines(view); n > h {
				t.Errorf("%d lines drawn in a room of %d", n, h)
			}
			golden.RequireEqual(t, []byte(view))
		})
	}
}

// TestActions: copy takes the selected link, re-open sends its fields to
// the form (the encoding and place read back from its marker), a record
// the form adds is listed first at once.
func TestActions(t *testing.T) {
	v, _, _ := newView(t, "history.jsonl")
	v.SetSize(150, 47)
	out := modeltest.DriveComponent(v, modeltest.Msgs(t, "down ctrl+y")...)
	if len(out) != 1 || out[0] != (component.CopyMsg{What: "link from the history", Text: "https://shop.example/p?id=7&utm_source=yandex&utm_medium=cpc&_openstat=ZGlyZWN0LnlhbmRleC5ydTtzcHJpbmcgc2FsZTs7"}) {
		t.Fatalf("copy sent %#v", out)
	}
	out = modeltest.DriveComponent(v, modeltest.Msgs(t, "enter")...)
	fill, ok := out[0].(component.FillMsg)
	if len(out) != 1 || !ok {
		t.Fatalf("re-open sent %#v", out)
	}
	if fill.URL != "https://shop.example/p?id=7" || fill.Fields["openstat.campaign"] != "spring sale" || fill.Template != "yandex-direct" ||
		fill.Encoding.String() != "base64" || fill.Place.String() != "query" {
		t.Errorf("re-open sent %+v", fill)
	}
	rec := history.Record{Time: time.Date(2026, 3, 3, 8, 0, 0, 0, time.UTC), Link: "https://new.example/?utm_source=x"}
	modeltest.DriveComponent(v, component.RecordedMsg{Record: rec})
	if _, text, _ := v.Target(); text != rec.Link {
		t.Errorf("after a new record the selection is %q, want the new link first", text)
	}
	modeltest.DriveComponent(v, component.RecordedMsg{Record: history.Record{Link: "https://failed.example/"}, Err: os.ErrPermission})
	if len(v.entries) != 4 {
		t.Errorf("%d entries: a record that was not written is listed", len(v.entries))
	}
}

// TestFoldedView checks the view lists one row per distinct link, with
// how many times it was built and when last.
func TestFoldedView(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"history_view.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			v, _, _ := newView(t, row.Get("file"))
			v.SetSize(150, 47)
			if keys := row.Raw("keys"); keys != "-" {
				modeltest.DriveComponent(v, modeltest.Msgs(t, keys)...)
			}
			if n, _ := strconv.Atoi(row.Get("want_rows")); len(v.shown) != n {
				t.Errorf("%d rows, want %d", len(v.shown), n)
			}
			view := v.View()
			for _, want := range strings.Split(row.Get("want_screen"), " | ") {
				if !strings.Contains(view, want) {
					t.Errorf("the view does not show %q:\n%s", want, view)
				}
			}
		})
	}
}
