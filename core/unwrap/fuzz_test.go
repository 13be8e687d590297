package unwrap

import (
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

// FuzzUnwrap: no panic; depth bounded; no layer grows the link; an
// unwrapped target unwraps to itself; a link that is not wrapped is its
// own target.
func FuzzUnwrap(f *testing.F) {
	for _, name := range []string{"wrapped.tsv", "notwrapped.tsv"} {
		rows, err := tsv.Read(tables + name)
		if err != nil {
			f.Fatal(err)
		}
		for _, r := range rows {
			f.Add(r.Get("input"))
		}
	}
	f.Add("https://urldefense.com/v3/__**__;!")
	f.Add("https://www.google.com/amp/s/")
	f.Fuzz(func(t *testing.T, link string) {
		r := Unwrap(link)
		if len(r.Layers) > MaxDepth {
			t.Fatalf("%d layers", len(r.Layers))
		}
		if len(r.Target) > len(link) {
			t.Fatalf("target %q longer than the link %q", r.Target, link)
		}
		if len(r.Layers) == 0 && r.Target != link {
			t.Fatalf("not wrapped, but target %q != %q", r.Target, link)
		}
		if len(r.Layers) > 0 && r.Layers[0].URL != link {
			t.Fatalf("first layer %q is not the link", r.Layers[0].URL)
		}
		if !r.Truncated && r.Opaque == "" && r.Problem == nil {
			if again := Unwrap(r.Target); again.Target != r.Target || len(again.Layers) != 0 {
				t.Fatalf("target %q unwraps again to %+v", r.Target, again)
			}
		}
	})
}
