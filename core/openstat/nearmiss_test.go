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
