package uts46

import (
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

// TestIdnaTestV2 checks ToASCII with the URL Standard's relaxed flags on
// every row of web-platform-tests IdnaTestV2.json with a non-ASCII input
// (the URL Standard passes an ASCII name through lowercased, so only these
// reach ToASCII): output, or failure when output is null. A result holding
// a forbidden domain code point fails in the URL parser, not here.
func TestIdnaTestV2(t *testing.T) {
	n := 0
	for _, r := range tsv.Load(t, "../../../testdata/whatwg/idnatestv2.tsv") {
		in := r.Get("input")
		if isASCIIString(in) {
			continue
		}
		n++
		want, ok := r.Lookup("output")
		out, rep := ToASCII(nil, in)
		failed := rep.Failed(Options{}) || strings.ContainsAny(string(out), "\x00\t\n\r #/:<>?@[\\]^|%\x7f")
		switch {
		case ok && failed:
			p, _ := rep.First(Options{})
			t.Errorf("%s: %q: failed (%s), want %q", r.Name(), in, p.Code(), want)
		case ok && string(out) != want:
			t.Errorf("%s: %q: %q, want %q", r.Name(), in, out, want)
		case !ok && !failed:
			t.Errorf("%s: %q: %q, want failure", r.Name(), in, out)
		}
	}
	if n < 1000 {
		t.Errorf("only %d non-ASCII rows", n)
	}
}

func isASCIIString(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

func TestTables(t *testing.T) {
	for _, c := range []struct {
		r    rune
		st   Status
		maps string
	}{
		{'A', StatusMapped, "a"},
		{'ß', StatusDeviation, "ss"},
		{0x2488, StatusDisallowed, ""},
		{0x00AD, StatusIgnored, ""},
		{'a', StatusValid, ""},
		{0x1E5D0, StatusValid, ""}, // OL ONAL LETTER O, new in Unicode 16.0
	} {
		st, m := lookup(c.r)
		if st != c.st || (c.st == StatusMapped && m != c.maps) {
			t.Errorf("U+%04X: status %d %q, want %d %q", c.r, st, m, c.st, c.maps)
		}
	}
	if UnicodeVersion != "17.0.0" {
		t.Errorf("UnicodeVersion %s", UnicodeVersion)
	}
}

func TestPunycodeRoundTrip(t *testing.T) {
	for _, s := range []string{"bücher", "ü", "例え", "\U0001F4A9", "a-b-ü"} {
		enc, ok := encodePunycode(nil, []rune(s))
		if !ok {
			t.Fatalf("encode %q failed", s)
		}
		dec, ok := decodePunycode(nil, string(enc))
		if !ok || string(dec) != s {
			t.Errorf("%q -> %q -> %q", s, enc, string(dec))
		}
	}
	if _, ok := decodePunycode(nil, "99999999999999"); ok {
		t.Error("overflow not detected")
	}
}
