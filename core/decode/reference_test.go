package decode

import (
	"reflect"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/query"
	"github.com/linkscope/linkscope/core/unwrap"
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

// FuzzKnownHost: an input whose host and rest the caller knows as
// core/unwrap splits them (Known.Host, Known.Rest) is split as splitLink
// splits it, and gives the same facts.
func FuzzKnownHost(f *testing.F) {
	seeds(f)
	for _, s := range []string{"https://shop.example.com/a/b?utm_source=x#f", "HTTPS://Shop.Example.COM:8443/?gclid=1", "http://u:p@h.example.:80?x=1",
		"https://a@b:c@d.example/", "https://h:/p", "https://h:8a/p", "https://h\\p?q", "https://h.example..#x", "https://[::1]:80/",
		"https://пример.рф/", "http://h.example", "https:///x", "hTTp://H.example/?ved=0ahUKEwjewI7n6taIAxXnIDQIHeZYEt0Q4dUDCBg"} {
		f.Add(s)
	}
	tab := unwrap.Default()
	rd := Default().NewReader()
	f.Fuzz(func(t *testing.T, s string) {
		u := tab.Unwrap(s)
		host, rest, ok := u.InputHost()
		if !ok {
			return
		}
		r := run{known: &Known{Host: host, Rest: rest}}
		var got, want link
		if r.knownLinkInto(&got, s) {
			if !asLinkInto(&want, s) || got != want {
				t.Fatalf("%q: split knowing host %q and rest %q\n%+v\nsplitLink\n%+v", s, host, rest, got, want)
			}
		}
		// What inspect tells of the wrapper, with and without the host.
		var k Known
		if u.Wrapped() {
			k.Wrapper, k.Target = u.Layers[0].Wrapper, u.Target
			if len(u.Layers) > 1 {
				k.Target = u.Layers[1].URL
			}
		}
		plain := rd.AppendFactsKnowing(nil, s, &k)
		k.Host, k.Rest = host, rest
		known := rd.AppendFactsKnowing(nil, s, &k)
		if !reflect.DeepEqual(plain, known) {
			t.Fatalf("%q: knowing its host\n%+v\nnot\n%+v", s, known, plain)
		}
	})
}

// TestKnownHostUsed: the common link is split from what the caller knows,
// not read again (FuzzKnownHost holds what it gives).
func TestKnownHostUsed(t *testing.T) {
	for _, s := range []string{"https://shop.example.com/a?b=1", "HTTP://Shop.Example.COM:80#x"} {
		u := unwrap.Default().Unwrap(s)
		host, rest, ok := u.InputHost()
		r := run{known: &Known{Host: host, Rest: rest}}
		var l link
		if !ok || !r.knownLinkInto(&l, s) {
			t.Errorf("%q: the known host %q was not used", s, host)
		}
	}
}
