package risk

import (
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

// appendCharRisksByRune is appendCharRisks without its skips: every
// character decoded and tested, the reference the skips must agree with.
func appendCharRisksByRune(out []Risk, link string, from int) []Risk {
	var bidi, invis charCount
	for i := from; i >= 0 && i < len(link); {
		r, size := utf8.DecodeRuneInString(link[i:])
		switch {
		case isBidiControl(r):
			bidi.see(r, i)
		case isInvisible(r):
			invis.see(r, i)
		}
		i += size
	}
	out = bidi.appendTo(out, BidiControl)
	return invis.appendTo(out, Invisible)
}

// TestCharRisksSkips holds appendCharRisks to the reference for every
// character of two bytes (the ones its lead-byte table skips), each
// alone, between ASCII runs of every length around the eight-byte step,
// and cut short.
func TestCharRisksSkips(t *testing.T) {
	for r := rune(0x80); r < 0x800; r++ {
		c := string(r)
		for _, link := range []string{c, "https://a.example/" + c + "?q=" + c + "\u200b", strings.Repeat("x", int(r%17)) + c + strings.Repeat("y", int(r%9)),
			c[:1], c[:1] + "abcdefghij", c + c[:1]} {
			checkCharRisks(t, link)
		}
	}
}

func checkCharRisks(t *testing.T, link string) {
	t.Helper()
	if got, want := appendCharRisks(nil, link, 0), appendCharRisksByRune(nil, link, 0); !reflect.DeepEqual(got, want) {
		t.Fatalf("appendCharRisks(%q) = %+v, by rune %+v", link, got, want)
	}
}

func FuzzCharRisks(f *testing.F) {
	for _, s := range []string{"https://магазин.example.рф/", "a\u00adb\u034fc\u0600\u061c\u06dd\u070f", "\u202eexe.pdf", "x\xd0", "\xdf\xbf\u200b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, link string) { checkCharRisks(t, link) })
}

// schemeEndBySwitch is schemeEnd as a switch on each byte, the reference
// its table must agree with.
func schemeEndBySwitch(s string, i int) int {
	for j := i; j < len(s); j++ {
		c := s[j]
		switch {
		case c == ':':
			if j == i {
				return -1
			}
			return j
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
		case j > i && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.' || c == '\t' || c == '\n' || c == '\r'):
		default:
			return -1
		}
	}
	return -1
}

// TestSchemeEnd holds schemeEnd to the switch for every pair of bytes
// before and after a scheme's first letter.
func TestSchemeEnd(t *testing.T) {
	for a := range 256 {
		for b := range 256 {
			for _, s := range []string{string([]byte{byte(a), byte(b), ':'}), string([]byte{'h', byte(a), byte(b), ':', '/'}), string([]byte{byte(a), ':'}), string([]byte{byte(a), byte(b)})} {
				for i := 0; i <= 1; i++ {
					if got, want := schemeEnd(s, i), schemeEndBySwitch(s, i); got != want {
						t.Fatalf("schemeEnd(%q, %d) = %d, the switch says %d", s, i, got, want)
					}
				}
			}
		}
	}
}
