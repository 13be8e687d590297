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
	}
}

// FuzzDecode: where net/url's strict decoder accepts the input, both agree;
// Decode never fails and never grows its input.
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
	})
}
