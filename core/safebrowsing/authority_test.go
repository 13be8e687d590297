package safebrowsing

import (
	"strings"
	"testing"
)

// FuzzScanAuthority holds the one-pass scan to the searches it replaced:
// the authority ends at the first '/', or a '?' before it; userinfo ends
// at its last '@'; the port starts at the first ':' after that.
func FuzzScanAuthority(f *testing.F) {
	for _, s := range []string{"", "a.example/x", "u:p@h:80/x", "a@b@c:1?q", "h?x/y", "[::1]:8/", ":@:", "h:1:2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, rest string) {
		end := strings.IndexByte(rest, '/')
		if end < 0 {
			end = len(rest)
		}
		if q := strings.IndexByte(rest[:end], '?'); q >= 0 {
			end = q
		}
		at := strings.LastIndexByte(rest[:end], '@')
		colon := strings.IndexByte(rest[at+1:end], ':')
		if colon >= 0 {
			colon += at + 1
		}
		if got, want := scanAuthority(rest), (authority{end: end, at: at, colon: colon}); got != want {
			t.Fatalf("%q: %+v, want %+v", rest, got, want)
		}
	})
}
