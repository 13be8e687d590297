package decode

import (
	"reflect"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/query"
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

// FuzzKnownPairs: a query read from the caller's pairs (Known.Pairs) gives
// the facts the query split here gives.
func FuzzKnownPairs(f *testing.F) {
	seeds(f)
	for _, s := range []string{
		"https://www.google.com/search?q=dfir&ei=cDPwZt7ID-fB0PEP5rHJ6A0&utm_=1&utm_&utm_x&_openstat=x&gclid=EAIaIQobChMI1wfwqaff7lal4",
		"http://x/?utm%5Fsource=a&a%2Bb=MTIzNDU2Nzg5MA%3D%3D&&=v&k&fbclid=IwAR2732hagni0l3i#q=1&ei=x",
		"mailto:a@b.c?subject=1700000000&body=x", "http://h/?a=1700000000000&x=%zz&y=+1+2",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, u string) {
		rd := Default().NewReader()
		plain := rd.AppendFactsKnowing(nil, u, &Known{OpenstatOf: u})
		k := Known{OpenstatOf: u, PairsOf: u}
		if q, at, ok := query.Of(u); ok {
			k.Pairs = query.Append(nil, q, at)
		}
		known := rd.AppendFactsKnowing(nil, u, &k)
		if !reflect.DeepEqual(plain, known) {
			t.Fatalf("%q: with the caller's pairs\n%+v\nwithout\n%+v", u, known, plain)
		}
	})
}
