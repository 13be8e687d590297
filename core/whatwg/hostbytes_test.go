package whatwg

import (
	"testing"

	"github.com/linkscope/linkscope/core/uri"
)

// readHostBytesByLabel is readHostBytes as it was first written, every
// label checked as the loop meets its dot: the reference
// FuzzReadHostBytes holds the gathered kinds to.
func readHostBytesByLabel(host string) (taken, lower, plain bool) {
	lower, plain = true, len(host) <= 253
	start := 0
	for i := 0; i < len(host); i++ {
		switch c := host[i]; {
		case 'A' <= c && c <= 'Z':
			lower = false
		case c == '.':
			plain = plain && isPlainLabel(host[start:i])
			start = i + 1
		case hostByte[c]:
		default:
			return false, false, false
		}
	}
	return true, lower, plain && isPlainLabel(host[start:])
}

// FuzzReadHostBytes holds readHostBytes to readHostBytesByLabel.
func FuzzReadHostBytes(f *testing.F) {
	for _, s := range []string{"", "example.com", "Blog.Example.COM", "xn--80adxhks.xn--p1ai", "a..b", ".a", "a.", "-a.b", "a-.b", "ab--c.d",
		"192.0.2.17", "0x", "a.0x", "exa_mple.com", "Ex%41mple.com", "пример.рф", "a" + string(make([]byte, 70)), "abcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcd.e"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, host string) {
		ta, lo, pl := readHostBytes(host)
		wta, wlo, wpl := readHostBytesByLabel(host)
		if ta != wta || lo != wlo || pl != wpl {
			t.Fatalf("readHostBytes(%q) = %v, %v, %v; want %v, %v, %v", host, ta, lo, pl, wta, wlo, wpl)
		}
		// What core/uri's parser gathered of the host, as readShape
		// takes it, gives the same verdict; and a host with no digit
		// does not end in a number, as readShape skips asking then.
		ref, _, err := uri.ParseLenient("http://" + host + "/")
		if err != nil || ref.Host != host {
			return
		}
		kinds := hostKindsOf(&ref)
		if ta, lo, pl := hostVerdict(host, kinds); ta != wta || lo != wlo || pl != wpl {
			t.Fatalf("hostVerdict(%q, %b) = %v, %v, %v; want %v, %v, %v", host, kinds, ta, lo, pl, wta, wlo, wpl)
		}
		if kinds&uri.HostHasDigit == 0 && endsInNumber(host) {
			t.Fatalf("%q ends in a number, with no digit (%b)", host, kinds)
		}
	})
}
