package attribution

import (
	"testing"

	"github.com/linkscope/linkscope/core/jsonw"
)

// FuzzShortString holds the quick writer of a marker's fields to
// jsonw.AppendString.
func FuzzShortString(f *testing.F) {
	for _, s := range []string{"", "openstat.ru", "12345678", "top-left-corner", "a\"b", "a\\b", "\x7f", "\x1f", "верх", "x\u202ey",
		"0123456\x80", "abcdefgh\"", "abcdefghijklmnopqrstuvwxyz0123456789"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := appendShortString(nil, s), jsonw.AppendString(nil, s); string(got) != string(want) {
			t.Fatalf("%q: %s, want %s", s, got, want)
		}
	})
}

// TestShortStringEveryPlace: the quick writer reads words that overlap
// (two halves of four bytes, a last word of eight); a byte to escape at
// any place of a string of any length up to its bound (edge case) must
// send it to jsonw.AppendString all the same.
func TestShortStringEveryPlace(t *testing.T) {
	for n := range 34 {
		for at := range n {
			for _, c := range []byte{0, 0x1f, '"', '\\', 0x7f, 0x80, 0xff} {
				b := []byte("abcdefghijklmnopqrstuvwxyz0123456789"[:n])
				b[at] = c
				s := string(b)
				if got, want := appendShortString(nil, s), jsonw.AppendString(nil, s); string(got) != string(want) {
					t.Fatalf("%q: %s, want %s", s, got, want)
				}
			}
		}
	}
}
