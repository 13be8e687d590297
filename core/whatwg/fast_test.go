package whatwg

import (
	"slices"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/whatwg/uts46"
	"github.com/linkscope/linkscope/internal/corpus"
	"github.com/linkscope/linkscope/internal/tsv"
)

// agreeFastSlow parses input against base with and without the fast path
// and fails unless every getter, the host kind and every validation error
// agree.
func agreeFastSlow(t *testing.T, input string, base *URL) {
	t.Helper()
	fast := parser{orig: input, base: base, collect: true, shareInput: true} // as a Reader parses: the href may be the input
	slow := parser{orig: input, base: base, collect: true, slow: true}
	uf, errF := fast.run()
	us, errS := slow.run()
	if (errF == nil) != (errS == nil) || !slices.Equal(fast.errs, slow.errs) {
		t.Fatalf("%q: fast %v %v, general %v %v", input, errF, fast.errs, errS, slow.errs)
	}
	if errF != nil {
		return
	}
	if uf.plain && !jsonw.IsPlain(uf.href) {
		t.Fatalf("%q: the fast path calls %q plain", input, uf.href)
	}
	uf.plain = false // the one field only the fast path sets
	if uf != us {
		t.Fatalf("%q: fast %+v\ngeneral %+v", input, uf, us)
	}
}

// TestFastPathAgrees: the fast path gives what the general states give on
// every urltestdata row and every generated corpus link.
func TestFastPathAgrees(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/whatwg/urltestdata.tsv") {
		var base *URL
		if b, ok := r.Lookup("base"); ok {
			bu, err := Parse(b, nil)
			if err != nil {
				continue
			}
			base = &bu
		}
		agreeFastSlow(t, r.Get("input"), base)
	}
	for _, l := range corpus.Links(5000) {
		agreeFastSlow(t, l, nil)
	}
}

// FuzzFastPath holds the fast path to the general states on any input
// after a special scheme.
func FuzzFastPath(f *testing.F) {
	for _, s := range []string{"a.example/p?q#f", "A.Example:0443/x/../y", "a.b:80", "0x7f.1/", "a/%2e%2E/b", "a/.b", "a?'#`", "192.0.2.17/%7Eu", "1.2.3.4.", "01.2.3.4", "1.2.3.256", "1.2.3", "255.255.255.255:0/", "bücher.example/ü?ü", "пример.рф/", "ＥＸＡＭＰＬＥ.com/", "１２７.０.０.１/", "a\u00ad.b/", "xn--a.ü/", "ü\x80.b/", "ü-.b/", "⒈.com/",
		"xn--a.com/", "a-.b/", "a:99999/", "a/%zz", "a/b\\c", "a@b/", "[::1]/", "a./", "./",
		"a/b/../c/./d", "a/..", "a/.", "a/%2e%2E/b", "a/.%2e", "a/..x/.y", "a//../b", "a/../../..?q", "a/..#f",
		"[::1]:8080/a", "[2001:db8::7]?q", "[0:0::1]/", "[::ffff:1.2.3.4]/", "[01::1]/", "[::1]x/", "[::1]@a/", "[::1", "[1:2:3:4:5:6:7:8]/"} {
		f.Add(s)
	}
	base := MustParse("https://base.example/a/b")
	f.Fuzz(func(t *testing.T, rest string) {
		for _, prefix := range []string{"https://", "http://", "ws://", "ftp://"} {
			agreeFastSlow(t, prefix+rest, nil)
			agreeFastSlow(t, prefix+rest, &base)
		}
	})
}

// FuzzPlainDNSName: a host isPlainDNSName passes is one Unicode ToASCII
// with the strict flags accepts, so the fast path may skip the check.
func FuzzPlainDNSName(f *testing.F) {
	for _, s := range []string{"a.example", "a--b.c", "ab--c.d", "xn--a.com", "-a.b", "a-.b", "a..b", ".a", "a.", "A.B",
		strings.Repeat("a", 63) + ".b", strings.Repeat("a", 64) + ".b", strings.Repeat("a.", 126) + "b", strings.Repeat("a.", 127)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for i := 0; i < len(s); i++ {
			if !hostByte[s[i]] {
				return
			}
		}
		if rep := uts46.Check(s); isPlainDNSName(s) && rep.Failed(strict) {
			t.Fatalf("%q passes isPlainDNSName, but the strict check fails: %v", s, rep.All)
		}
	})
}
