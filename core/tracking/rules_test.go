package tracking

import (
	"errors"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

func TestUserRules(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"rules.tsv") {
		rules, err := ParseRules(r.Get("rules"))
		if err != nil {
			t.Errorf("%s: %v", r.Name(), err)
			continue
		}
		tab, err := Default().With(rules)
		if err != nil {
			t.Errorf("%s: With: %v", r.Name(), err)
			continue
		}
		got, ms := Clean(r.Get("input"), tab)
		if want := r.Get("clean"); got != want {
			t.Errorf("%s: clean %q, want %q", r.Name(), got, want)
		}
		if got, want := describe(ms), r.Get("matches"); got != want {
			t.Errorf("%s: matches %q, want %q", r.Name(), got, want)
		}
	}
	if _, ms := Clean("https://example.com/?gclid=1", Default()); len(ms) != 1 || !ms[0].Dropped() {
		t.Errorf("user rules changed the default table")
	}
}

func TestUserRulesErrors(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"rules_bad.tsv") {
		_, err := ParseRules(r.Get("rules"))
		var re *RuleError
		if !errors.As(err, &re) {
			t.Errorf("%s: error %v (%T)", r.Name(), err, err)
			continue
		}
		if got, want := err.Error(), r.Get("error"); got != want {
			t.Errorf("%s: error\n got %q\nwant %q", r.Name(), got, want)
		}
	}
}

// FuzzParseRules: any text parses or fails with a position inside it, and
// whatever parses builds a table that cleans links without panicking.
func FuzzParseRules(f *testing.F) {
	for _, file := range []string{"rules.tsv", "rules_bad.tsv"} {
		for _, r := range tsv.Load(f, tables+file) {
			f.Add(r.Get("rules"))
		}
	}
	f.Fuzz(func(t *testing.T, text string) {
		rules, err := ParseRules(text)
		if err != nil {
			var re *RuleError
			if !errors.As(err, &re) || re.Line < 1 || re.Column < 1 {
				t.Fatalf("error %v", err)
			}
			return
		}
		tab, err := Default().With(rules)
		if err != nil {
			return
		}
		Clean("https://a.example/x?utm_source=1&"+text, tab)
	})
}
