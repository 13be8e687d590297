package safebrowsing

import (
	"strings"
	"testing"
	"time"

	"github.com/linkscope/linkscope/internal/tsv"
)

// unescapeRepeatedly is the document's wording taken literally: unescape
// the whole string, again and again, until nothing changes.
func unescapeRepeatedly(s string) string {
	for {
		u := unescapeOnce(s)
		if u == s {
			return s
		}
		s = u
	}
}

// unescapeOnce decodes each well-formed escape once, left to right.
func unescapeOnce(s string) string {
	var b []byte
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			b = append(b, unhex(s[i+1])<<4|unhex(s[i+2]))
			i += 2
			continue
		}
		b = append(b, s[i])
	}
	return string(b)
}

func TestUnescapeMatchesRepeatedPasses(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"canonicalize.tsv") {
		in := r.Get("input")
		if got, want := string(unescapeAppend(nil, in)), unescapeRepeatedly(in); got != want {
			t.Errorf("%s: unescapeAppend(%q) = %q, want %q", r.Name(), in, got, want)
		}
	}
}

// FuzzUnescape checks the one-pass unescaping against the document's
// literal loop.
func FuzzUnescape(f *testing.F) {
	for _, s := range []string{"%25%32%35", "%%%25%32%35asd%%", "%2525252525252525", "%3%341", "%25%3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 256 {
			return // the literal loop is quadratic
		}
		if got, want := string(unescapeAppend([]byte("x"), s)), "x"+unescapeRepeatedly(s); got != want {
			t.Errorf("unescapeAppend(%q) = %q, want %q", s, got, want)
		}
	})
}

// Hostile inputs must be handled in linear time: each under a second
// (about 15 ms on a quiet 2-core machine). The best of three runs is
// taken, and the bound is wide, so that a busy machine does not fail a
// linear algorithm; a quadratic one over a megabyte takes minutes.
func TestHostileInput(t *testing.T) {
	nested := "%" + strings.Repeat("25", 100000) // "%" escaped 100,000 times over
	cases := []struct {
		name, raw, want string
	}{
		{"1 MB path", "http://example.com/" + strings.Repeat("a/", 1<<19), ""},
		{"1 MB of dots and slashes", "http://" + strings.Repeat(".", 1<<19) + "a.com" + strings.Repeat("/./..//", 1<<17), "http://a.com/"},
		{"1 MB host", "http://" + strings.Repeat("a.", 1<<19) + "com/", ""},
		{"100,000 nested %25 in the path", "http://example.com/" + nested, "http://example.com/%25"},
		{"100,000 nested %25 in the host and query", "http://a" + nested + ".com/?" + nested, "http://a%25.com/?%25"},
		{"100,000 nested %25%32%35", "http://h/" + strings.Repeat("%25%32%35", 100000), "http://h/" + strings.Repeat("%25", 100000)},
		{"1 MB IDN host", "http://" + strings.Repeat("\u00fc.", 1<<18) + "com/", ""},
		{"1 MB IPv6 literal", "http://[" + strings.Repeat("1:", 1<<19) + "]/", ""},
		{"1 MB of IPv4 digits", "http://0x" + strings.Repeat("0", 1<<20) + "1/", "http://0.0.0.1/"},
	}
	for _, tc := range cases {
		var h Hasher
		var res *Result
		var err error
		elapsed := time.Hour
		for range 3 {
			start := time.Now()
			res, err = h.Lookup(tc.raw, HostRuleV5)
			elapsed = min(elapsed, time.Since(start))
		}
		t.Logf("%s: %v", tc.name, elapsed)
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if tc.want != "" && res.Canonical.URL != tc.want {
			t.Errorf("%s: canonical %.80q, want %.80q", tc.name, res.Canonical.URL, tc.want)
		}
		if len(res.Expressions) > MaxExpressions {
			t.Errorf("%s: %d expressions", tc.name, len(res.Expressions))
		}
		if elapsed > timeScale*time.Second {
			t.Errorf("%s: took %v", tc.name, elapsed)
		}
	}
}

// The word-at-a-time test must agree with the table on every byte value at
// every position of a word.
func TestWordNeedsEscape(t *testing.T) {
	for c := 0; c < 256; c++ {
		for pos := 0; pos < 8; pos++ {
			w := []byte("abcdefgh")
			w[pos] = byte(c)
			x := uint64(0)
			for i := 7; i >= 0; i-- {
				x = x<<8 | uint64(w[i])
			}
			if got := wordNeedsEscape(x); got != needsEscape(byte(c)) {
				t.Errorf("byte %#x at %d: %v", c, pos, got)
			}
		}
	}
}
