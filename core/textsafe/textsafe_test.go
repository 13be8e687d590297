package textsafe

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/linkscope/linkscope/internal/tsv"
)

func table(t testing.TB, name string) []tsv.Row {
	return tsv.Load(t, "../../testdata/textsafe/"+name)
}

func TestEscape(t *testing.T) {
	for _, row := range table(t, "escape.tsv") {
		in, want := row.Get("input"), row.Get("want")
		if got := Escape(in); got != want {
			t.Errorf("%s: Escape(%q) = %q, want %q (%s)", row.Name(), in, got, want, row.Get("source"))
		}
	}
}

func TestDescribe(t *testing.T) {
	for _, row := range table(t, "describe.tsv") {
		r, _ := utf8.DecodeRuneInString(row.Get("rune"))
		if got := Describe(r); got != row.Get("want") {
			t.Errorf("%s: Describe(%U) = %q, want %q", row.Name(), r, got, row.Get("want"))
		}
	}
}

// FuzzEscape: the output is valid UTF-8 with no control, format or
// separator character left, and text that needs nothing comes back as is.
func FuzzEscape(f *testing.F) {
	for _, row := range table(f, "escape.tsv") {
		f.Add(row.Get("input"))
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := Escape(s)
		if !utf8.ValidString(out) {
			t.Fatalf("invalid UTF-8 out of %q", s)
		}
		for _, r := range out {
			if NeedsEscape(r) || unicode.Is(unicode.Cc, r) || unicode.Is(unicode.Cf, r) {
				t.Fatalf("%U survived in %q", r, out)
			}
		}
		if SafeBytes([]byte(s)) != (out == s) {
			t.Fatalf("SafeBytes(%q) disagrees with Escape", s)
		}
		if firstUnsafe(s) < 0 && out != s {
			t.Fatalf("safe text changed: %q -> %q", s, out)
		}
		if strings.Count(out, "\\x")+strings.Count(out, "U+") < strings.Count(s, "\x1b") {
			t.Fatalf("an ESC vanished instead of being shown: %q -> %q", s, out)
		}
	})
}

// TestPlainScriptsNeedNoTableSearch: the blocks NeedsEscape passes without
// searching the Unicode tables hold nothing the tables would flag.
func TestPlainScriptsNeedNoTableSearch(t *testing.T) {
	for r := rune(0xa0); r <= unicode.MaxRune; r++ {
		if isPlainScript(r) && needsEscapeSlow(r) {
			t.Errorf("%U is in a plain script block but must be escaped", r)
		}
	}
}
