package form

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/config"
	"github.com/linkscope/linkscope/internal/tsv"
	"github.com/linkscope/linkscope/model/internal/modeltest"
	"github.com/linkscope/linkscope/ui"
)

func TestLoadSuggestions(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"suggestions.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			dir := t.TempDir()
			if row.Get("file") != "-" {
				if err := os.WriteFile(filepath.Join(dir, config.SuggestionsFileName), []byte(row.Get("file")), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			s, notice := loadSuggestions(filepath.Join(dir, config.SuggestionsFileName))
			if want := row.Get("want_notice"); (want == "") != (notice == "") || !strings.Contains(notice, want) {
				t.Errorf("notice = %q, want %q", notice, want)
			}
			if got := strings.Join(s.Fields["service"], ","); got != row.Get("want_service") {
				t.Errorf("service = %q, want %q", got, row.Get("want_service"))
			}
			if got := strings.Join(s.Fields["utm_medium"], ","); got != row.Get("want_utm_medium") {
				t.Errorf("utm_medium = %q, want %q", got, row.Get("want_utm_medium"))
			}
			// A corrupt file must not stop the form from starting.
			if _, n := New(modeltest.Common(), config.Paths{Dir: dir}.Files(), true); n != notice {
				t.Errorf("New's notice = %q, want %q", n, notice)
			}
		})
	}
}

func TestLoadSuggestionsTooLarge(t *testing.T) {
	dir := t.TempDir()
	big := `{"fields":{"service":["` + strings.Repeat("a", maxSuggestionFile) + `"]}}`
	if err := os.WriteFile(filepath.Join(dir, config.SuggestionsFileName), []byte(big), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, notice := loadSuggestions(filepath.Join(dir, config.SuggestionsFileName)); !strings.Contains(notice, "larger than 1 MB") {
		t.Errorf("notice = %q", notice)
	}
}

func TestSaveIsAtomic(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "linkscope")
	s, _ := loadSuggestions(filepath.Join(dir, config.SuggestionsFileName))
	s.add("service", "openstat.ru")
	s.add("campaign", "spring sale")
	if err := save(filepath.Join(dir, config.SuggestionsFileName), s); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 || entries[0].Name() != config.SuggestionsFileName {
		t.Fatalf("dir holds %v, want only %s (no temporary file left)", entries, config.SuggestionsFileName)
	}
	back, notice := loadSuggestions(filepath.Join(dir, config.SuggestionsFileName))
	if notice != "" || back.complete("service", "open") != "openstat.ru" || back.complete("campaign", "spring") != "spring sale" {
		t.Fatalf("round trip: %v, notice %q", back.Fields, notice)
	}
	// A failed write leaves the old file whole: here the target cannot be
	// replaced because the directory is read-only... simulated by making
	// the target name a directory.
	bad := t.TempDir()
	if err := os.Mkdir(filepath.Join(bad, config.SuggestionsFileName), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := save(filepath.Join(bad, config.SuggestionsFileName), s); err == nil {
		t.Fatal("save over a directory succeeded")
	}
	entries, _ = os.ReadDir(bad)
	if len(entries) != 1 {
		t.Errorf("a failed save left %d entries, want the temporary file removed", len(entries))
	}
}

func TestSuggestionsOffered(t *testing.T) {
	dir := t.TempDir()
	f := newFormIn(t, dir, false)
	modeltest.DriveComponent(f, modeltest.Msgs(t, "text:https://shop.example/p tab text:openstat.ru ctrl+o")...)
	if _, err := os.Stat(filepath.Join(dir, config.SuggestionsFileName)); err != nil {
		t.Fatalf("sending the link to the inspector did not save suggestions: %v", err)
	}
	// A fresh start offers the service used before after two letters, and
	// → accepts it.
	f = newFormIn(t, dir, false)
	modeltest.DriveComponent(f, modeltest.Msgs(t, "tab text:op")...)
	// Goldens run without colour: the suggestion is in brackets after the
	// cursor mark (docs/tui.md).
	if v := f.View(); !strings.Contains(v, "op"+ui.CursorMark+"[enstat.ru]") {
		t.Errorf("the suggestion is not shown:\n%s", v)
	}
	modeltest.DriveComponent(f, modeltest.Msgs(t, "right")...)
	if v := f.fields[1].Value(); v != "openstat.ru" {
		t.Errorf("after →, service = %q, want the suggestion", v)
	}
}

// TestUTMSuggestions checks the UTM fields are remembered and offered like
// the marker's: saved when the link is sent to the inspector, offered after
// a prefix at the next start, accepted with →.
func TestUTMSuggestions(t *testing.T) {
	dir := t.TempDir()
	f := newFormIn(t, dir, true)
	modeltest.DriveComponent(f, modeltest.Msgs(t, "shift+tab enter text:yandex tab text:newsletter shift+tab shift+tab shift+tab shift+tab shift+tab shift+tab shift+tab shift+tab shift+tab text:https://shop.example/p ctrl+o")...)
	back, notice := loadSuggestions(filepath.Join(dir, config.SuggestionsFileName))
	if notice != "" || back.complete("utm_medium", "news") != "newsletter" || back.complete("utm_source", "yan") != "yandex" {
		t.Fatalf("UTM fields not saved: %v, notice %q", back.Fields, notice)
	}
	f = newFormIn(t, dir, true)
	modeltest.DriveComponent(f, modeltest.Msgs(t, "shift+tab enter tab text:ne")...)
	if v := f.View(); !strings.Contains(v, "ne"+ui.CursorMark+"[wsletter]") {
		t.Errorf("the suggestion is not shown:\n%s", v)
	}
	modeltest.DriveComponent(f, modeltest.Msgs(t, "right")...)
	if v := f.fields[firstUTM+1].Value(); v != "newsletter" {
		t.Errorf("after →, utm_medium = %q, want the suggestion", v)
	}
	// The marker's source and utm_source are kept apart.
	if back.complete("source", "yan") != "" {
		t.Error("utm_source offered for the marker's source")
	}
}
