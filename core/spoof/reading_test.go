package spoof

import (
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// readingByDefinition is ASCIIReading as its comment words it: NFD, then
// each non-ASCII character replaced by its ASCII prototype, if all have one.
func readingByDefinition(label string) (string, bool) {
	var b strings.Builder
	for _, r := range norm.NFD.String(label) {
		if r < 0x80 {
			b.WriteRune(r)
			continue
		}
		p, ok := asciiPrototype(r)
		if !ok {
			return "", false
		}
		b.WriteString(p)
	}
	return b.String(), true
}

func TestASCIIReading(t *testing.T) {
	for in, want := range map[string]string{
		"аррӏе": "apple", "сосо": "coco", "аpple": "apple", "é": "", "пример": "", "東京": "",
		"ɢᴏᴏɢʟᴇ": "", "ᴏ": "o", "ℊ": "g", "paypal": "paypal",
	} {
		got, ok := ASCIIReading(in)
		if got != want || ok != (want != "") {
			t.Errorf("ASCIIReading(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
}

// FuzzASCIIReading holds ASCIIReading's shortcuts (no NFD for a label
// that keeps a character with no prototype, no copy for one already in
// NFD) to the definition.
func FuzzASCIIReading(f *testing.F) {
	for _, s := range []string{"раураl", "аpple", "магазин", "пример", "東京", "é", "e\u0301", "ё", "й", "한국", "\u1175", "ǅ", "ﬁ", "Ⅸ", "xn--80ak6aa92e"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, label string) {
		if !utf8.ValidString(label) {
			return
		}
		got, gotOK := ASCIIReading(label)
		want, wantOK := readingByDefinition(label)
		if got != want || gotOK != wantOK {
			t.Fatalf("ASCIIReading(%q) = %q, %v; by definition %q, %v", label, got, gotOK, want, wantOK)
		}
	})
}
