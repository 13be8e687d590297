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

var statusNames = map[string]Status{"valid": StatusValid, "ignored": StatusIgnored, "mapped": StatusMapped,
	"deviation": StatusDeviation, "disallowed": StatusDisallowed}

func TestTables(t *testing.T) {
	for _, r := range tsv.Load(t, "../../../testdata/whatwg/uts46_tables.tsv") {
		c := []rune(r.Get("rune"))[0]
		st, m := lookup(c)
		want := statusNames[r.Get("status")]
		if st != want || (want == StatusMapped && m != r.Get("mapping")) {
			t.Errorf("%s: U+%04X: status %d %q, want %s %q", r.Name(), c, st, m, r.Get("status"), r.Get("mapping"))
		}
	}
	if UnicodeVersion != "17.0.0" {
		t.Errorf("UnicodeVersion %s", UnicodeVersion)
	}
}

func TestPunycode(t *testing.T) {
	for _, r := range tsv.Load(t, "../../../testdata/whatwg/punycode.tsv") {
		enc := r.Get("encoded")
		uni, ok := r.Lookup("unicode")
		dec, decoded := decodePunycode(nil, enc)
		if !ok {
			if decoded {
				t.Errorf("%s: %q decoded to %q, want failure", r.Name(), enc, string(dec))
			}
			continue
		}
		if !decoded || string(dec) != uni {
			t.Errorf("%s: decode %q = %q, want %q", r.Name(), enc, string(dec), uni)
		}
		got, ok := encodePunycode(nil, []rune(uni))
		if !ok || !strings.EqualFold(string(got), enc) {
			t.Errorf("%s: encode %q = %q, want %q", r.Name(), uni, got, enc)
		}
	}
}
