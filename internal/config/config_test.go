package config

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

func TestResolve(t *testing.T) {
	root := t.TempDir()
	osDefault := ""
	if dir, err := os.UserConfigDir(); err == nil {
		osDefault = filepath.Join(dir, "linkscope")
	}
	expand := func(s string) string {
		return strings.NewReplacer("ROOT", root, "OSDEFAULT", osDefault).Replace(s)
	}
	for _, row := range tsv.Load(t, "../../testdata/config/paths.tsv") {
		t.Run(row.Name(), func(t *testing.T) {
			env := map[string]string{}
			for _, kv := range strings.Fields(row.Get("env")) {
				k, v, _ := strings.Cut(kv, "=")
				env[k] = expand(v)
			}
			flags := Flags{Conventions: row.Get("conventions_flag"), TrackingRules: row.Get("rules_flag")}
			present := map[string]bool{}
			for _, f := range strings.Fields(row.Get("exists")) {
				present[f] = true
			}
			var dir string
			exists := func(path string) bool {
				if rel, ok := strings.CutPrefix(path, dir+string(filepath.Separator)); ok && dir != "" {
					return present["CONFIG/"+rel]
				}
				return present[path]
			}
			dir = configDir(func(k string) string { return env[k] })
			p := Resolve(flags, func(k string) string { return env[k] }, exists)
			checks := []struct{ name, got, want string }{
				{"dir", p.Dir, expand(row.Get("want_dir"))},
				{"conventions", p.Conventions, expand(row.Get("want_conventions"))},
				{"given", boolText(p.ConventionsGiven), row.Get("want_given")},
				{"user rules", p.UserRules, expand(row.Get("want_user_rules"))},
				{"given rules", p.GivenRules, row.Get("rules_flag")},
				{"history", p.History(), expand(row.Get("want_history"))},
			}
			for _, c := range checks {
				if c.got != c.want {
					t.Errorf("%s = %q, want %q", c.name, c.got, c.want)
				}
			}
		})
	}
}

func boolText(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

// TestSetup: both files are read into one setup; a bad one is reported
// and leaves its part as if there were none, the other still read.
func TestSetup(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	rules := write("tracking-rules.conf", "param my_cid\n")
	conv := write("team.yaml", "fields:\n  utm_source:\n    required: true\n")
	p := Paths{Dir: dir, Conventions: conv, ConventionsGiven: true, UserRules: rules}
	s, convErr, rulesErr := p.Setup()
	if convErr != nil || rulesErr != nil || s.Conventions == nil {
		t.Fatalf("setup: %v, %v, conventions %v", convErr, rulesErr, s.Conventions)
	}
	if _, ok := s.Tracking.Lookup("my_cid"); !ok {
		t.Error("the user's rules are not in the setup's tracking table")
	}
	bad := write("bad.yaml", "fields: [\n")
	p.Conventions = bad
	s, convErr, rulesErr = p.Setup()
	var fe *FileError
	if !errors.As(convErr, &fe) || !fe.Parse || !strings.Contains(convErr.Error(), "bad.yaml") || rulesErr != nil {
		t.Errorf("bad conventions file: %v, %v", convErr, rulesErr)
	}
	if _, ok := s.Tracking.Lookup("my_cid"); !ok || s.Conventions != nil {
		t.Error("a bad conventions file must leave the rules read and no conventions")
	}
	p.Conventions = filepath.Join(dir, "missing\x1b]0;x\x07.yaml")
	_, convErr, _ = p.Setup()
	if convErr == nil || strings.ContainsRune(convErr.Error(), 0x1b) {
		t.Errorf("a missing file's name must be escaped: %q", convErr)
	}
}

func TestHistoryStoreNeedsDir(t *testing.T) {
	if _, err := (Paths{}).HistoryStore(); err == nil || !strings.Contains(err.Error(), EnvDir) {
		t.Errorf("no config directory: %v", err)
	}
}
