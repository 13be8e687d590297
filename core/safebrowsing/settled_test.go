package safebrowsing

import (
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

// TestSettled checks the table, and the property settled promises: a
// settled component is unescaped and escaped back to itself.
func TestSettled(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"settled.tsv") {
		s := r.Get("component")
		if got, want := settled(s), r.Get("settled") == "yes"; got != want {
			t.Errorf("%s: settled(%q) = %v, want %v", r.Name(), s, got, want)
		}
		checkSettled(t, s)
	}
	for _, name := range []string{"canonicalize.tsv", "steps.tsv", "errors.tsv"} {
		for _, r := range tsv.Load(t, tables+name) {
			checkSettled(t, r.Get("input"))
		}
	}
}

// checkSettled fails when s is settled but not its own canonical form.
func checkSettled(t *testing.T, s string) {
	t.Helper()
	if !settled(s) {
		return
	}
	if again := string(escapeAppend(nil, unescapeAppend(nil, s))); again != s {
		t.Errorf("settled(%q), but its unescaping escapes to %q", s, again)
	}
}

// FuzzSettled checks the property for any string.
func FuzzSettled(f *testing.F) {
	for _, r := range tsv.Load(f, tables+"settled.tsv") {
		f.Add(r.Get("component"))
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkSettled(t, s)
		for i := 0; i <= len(s); i++ {
			if kept.Span(s, 0) >= i && settledFrom(s, i) != settled(s) {
				t.Fatalf("settledFrom(%q, %d) = %v, settled = %v", s, i, !settled(s), settled(s))
			}
		}
	})
}
