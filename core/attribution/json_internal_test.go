package attribution

import (
	"testing"

	"github.com/linkscope/linkscope/core/jsonw"
)

// FuzzShortString holds the quick test of a marker's fields to
// jsonw.AppendString: a string it finds plain is written as itself.
func FuzzShortString(f *testing.F) {
	for _, s := range []string{"", "openstat.ru", "12345678", "top-left-corner", "a\"b", "a\\b", "\x7f", "\x1f", "верх", "x\u202ey",
		"0123456\x80", "abcdefgh\"", "abcdefghijklmnopqrstuvwxyz0123456789"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkPlainShort(t, s)
	})
}

// TestShortStringEveryPlace: the quick test reads words that overlap
// (two halves of four bytes, a last word of eight, three bytes padded);
// a byte to escape at any place of a string of any length up to its
// bound and past it (edge case) must make it not plain all the same.
func TestShortStringEveryPlace(t *testing.T) {
	for n := range 34 {
		checkPlainShort(t, "abcdefghijklmnopqrstuvwxyz0123456789"[:n])
		for at := range n {
			for _, c := range []byte{0, 0x1f, '"', '\\', 0x7f, 0x80, 0xff} {
				b := []byte("abcdefghijklmnopqrstuvwxyz0123456789"[:n])
				b[at] = c
				s := string(b)
				checkPlainShort(t, s)
			}
		}
	}
}

// checkPlainShort holds plainShort to a byte at a time, and a string it
// finds plain to what jsonw.AppendString writes of it.
func checkPlainShort(t *testing.T, s string) {
	t.Helper()
	want := len(s) <= 32
	for i := 0; want && i < len(s); i++ {
		c := s[i]
		want = c >= 0x20 && c < 0x7f && c != '"' && c != '\\'
	}
	if got := plainShort(s); got != want {
		t.Fatalf("%q: plain %v, want %v", s, got, want)
	}
	if js := string(jsonw.AppendString(nil, s)); want && js != `"`+s+`"` {
		t.Fatalf("%q is plain, but JSON writes it %s", s, js)
	}
}
