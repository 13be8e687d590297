package formvalue

import (
	"net/url"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

func TestDecode(t *testing.T) {
	rows := tsv.Load(t, "../../testdata/formvalue/decode.tsv")
	for _, r := range rows {
		if got := Decode(r.Get("input")); got != r.Get("want") {
			t.Errorf("%s: Decode(%q) = %q, want %q", r.Name(), r.Get("input"), got, r.Get("want"))
		}
		if got := PercentDecode(r.Get("input")); got != r.Get("percent") {
			t.Errorf("%s: PercentDecode(%q) = %q, want %q", r.Name(), r.Get("input"), got, r.Get("percent"))
		}
	}
}

// FuzzDecode: where net/url's strict decoders accept the input, they agree
// with Decode and PercentDecode; neither fails nor grows its input.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{"a+b", "%41", "%", "%4", "%zz", "utm%5Fsource"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := Decode(s)
		if len(got) > len(s) {
			t.Fatalf("Decode(%q) grew to %q", s, got)
		}
		if want, err := url.QueryUnescape(s); err == nil && got != want {
			t.Fatalf("Decode(%q) = %q, net/url says %q", s, got, want)
		}
		percent := PercentDecode(s)
		if len(percent) > len(s) {
			t.Fatalf("PercentDecode(%q) grew to %q", s, percent)
		}
		if want, err := url.PathUnescape(s); err == nil && percent != want {
			t.Fatalf("PercentDecode(%q) = %q, net/url says %q", s, percent, want)
		}
	})
}
