package compare

import (
	"encoding/json"
	"testing"
)

// FuzzCompare holds Compare to its properties: a link is equivalent to
// itself as written; equivalence is symmetric; the answer is valid JSON;
// every span lies inside its value.
func FuzzCompare(f *testing.F) {
	f.Add("HTTP://Example.COM:80/a/./b?x=1&y=2#f", "http://example.com/a/b?y=2&x=1", uint8(2))
	f.Add("http://h/?utm_source=a", "http://h/", uint8(0))
	f.Add("https://пример.рф/путь", "https://xn--e1afmkfd.xn--p1ai/%D0%BF", uint8(1))
	f.Add("mailto:a@b", "//h", uint8(0))
	f.Add("https://good.example\\@evil.example/", "https://good.example/@evil.example/", uint8(3))
	f.Fuzz(func(t *testing.T, a, b string, preset uint8) {
		opts := testOptions(t, [...]string{"safe", "usual", "aggressive", Browser}[preset%4])
		ab, errAB := Compare(a, b, opts)
		ba, errBA := Compare(b, a, opts)
		if (errAB == nil) != (errBA == nil) {
			t.Fatalf("errors differ: %v / %v", errAB, errBA)
		}
		if errAB != nil {
			return
		}
		if ab.Equivalent != ba.Equivalent || ab.TrackingOnly != ba.TrackingOnly {
			t.Fatalf("not symmetric: %+v / %+v", ab, ba)
		}
		if !json.Valid(ab.AppendJSON(nil)) {
			t.Fatalf("invalid JSON: %s", ab.AppendJSON(nil))
		}
		for _, c := range ab.Components {
			checkSpan(t, c.A, c.SpanA, c.HasA)
			checkSpan(t, c.B, c.SpanB, c.HasB)
		}
		self, err := Compare(a, a, opts)
		if err != nil || !self.Equivalent || self.HasEqualAfter {
			t.Fatalf("%q against itself: %+v, %v", a, self, err)
		}
	})
}

func checkSpan(t *testing.T, v string, s [2]int, has bool) {
	t.Helper()
	if has && (s[0] < 0 || s[0] > s[1] || s[1] > len(v)) {
		t.Fatalf("span %v outside %q", s, v)
	}
}
