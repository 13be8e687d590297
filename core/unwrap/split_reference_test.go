package unwrap

import (
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/internal/asciifold"
)

// splitLinkByBytes is splitLink as it was first written: the scheme
// compared ignoring case, then every byte of the authority looked at. The
// reference FuzzSplitLink holds the vector skip and the lower-case
// shortcut to.
func splitLinkByBytes(s string) (l link, ok bool) {
	switch {
	case asciifold.HasPrefix(s, "https://"):
		l.https, s = true, s[8:]
	case asciifold.HasPrefix(s, "http://"):
		s = s[7:]
	default:
		return l, false
	}
	l.ok = true
	end, hostStart, kinds := len(s), 0, byteKind(0)
	for i := 0; i < len(s); i++ {
		k := authorityBytes[s[i]]
		if k&stopsAuthority != 0 {
			end = i
			break
		}
		if k&endsUserinfo != 0 {
			hostStart, kinds = i+1, 0
			continue
		}
		kinds |= k
	}
	l.rest = s[end:]
	host, ok := hostOf(s[hostStart:end], kinds)
	l.host = host
	return l, ok
}

// FuzzSplitLink holds splitLink to splitLinkByBytes.
func FuzzSplitLink(f *testing.F) {
	for _, s := range []string{"https://www.example.com/a?b#c", "HTTP://User@Example.COM:8080/", "https://a@b@c.example/",
		"http://[::1]/x", "https://пример.рф/", "https://example.com.:443?x", "http://ex\x7fample.com\\p", "https://" + "abcdefghijklmnopqrstuvwxyz.example.org/p",
		"https://ABCDEFGHIJKLMNOPQRSTUVWXYZ.example.org#f", "http:/x", "hTtPs://x.y", "https://x.y\x00z/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, gotOK := splitLink(s)
		want, wantOK := splitLinkByBytes(s)
		if got != want || gotOK != wantOK {
			t.Fatalf("splitLink(%q) = %+v, %v; want %+v, %v", s, got, gotOK, want, wantOK)
		}
	})
}

// splitRestByBytes is splitRest with its path read byte by byte, as it
// was first written: the reference FuzzSplitRest holds the vector skip to.
func splitRestByBytes(rest string) (path, query, fragment string) {
	i := 0
	for i < len(rest) && rest[i] != '?' && rest[i] != '#' {
		i++
	}
	path = rest[:i]
	if i == len(rest) {
		return path, "", ""
	}
	if rest[i] == '#' {
		return path, "", rest[i+1:]
	}
	query, fragment, _ = strings.Cut(rest[i+1:], "#")
	return path, query, fragment
}

// FuzzSplitRest holds splitRest to splitRestByBytes.
func FuzzSplitRest(f *testing.F) {
	for _, s := range []string{"", "/", "/a/b?c=d#e", "/путь/x?y#z", "#f?g", "?q#f#g", "/abcdefghijklmnopqrstuvwxyz0123456789/x?y", "/\x00/?#"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, q, fr := splitRest(s)
		wp, wq, wfr := splitRestByBytes(s)
		if p != wp || q != wq || fr != wfr {
			t.Fatalf("splitRest(%q) = %q, %q, %q; want %q, %q, %q", s, p, q, fr, wp, wq, wfr)
		}
	})
}
