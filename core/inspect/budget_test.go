package inspect

import (
	"strconv"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/analysis"
)

// TestBudget: a link past the work budget is analysed up to it, the
// lists are cut at MaxListed, the record says what was cut, and its size
// no longer grows with the pairs (a 1 MiB line of 250,000 pairs made a
// record of 23 MB); an ordinary link has nothing cut.
func TestBudget(t *testing.T) {
	pairs := func(n int, pair string) string {
		var b strings.Builder
		b.WriteString("https://a.example/?")
		for i := range n {
			if i > 0 {
				b.WriteByte('&')
			}
			b.WriteString(strings.ReplaceAll(pair, "N", strconv.Itoa(i)))
		}
		return b.String()
	}
	for _, c := range []struct {
		name, link string
		cut        []Cut
	}{
		{"ordinary", "https://a.example/?utm_source=x&q=1", nil},
		{"at the bound", pairs(MaxPairs, "kN=v"), nil},
		{"250,000 pairs", pairs(250000, "k=v"), []Cut{{"query_pairs", MaxPairs, 250000}}},
		{"placeholders", "https://a.example/p" + strings.Repeat("/{campaignid}", 3000),
			[]Cut{{"placeholders", MaxListed, -1}, {"browser.validation", MaxListed, 6000}}},
		{"tracking pairs", pairs(5000, "utm_source=N"), []Cut{{"query_pairs", MaxPairs, 5000}}},
	} {
		r := Inspect(c.link, Options{Setup: analysis.Builtin()})
		if got, want := cutText(r.Cut), cutText(c.cut); got != want {
			t.Errorf("%s: cut %s, want %s", c.name, got, want)
		}
		if len(r.Params) > MaxPairs || len(r.Placeholders) > MaxListed || len(r.Conventions) > MaxListed || len(r.Tracking) > MaxPairs+1 {
			t.Errorf("%s: %d params, %d placeholders, %d findings, %d tracking", c.name, len(r.Params), len(r.Placeholders), len(r.Conventions), len(r.Tracking))
		}
		if json := r.AppendJSON(nil); len(json) > 16*len(c.link)+64<<10 {
			t.Errorf("%s: a record of %d bytes for a link of %d", c.name, len(json), len(c.link))
		}
	}
	// The clean link keeps the pairs past the budget as written: only
	// those analysed are known to be tracking.
	link := pairs(MaxPairs+2, "utm_source=N")
	r := Inspect(link, Options{Setup: analysis.Builtin()})
	if want := "https://a.example/?utm_source=" + strconv.Itoa(MaxPairs) + "&utm_source=" + strconv.Itoa(MaxPairs+1); r.Clean != want {
		t.Errorf("clean %.80q, want %q", r.Clean, want)
	}
	if text := string(r.AppendText(nil)); !strings.Contains(text, "query_pairs: the first 1000 of 1002 query pairs analysed") {
		t.Errorf("the plain report does not say what was cut:\n%.2000s", text[max(0, len(text)-2000):])
	}
}

func cutText(cuts []Cut) string {
	var parts []string
	for _, c := range cuts {
		parts = append(parts, c.Key+":"+strconv.Itoa(c.Kept)+"/"+strconv.Itoa(c.Total))
	}
	return strings.Join(parts, " ")
}
