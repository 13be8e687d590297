package tracking

import (
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

// TestKnowledge runs the family, site scope and exception tables: the
// clean link, and each match as key:family:drop|keep ("-" for no family).
func TestKnowledge(t *testing.T) {
	tab := Default()
	for _, file := range []string{"families.tsv", "scopes.tsv", "exceptions.tsv"} {
		for _, r := range tsv.Load(t, tables+file) {
			in := r.Get("input")
			got, ms := Clean(in, tab)
			if want := r.Get("clean"); got != want {
				t.Errorf("%s: Clean(%q)\n got %q\nwant %q", r.Name(), in, got, want)
			}
			if got, want := describe(ms), r.Get("matches"); got != want {
				t.Errorf("%s: matches %q, want %q", r.Name(), got, want)
			}
		}
	}
}

func describe(ms []Match) string {
	var out []string
	for _, m := range ms {
		fam, what := m.Param.Family, "drop"
		if fam == "" {
			fam = "-"
		}
		if !m.Dropped() {
			what = "keep"
		}
		out = append(out, m.Key+":"+fam+":"+what)
	}
	return strings.Join(out, ",")
}
