package decode

import (
	"strings"
	"testing"
)

// isDottedDecimalByCut is isDottedDecimal as first written, part by part:
// the reference the one-pass reading is held to.
func isDottedDecimalByCut(host string) bool {
	for parts := 1; ; parts++ {
		p, rest, more := strings.Cut(host, ".")
		n, ok := parseDigits(p)
		if !ok || n > 255 || (len(p) > 1 && p[0] == '0') {
			return false
		}
		if !more {
			return parts == 4
		}
		host = rest
	}
}

// anyFirstEach is anyFirst without its first-byte filter.
func (d *Decoder) anyFirstEach(seg string) bool {
	for i := range d.anyFirsts {
		t := &d.anyFirsts[i]
		if t.kind == tokRest || t.match(seg) {
			return true
		}
	}
	return false
}

// FuzzShortcuts holds the cheap rejections to the readings they stand
// before: the dotted-decimal test and the any-host first segment filter.
func FuzzShortcuts(f *testing.F) {
	for _, s := range []string{"", "1.2.3.4", "01.2.3.4", "0.0.0.0", "255.255.255.256", "1.2.3", "1.2.3.4.", ".1.2.3", "1..2.3",
		"99999999999999999999.1.1.1", "@user", "WEB", "Users", "u", "w\u212a", "@", "statuses"} {
		f.Add(s)
	}
	d := Default()
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := isDottedDecimal(s), isDottedDecimalByCut(s); got != want {
			t.Fatalf("isDottedDecimal(%q) = %v, want %v", s, got, want)
		}
		if got, want := d.anyFirst(s), d.anyFirstEach(s); got != want {
			t.Fatalf("anyFirst(%q) = %v, want %v", s, got, want)
		}
	})
}
