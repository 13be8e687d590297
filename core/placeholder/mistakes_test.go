package placeholder

import (
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

// TestMistakes: of a set of realistic mistakes, at least 90% are flagged
// with the placeholder each almost is; the misses are logged.
func TestMistakes(t *testing.T) {
	rows := tsv.Load(t, tables+"mistakes.tsv")
	flagged := 0
	for _, r := range rows {
		p, err := ParsePlatform(r.Get("platform"))
		if err != nil {
			t.Fatalf("%s: %v", r.Name(), err)
		}
		want, ok := r.Get("suggested"), false
		var got []string
		for _, f := range Check(nil, p, "utm_content", r.Get("value")) {
			got = append(got, string(f.Rule)+"="+f.Suggested)
			ok = ok || f.Suggested == want
		}
		if !ok {
			t.Logf("%s: %q for %q: %v, want a finding suggesting %q", r.Name(), r.Get("value"), r.Get("platform"), got, want)
			continue
		}
		flagged++
	}
	share := float64(flagged) / float64(len(rows))
	t.Logf("%d of %d mistakes flagged with the right suggestion (%.1f%%)", flagged, len(rows), 100*share)
	if len(rows) < 40 || share < 0.9 {
		t.Fatalf("%d of %d mistakes flagged (%.1f%%), want at least 40 rows and 90%%", flagged, len(rows), 100*share)
	}
}

// TestDocumented: at least 95% of the placeholders the platforms document,
// as their pages write them, are accepted for their platform (no finding);
// the others are logged.
func TestDocumented(t *testing.T) {
	rows := tsv.Load(t, tables+"documented.tsv")
	accepted := 0
	for _, r := range rows {
		p, err := ParsePlatform(r.Get("platform"))
		if err != nil {
			t.Fatalf("%s: %v", r.Name(), err)
		}
		v := "a_" + r.Get("placeholder") + "_b"
		if fs := Check(nil, p, "utm_content", v); len(fs) > 0 {
			t.Logf("%s: %s for %s: %s %s (suggested %q)", r.Name(), r.Get("placeholder"), r.Get("platform"), fs[0].Rule, fs[0].Detail, fs[0].Suggested)
			continue
		}
		accepted++
	}
	share := float64(accepted) / float64(len(rows))
	t.Logf("%d of %d documented placeholders accepted (%.1f%%)", accepted, len(rows), 100*share)
	if share < 0.95 {
		t.Fatalf("%d of %d documented placeholders accepted (%.1f%%), want at least 95%%", accepted, len(rows), 100*share)
	}
}
