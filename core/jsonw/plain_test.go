package jsonw

import (
	"strings"
	"testing"
)

// naivePlainPrefix is plainPrefix byte by byte, from the table.
func naivePlainPrefix(s string) int {
	i := 0
	for i < len(s) && plain[s[i]] != 0 {
		i++
	}
	return i
}

// TestPlainPrefix puts every byte value at every place of strings of
// every length around the word and vector sizes, after plain bytes and
// before both plain and stop bytes (a borrow or carry from a stop byte
// must not hide it, nor flag a plain byte before it).
func TestPlainPrefix(t *testing.T) {
	for n := 1; n <= 2*vectorMin+1; n++ {
		for at := 0; at < n; at++ {
			for c := 0; c < 256; c++ {
				for _, fill := range []byte{'a', '!', '~', ' ', 0x00, 0xff} {
					b := []byte(strings.Repeat("a", n))
					b[at] = byte(c)
					for k := at + 1; k < n; k++ {
						b[k] = fill
					}
					s := string(b)
					if got, want := plainPrefix(s), naivePlainPrefix(s); got != want {
						t.Fatalf("plainPrefix(%q) = %d, want %d", s, got, want)
					}
				}
			}
		}
	}
}

// FuzzPlainPrefix holds the word and vector scans to the table.
func FuzzPlainPrefix(f *testing.F) {
	f.Add("https://example.com/path?q=1#frag")
	f.Add("abcdefg\x7f")
	f.Add(strings.Repeat("x", 40) + "\"")
	f.Add("\xff\x7f~ \x1f")
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := plainPrefix(s), naivePlainPrefix(s); got != want {
			t.Fatalf("plainPrefix(%q) = %d, want %d", s, got, want)
		}
	})
}
