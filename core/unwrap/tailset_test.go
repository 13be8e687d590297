package unwrap

import (
	"math/bits"
	"slices"
	"strings"
	"testing"
)

// TestTailSet: every tail of the built-in table's exact and suffix hosts
// is held, and few bits are set, so that most hosts are ruled out.
func TestTailSet(t *testing.T) {
	tab := Default()
	for _, w := range tab.wrappers {
		for _, h := range w.Hosts {
			if h == "*" || strings.HasSuffix(h, ".*") {
				continue
			}
			if s := tail(strings.TrimPrefix(h, "*.")); !tab.tails.mayHold(s) {
				t.Errorf("%s: the tail %q of %q is not held", w.Name, s, h)
			}
		}
	}
	set := 0
	for _, w := range tab.tails {
		set += bits.OnesCount64(w)
	}
	if set*10 > tailSetWords*64 {
		t.Errorf("%d of %d bits set: the filter rules out too few hosts", set, tailSetWords*64)
	}
}

// candidatesEveryHost is candidates with no tail filter: every host's
// exact and suffix rows looked up. The reference FuzzCandidates holds the
// filter to.
func (t *Table) candidatesEveryHost(dst []int, host, rest string) []int {
	dst = append(dst, t.exact[host]...)
	for i := 0; i < len(host); i++ {
		if host[i] == '.' {
			dst = append(dst, t.suffix[host[i+1:]]...)
		}
	}
	if len(t.label) > 0 {
		dst = t.labelCandidates(dst, host)
	}
	if seg := firstSegment(rest); t.segmentLens&lenBit(seg) != 0 {
		dst = append(dst, t.anyHost[seg]...)
	}
	return sortUnique(dst)
}

// FuzzCandidates: the tail filter drops no row the maps hold for a host.
func FuzzCandidates(f *testing.F) {
	for _, h := range []string{"example.com", "nam12.safelinks.protection.outlook.com", "www.google.com", "google.co.uk", "urldefense.com",
		"bit.ly", "x.y.test", "co.uk", "m.example.co.uk", "", "com", ".", "a..b"} {
		f.Add(h, "/url?q=x")
	}
	tab := Default()
	f.Fuzz(func(t *testing.T, host, rest string) {
		got := tab.candidates(nil, host, rest)
		want := tab.candidatesEveryHost(nil, host, rest)
		if !slices.Equal(got, want) {
			t.Fatalf("candidates(%q, %q) = %v, want %v", host, rest, got, want)
		}
	})
}
