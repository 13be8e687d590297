package trackingrules

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/internal/tsv"
)

// TestLoad: the config directory's file, then the named one, each
// optional in its own way; a bad file names itself, the line and the
// column.
func TestLoad(t *testing.T) {
	for _, row := range tsv.Load(t, "../../testdata/trackingrules/load.tsv") {
		t.Run(row.Name(), func(t *testing.T) {
			dir := t.TempDir()
			paths := map[string]string{"config": filepath.Join(dir, tracking.RulesFileName)}
			if text, ok := row.Lookup("config"); ok {
				writeFile(t, paths["config"], text)
			}
			file := ""
			if text, ok := row.Lookup("file"); ok {
				file = filepath.Join(dir, "rules.conf")
				paths["file"] = file
				if text != "MISSING" {
					writeFile(t, file, text)
				}
			}
			table, err := Load(tracking.Default(), paths["config"], file)
			if want, ok := row.Lookup("error"); ok {
				want = strings.ReplaceAll(want, "PATH", paths[row.Get("error_in")])
				if err == nil || !strings.Contains(err.Error(), want) {
					t.Fatalf("error %v, want one containing %q", err, want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if clean, _ := tracking.Clean(row.Get("url"), table); clean != row.Get("clean") {
				t.Errorf("clean %s, want %s", clean, row.Get("clean"))
			}
		})
	}
}

// TestLoadNoRules: without rules the base table itself is returned, not a
// copy; no user file, or one that does not exist, means no rules.
func TestLoadNoRules(t *testing.T) {
	for _, userFile := range []string{"", filepath.Join(t.TempDir(), tracking.RulesFileName)} {
		table, err := Load(tracking.Default(), userFile, "")
		if err != nil || table != tracking.Default() {
			t.Errorf("Load(%q): %p, %v; want the default table", userFile, table, err)
		}
	}
}

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestBrief: a bad rule is worded with the file's base name, line and
// column first; a reading error as it is.
func TestBrief(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "rules.conf")
	writeFile(t, bad, "param x case=maybe\n")
	_, err := Load(tracking.Default(), "", bad)
	var fe *Error
	if !errors.As(err, &fe) || fe.Brief() != "tracking rules rules.conf: line 1, column 14: want case=insensitive or case=sensitive" {
		t.Errorf("bad rule: %v", err)
	}
	missing := filepath.Join(dir, "missing.conf")
	_, err = Load(tracking.Default(), "", missing)
	if !errors.As(err, &fe) || fe.Brief() != err.Error() || !strings.HasPrefix(fe.Brief(), "tracking rules: open "+missing) {
		t.Errorf("missing file: %v", err)
	}
}

// TestFileSize: a rules file past MaxFileSize is refused before it is
// parsed, naming the file and the bound; one at the bound loads.
func TestFileSize(t *testing.T) {
	dir := t.TempDir()
	line := "param p_0123456789abcdef\n"
	at := filepath.Join(dir, "at.conf")
	var b strings.Builder
	for i := 0; b.Len()+len(line)+40 <= MaxFileSize; i++ {
		b.WriteString("param p_" + strconv.Itoa(i) + "_0123456789\n")
	}
	writeFile(t, at, b.String())
	if _, err := Load(tracking.Default(), "", at); err != nil {
		t.Fatalf("at the bound: %v", err)
	}
	over := filepath.Join(dir, "over\x1b[2J.conf")
	writeFile(t, over, strings.Repeat(line, MaxFileSize/len(line)+1))
	_, err := Load(tracking.Default(), "", over)
	if err == nil || !strings.Contains(err.Error(), "4194304 bytes") || strings.Contains(err.Error(), "\x1b") || !strings.Contains(err.Error(), `over\x1b[2J.conf`) {
		t.Errorf("over the bound: %v", err)
	}
}
