package openstat

import "testing"

// FuzzIndexFold holds indexFold's jumping search to the plain one.
func FuzzIndexFold(f *testing.F) {
	for _, s := range []string{"", "_", "x_OpenStat=1", "a%3B%3b", "__openstat_openstat", "_opens\u017ftat", "%3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, sub := range []string{Key, "%3b", "ab"} {
			if got, want := indexFold(s, sub), indexFoldEach(s, sub); got != want {
				t.Fatalf("indexFold(%q, %q) = %d, want %d", s, sub, got, want)
			}
		}
	})
}

// FuzzForeignBytes: foreignBytes is a lower bound of the edit distance to
// _openstat, so skipping keys with more than two never hides a typo.
func FuzzForeignBytes(f *testing.F) {
	for _, s := range []string{"utm_source", "_opnstat", "_OPENSTAT", "openstat_", "x_openstatx", "\x7f\x7f\x7f"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, k string) {
		if len(k) > len(Key)+2 {
			return
		}
		if n, d := foreignBytes(k), editDistance(k, Key); n > d {
			t.Fatalf("foreignBytes(%q) = %d > edit distance %d", k, n, d)
		}
	})
}
