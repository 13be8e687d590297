package cli

import "testing"

// FuzzIsASCII checks the word-at-a-time test against the plain loop.
func FuzzIsASCII(f *testing.F) {
	for _, s := range []string{"", "http://example.org/", "abcdefgh\x7f", "1234567\x80", "12345678\xff", "верх"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		want := true
		for _, c := range b {
			if c >= 0x80 {
				want = false
			}
		}
		if got := isASCII(b); got != want {
			t.Fatalf("isASCII(%q) = %v, want %v", b, got, want)
		}
	})
}
