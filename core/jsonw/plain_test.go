package jsonw

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/textsafe"
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

// TestPlainRunLetters holds plainRun's byte test to textsafe's rune test,
// for every rune of the two- and three-byte ranges it reads, and for bad
// sequences: a rune it runs over is one textsafe never escapes.
func TestPlainRunLetters(t *testing.T) {
	for r := rune(0x80); r < 0x10000; r++ {
		s := string(r)
		n := plainRun(s+"\x00", 0)
		if n != 0 && (n != len(s) || textsafe.NeedsEscape(r)) {
			t.Fatalf("plainRun(%U) = %d, but it is %d bytes, NeedsEscape %v", r, n, len(s), textsafe.NeedsEscape(r))
		}
		if r >= 0x380 && r < 0x600 || r >= 0x5000 && r < 0xa000 {
			if n == 0 {
				t.Fatalf("plainRun(%U) = 0, want %d", r, len(s))
			}
		}
	}
	for _, bad := range []string{"\xd0", "\xd0x", "\xd0\xc0", "\xe5\x80", "\xe5\x80x", "\xe5x\x80"} {
		if n := plainRun(bad, 0); n != 0 {
			t.Fatalf("plainRun(%q) = %d, want 0", bad, n)
		}
	}
}

// naiveAppendEscaped is appendEscaped a rune at a time, as AppendString's
// doc states it: the reference its runs are held to.
func naiveAppendEscaped(dst []byte, s string) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if plain[c] != 0 {
				dst = append(dst, c)
			} else {
				dst = appendEscapedByte(dst, c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			dst = append(dst, `\ufffd`...)
		case textsafe.NeedsEscape(r):
			dst = appendUnicodeEscape(dst, r)
		default:
			dst = append(dst, s[i:i+size]...)
		}
		i += size
	}
	return dst
}

// FuzzAppendEscaped holds the run-at-a-time escaper to the rune-at-a-time
// one.
func FuzzAppendEscaped(f *testing.F) {
	for _, s := range []string{"магазин.example.рф", "\"верх\"", "путь/\xd0", "中文\u202eabc", "é\x00ж\xe5\x80", "Ωmega\U0001F600x",
		strings.Repeat("ж", 9) + "\x1b" + strings.Repeat("a", 17) + "\\"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := string(appendEscaped(nil, s)), string(naiveAppendEscaped(nil, s)); got != want {
			t.Fatalf("appendEscaped(%q) = %s, want %s", s, got, want)
		}
	})
}
