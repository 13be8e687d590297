package textsafe

import (
	"os"
	"strconv"
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

func TestCSVCell(t *testing.T) {
	for _, row := range table(t, "csvcell.tsv") {
		in, want := row.Get("input"), row.Get("want")
		if got := CSVCell(in); got != want {
			t.Errorf("%s: CSVCell(%q) = %q, want %q", row.Name(), in, got, want)
		}
		if got := string(AppendCSVCell(nil, in)); got != want {
			t.Errorf("%s: AppendCSVCell(%q) = %q, want %q", row.Name(), in, got, want)
		}
	}
}

func TestQuote(t *testing.T) {
	for _, row := range table(t, "quote.tsv") {
		in, want := row.Get("input"), row.Get("want")
		if got := Quote(in); got != want {
			t.Errorf("%s: Quote(%q) = %q, want %q", row.Name(), in, got, want)
		}
	}
	err := &os.PathError{Op: "open", Path: "a\x1b]0;x\x07.csv", Err: os.ErrNotExist}
	if got := ErrorText(err); strings.ContainsAny(got, "\x1b\x07") || !strings.Contains(got, `a\x1b]0;x\x07.csv`) {
		t.Errorf("ErrorText = %q", got)
	}
}

// FuzzCSVCell: no control survives, and no cell starts a formula.
func FuzzCSVCell(f *testing.F) {
	for _, row := range table(f, "csvcell.tsv") {
		f.Add(row.Get("input"))
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := CSVCell(s)
		if out != "" && isFormulaStart(out[0]) || !SafeBytes([]byte(out)) {
			t.Fatalf("CSVCell(%q) = %q", s, out)
		}
	})
}

// TestCategoryShortcut holds Category's shortcut for letters to the
// tables, for every rune it skips them for.
func TestCategoryShortcut(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if !(r > ' ' && r < 0x7f || isPlainScript(r)) {
			continue
		}
		for _, c := range categories {
			if unicode.Is(c.table, r) {
				t.Fatalf("%U is in %s, but Category skips the tables for it", r, c.name)
			}
		}
	}
}

// TestAppendCodePoint holds the digit writer to strconv's, upper-cased
// and padded to four digits, at every width.
func TestAppendCodePoint(t *testing.T) {
	for _, r := range []rune{0, 0x1b, 0x7f, 0xff, 0x100, 0xfff, 0x1000, 0x202e, 0xffff, 0x10000, 0xe0001, 0x10ffff, 0x7fffffff, -1, -0x10000} {
		h := strings.ToUpper(strconv.FormatInt(int64(r), 16))
		want := "U+" + strings.Repeat("0", max(0, 4-len(h))) + h
		if got := string(AppendCodePoint(nil, r)); got != want {
			t.Errorf("AppendCodePoint(%#x) = %s, want %s", r, got, want)
		}
	}
}
