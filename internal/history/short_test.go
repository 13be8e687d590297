package history

import (
	"path/filepath"
	"testing"
	"time"
)

// A record keeps its short link, and folding keeps a link's short link
// when a later record of the link (a copy) has none.
func TestShortLinkKept(t *testing.T) {
	s := Store{Path: filepath.Join(t.TempDir(), FileName)}
	t0 := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	for _, r := range []Record{
		{Time: t0, Link: "https://example.com/?utm_source=a"},
		{Time: t0.Add(time.Minute), Link: "https://example.com/?utm_source=a", Short: "https://s.example/x"},
		{Time: t0.Add(2 * time.Minute), Link: "https://example.com/?utm_source=a"},
	} {
		if err := s.Append(r); err != nil {
			t.Fatal(err)
		}
	}
	recs, _, err := s.Load()
	if err != nil || len(recs) != 3 || recs[1].Short != "https://s.example/x" || recs[0].Short != "" {
		t.Fatalf("%v %+v", err, recs)
	}
	f := Fold(recs)
	if len(f) != 1 || f[0].Short != "https://s.example/x" || f[0].Count != 3 {
		t.Errorf("fold %+v", f)
	}
}
