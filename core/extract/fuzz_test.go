package extract

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// checkLinks holds every extractor to its invariants: positions inside
// the input, links that are valid UTF-8 and hold no white space or
// control, and a link found as written in text is the input's bytes at
// its position.
func checkLinks(t *testing.T, input string, links []Link, exact bool) {
	t.Helper()
	for _, l := range links {
		if l.Pos < 0 || l.Pos >= len(input) {
			t.Fatalf("%q: position %d outside the input (%d bytes)", l.URL, l.Pos, len(input))
		}
		if l.URL == "" || !utf8.ValidString(l.URL) {
			t.Fatalf("link %q is empty or not UTF-8", l.URL)
		}
		if strings.ContainsAny(l.URL, " \t\r\n\x00") {
			t.Fatalf("link %q holds white space or NUL", l.URL)
		}
		if exact && !l.Refanged && !strings.Contains(input[l.Pos:], strings.TrimPrefix(l.URL, "http://")) {
			t.Fatalf("link %q is not in the input at %d", l.URL, l.Pos)
		}
		if l.Written != "" && l.From != FromHref && l.From != FromSrc && l.From != FromEmailHTML {
			t.Fatalf("link %q from %s has a written form %q: only an attribute value has one", l.URL, l.From, l.Written)
		}
		if exact && l.Cut.Found() && !l.Refanged {
			checkCut(t, input, l)
		}
		if exact && !l.Refanged && strings.Contains(l.URL, "://") && !strings.HasPrefix(input[l.Pos:], l.URL) &&
			!strings.HasPrefix(input[l.Pos:], strings.TrimPrefix(l.URL, "http://")) {
			t.Fatalf("link %q does not start at %d: %q", l.URL, l.Pos, input[l.Pos:])
		}
	}
}

// checkCut: the character a link was cut at follows it in the input, with
// no white space between.
func checkCut(t *testing.T, input string, l Link) {
	t.Helper()
	written := l.URL
	if !strings.HasPrefix(input[l.Pos:], written) {
		written = strings.TrimPrefix(written, "http://")
	}
	rest := input[l.Pos+len(written):]
	if end := strings.IndexFunc(rest, unicode.IsSpace); end >= 0 {
		rest = rest[:end]
	}
	c := string(l.Cut.Rune)
	if l.Cut.Kind == CutNotUTF8 {
		c = string([]byte{byte(l.Cut.Rune)})
	}
	if !strings.Contains(rest, c) {
		t.Fatalf("link %q cut at %s, which does not follow it: %q", l.URL, l.Cut.Char(), rest)
	}
}

func FuzzText(f *testing.F) {
	for _, s := range []string{
		"see https://example.com/a_(b)), www.x.org. hxxps[://]a[.]b/c",
		"[t](https://a.b/c)[u](mailto:x@y.z) <https://q.r/s?t=1&amp;>",
		"example.com:8080/x пример.рф x(.)com www[.]a[.]b",
		"http://[::1]:80/\"q\" 'http://a.b/' https://a.b/c&lt;",
		"((((((((((https://a.b/((((((((((",
		"3) https://good.example\\@evil.example/ https://a.b/c\x01d www.e.f/g\u200bh https://i.j/k\xffl",
		"\u2066\u202ahttps://a.b/c\u202c\u2069 https://d.e/けいおん！ x.storage.googleapis.com/f",
	} {
		f.Add(s, false)
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, s string, bare bool) {
		links := Text(s, Options{Bare: bare})
		checkLinks(t, s, links, true)
		for i := 1; i < len(links); i++ {
			if links[i].Pos <= links[i-1].Pos {
				t.Fatalf("links out of order: %d then %d", links[i-1].Pos, links[i].Pos)
			}
		}
	})
}

func FuzzAuto(f *testing.F) {
	f.Add("From: a@b\r\nContent-Type: multipart/mixed; boundary=x\r\n\r\n--x\r\nContent-Transfer-Encoding: base64\r\n\r\naHR0cDovL2EuYi8=\r\n--x--")
	f.Add("Subject: q\nContent-Transfer-Encoding: quoted-printable\n\nhttps://a.b/=\n=3D=ZZ")
	f.Add("<html><a href='https://a.b/&amp;'>https://c.d/</a><script>https://no/</script><!-- x")
	f.Add("<a href=\"hxxp://x[.]y\"><img src=x")
	f.Add("<a href=x><base href='https://b.example/a/?q#f'><img src=' ../y z'><a href=//c.d/e><a href=#t>")
	f.Add("<a href=https:evil/><a href='https:\\\\e/'><a href=https:/e/><a href='https://e&#1;v/'><a href='https://a.b/p&#127;'>")
	f.Add("<a href='javascript:alert(1)'><a href=' data:text/html,<b>x y</b>'><base href=https://b.c/><a href='\\\\e\\x\x01'><p>https://a.b/&#1;c")
	f.Add("List-Unsubscribe: <mailto:a@b.c>,\r\n <https://a.b/\r\n c>\r\nArchived-At: <<https://d.e/>\r\n\r\nx")
	f.Fuzz(func(t *testing.T, s string) {
		checkLinks(t, s, Auto(s, Options{Bare: true}), false)
		checkLinks(t, s, HTML(s, Options{}), false)
		checkLinks(t, s, Email(s, Options{}), false)
	})
}
