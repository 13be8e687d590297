package whatwg

import (
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/whatwg/uts46"
)

// FuzzParse checks that no input panics, that a parsed URL's href parses
// to itself (idempotence), that every validation error lies within the
// input, and that Parse and Validate agree.
func FuzzParse(f *testing.F) {
	for _, s := range benchURLs {
		f.Add(s, "")
	}
	for _, s := range []string{`https://good.example\@evil.example/`, `https:\\evil.example\@good.example/`,
		"https:///evil.example/", "http://0x7f.1/", "http://[::ffff:1.2.3.4]/", "file:///c|/a/../..", "a: b ?c",
		"http://\u2488.com/", "https://xn--a.com/", "\t http://a\nb/ ", "//x", "?q", "#f", "..", "http://h/%2e%2E/x"} {
		f.Add(s, "")
		f.Add(s, "http://example.org/a/b?c#d")
	}
	f.Add("x", "mailto:a@b")
	f.Add("c|/x", "file:///c:/")
	f.Fuzz(func(t *testing.T, input, base string) {
		if got, want := hasTabOrNewline(input), strings.ContainsAny(input, "\t\n\r"); got != want {
			t.Fatalf("hasTabOrNewline(%q) = %v", input, got)
		}
		var bu *URL
		if base != "" {
			b, err := Parse(base, nil)
			if err != nil {
				return
			}
			bu = &b
		}
		u, errs, err := Validate(input, bu, nil)
		u2, err2 := Parse(input, bu)
		if (err == nil) != (err2 == nil) || (err == nil && u.Href() != u2.Href()) {
			t.Fatalf("Parse and Validate disagree on %q: %v / %v", input, err, err2)
		}
		for _, e := range errs {
			if e.Pos < 0 || e.Pos > len(input) {
				t.Fatalf("%q: %s at %d, outside the input", input, e.Kind, e.Pos)
			}
		}
		if err != nil {
			_ = err.Error()
			return
		}
		again, err := Parse(u.Href(), nil)
		if err != nil {
			t.Fatalf("%q gave %q, which does not parse: %v", input, u.Href(), err)
		}
		if again.Href() != u.Href() {
			t.Fatalf("%q gave %q, which gives %q", input, u.Href(), again.Href())
		}
		for _, g := range []string{u.Origin(), u.Protocol(), u.Username(), u.Password(), u.Host(), u.Hostname(),
			u.Port(), u.Pathname(), u.Search(), u.Hash()} {
			_ = g
		}
		rd := Read(input, base)
		_ = rd.Differences(nil)
		_ = rd.HostDiffers()
	})
}

// FuzzUTS46 checks that ToASCII and ToUnicode never panic and that an
// ASCII result that passes the relaxed checks passes them again.
func FuzzUTS46(f *testing.F) {
	for _, s := range []string{"bücher.example", "xn--bcher-kva.example", "a\u200cb", "\u0627\u0661", "xn--", "Faß.de", "⒈.com"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out, rep := uts46.ToASCII(nil, s)
		_, _ = uts46.ToUnicode(nil, s)
		if rep.Failed(uts46.Options{}) {
			return
		}
		again, rep2 := uts46.ToASCII(nil, string(out))
		if rep2.Failed(uts46.Options{}) || string(again) != string(out) {
			t.Fatalf("ToASCII(%q) = %q, then %q (%v)", s, out, again, rep2.All)
		}
	})
}
