package conventions

import (
	"strconv"
	"testing"

	"github.com/linkscope/linkscope/core/tracking"
)

// TestAuditCap: past the cap, new values are counted together, and memory
// stays at the cap.
func TestAuditCap(t *testing.T) {
	a := NewAudit(nil, tracking.Default(), 10)
	for i := range 100 {
		a.Add("https://x.example/?utm_source=s"+strconv.Itoa(i%20), i+1)
	}
	r := a.Report()
	f := r.Fields[0]
	if len(f.Values) != 10 || f.Other != 50 || r.Links != 100 {
		t.Errorf("%d values, other %d, links %d", len(f.Values), f.Other, r.Links)
	}
}

// TestAuditMerge: two halves merged give the audit of the whole.
func TestAuditMerge(t *testing.T) {
	c := example(t)
	links := []string{
		"https://x.example/?utm_source=FB", "https://x.example/?utm_source=facebook&gclid=1",
		"https://x.example/?utm_source=Facebook", "https://x.example/#utm_source=x", "https://x.example/?utm_source=fb",
	}
	whole, a, b := NewAudit(c, tracking.Default(), 0), NewAudit(c, tracking.Default(), 0), NewAudit(c, tracking.Default(), 0)
	for i, l := range links {
		whole.Add(l, i+1)
		if i < 2 {
			a.Add(l, i+1)
		} else {
			b.Add(l, i+1)
		}
	}
	a.Merge(b)
	got, want := a.Report(), whole.Report()
	if string(got.AppendJSON(nil)) != string(want.AppendJSON(nil)) {
		t.Errorf("merged %s\nwhole  %s", got.AppendJSON(nil), want.AppendJSON(nil))
	}
	if g := want.Fields[0].Variants; len(g) != 1 || len(g[0]) != 4 {
		t.Errorf("variants %v: want FB, facebook, Facebook, fb as one group", g)
	}
}
