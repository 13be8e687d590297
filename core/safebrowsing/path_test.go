package safebrowsing

import (
	"testing"

	"github.com/linkscope/linkscope/core/uri"
)

// pathNeedsSteps is held to the steps it lets canonicalize skip: a path it
// says needs neither comes out of both unchanged.
func FuzzPathNeedsSteps(f *testing.F) {
	for _, p := range []string{"/", "/a/b.html", "//", "/./", "/a/..", "/.well-known/x", "/a/b/", "/a.b/c..d/", "/%2e/", "/..a", "/a//b"} {
		f.Add(p)
	}
	f.Fuzz(func(t *testing.T, p string) {
		p = "/" + p
		if pathNeedsSteps([]byte(p)) {
			return
		}
		if got := string(collapseSlashes(uri.RemoveDotSegmentsInPlace([]byte(p)))); got != p {
			t.Fatalf("%q: needs no steps, but they make it %q", p, got)
		}
	})
}
