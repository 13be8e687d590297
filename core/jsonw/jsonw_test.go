package jsonw

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/textsafe"
)

// FuzzAppendString checks that every string becomes valid JSON that decodes
// back to the input (with invalid UTF-8 replaced, as encoding/json does) and
// that no control byte survives raw.
func FuzzAppendString(f *testing.F) {
	for _, s := range []string{"", "plain", "a\"b\\c", "\x1b]0;title\x07", "\xff\xfe", "\u2028\u2029", "\u009b31m", "верх", "\x00\x7f", "\u202e\U000e0001"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := AppendString(nil, s)
		if IsPlain(s) && string(out) != `"`+s+`"` {
			t.Fatalf("IsPlain(%q), but it encodes as %s", s, out)
		}
		var back string
		if err := json.Unmarshal(out, &back); err != nil {
			t.Fatalf("invalid JSON %q for %q: %v", out, s, err)
		}
		if want := strings.ToValidUTF8(s, "\uFFFD"); utf8.ValidString(s) && back != want {
			t.Fatalf("round trip: got %q, want %q", back, want)
		}
		for _, r := range string(out) {
			if r < 0x20 || textsafe.NeedsEscape(r) {
				t.Fatalf("raw %U in %q", r, out)
			}
		}
	})
}

func TestAppendKeyCommas(t *testing.T) {
	b := append([]byte(nil), '{')
	b = AppendKey(b, "a")
	b = AppendInt(b, 1)
	b = AppendKey(b, "b")
	b = AppendStringOrNull(b, "", false)
	b = AppendKey(b, "c")
	b = AppendStrings(b, []string{"x", "y"})
	b = append(b, '}')
	if got, want := string(b), `{"a":1,"b":null,"c":["x","y"]}`; got != want {
		t.Fatalf("got %s, want %s", got, want)
	}
}

func BenchmarkAppendString(b *testing.B) {
	s := "https://shop.example.com/catalog/sale/index.html?id=7&utm_source=yandex&utm_medium=cpc&utm_campaign=spring_sale&_openstat=ZGlyZWN0LnlhbmRleC5ydTs2Nzk5Mjk3MTsxMTY4Mzk1MzQxMTt5YW5kZXgucnU6cHJlbWl1bQ"
	var dst []byte
	b.SetBytes(int64(len(s)))
	for b.Loop() {
		dst = AppendString(dst[:0], s)
	}
}

// FuzzAppendStringAgain: copying an earlier encoding writes exactly what
// encoding again would, whether the strings are equal or not.
func FuzzAppendStringAgain(f *testing.F) {
	f.Add("https://a.example/", "https://a.example/")
	f.Add("a\"b", "a\"b")
	f.Add("x", "y")
	f.Add("", "")
	f.Fuzz(func(t *testing.T, a, b string) {
		dst, w := AppendStringWritten([]byte("{"), a)
		dst = append(dst, ',')
		mark := len(dst)
		dst = AppendStringAgain(dst, b, w)
		if got, want := string(dst[mark:]), string(AppendString(nil, b)); got != want {
			t.Fatalf("AppendStringAgain(%q after %q) = %s, want %s", b, a, got, want)
		}
		if got, want := string(AppendStringAgain(nil, a, Written{})), string(AppendString(nil, a)); got != want {
			t.Fatalf("zero Written: %s, want %s", got, want)
		}
	})
}
