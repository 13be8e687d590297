package safebrowsing

import (
	"bytes"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

// checkShape fails when shapeOf(h) lets a step be skipped that would
// change h.
func checkShape(t *testing.T, h []byte) {
	t.Helper()
	sh := shapeOf(h)
	if collapsed := collapseDots(bytes.Clone(h)); !sh.strayDots && !bytes.Equal(collapsed, h) {
		t.Errorf("%q: no stray dots, but collapseDots makes %q", h, collapsed)
	}
	lowered := bytes.Clone(h)
	if lowerASCII(lowered); !sh.upper && !bytes.Equal(lowered, h) {
		t.Errorf("%q: no upper case, but lowerASCII makes %q", h, lowered)
	}
	if sh.nonASCII == isASCII(h) {
		t.Errorf("%q: nonASCII = %v", h, sh.nonASCII)
	}
	if _, ok := parseIPv4(h); ok && sh.notIPv4 {
		t.Errorf("%q: notIPv4, but parseIPv4 reads it", h)
	}
}

// TestHostShape runs checkShape over the hosts of the tables' inputs.
func TestHostShape(t *testing.T) {
	for _, name := range []string{"canonicalize.tsv", "steps.tsv", "errors.tsv"} {
		for _, r := range tsv.Load(t, tables+name) {
			var p parts
			if err := split(r.Get("input"), &p); err == nil {
				checkShape(t, unescapeAppend(nil, p.host))
			}
		}
	}
	for _, h := range []string{"", ".", "..a", "a..b", "a.", "0X7F.1", "0x7f.00.0.1", "Ex\u00e4mple.COM", "[::1]"} {
		checkShape(t, []byte(h))
	}
}

// FuzzHostShape checks the property for any host.
func FuzzHostShape(f *testing.F) {
	for _, h := range []string{"www.example.com", "..A..", "0x7f.1", "192.168.0.1.", "xn--80aairftm.example", "\xff"} {
		f.Add(h)
	}
	f.Fuzz(func(t *testing.T, h string) { checkShape(t, []byte(h)) })
}
