package bytespan

import (
	"strings"
	"testing"
)

// sets are the shapes of set the URL scanners use: one column, letters
// and digits only, every printable byte, none, and a scattered set.
var sets = map[string]func(c byte) bool{
	"none":      func(c byte) bool { return false },
	"printable": func(c byte) bool { return c >= 0x20 && c < 0x80 },
	"alnum":     func(c byte) bool { return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' },
	"column-5":  func(c byte) bool { return c >= 0x20 && c < 0x80 && c&15 == 5 },
	"no-pct":    func(c byte) bool { return c > 0x20 && c < 0x7f && !strings.ContainsRune("%\"#<>?`{}", rune(c)) },
}

func naive(s string, i int, allowed func(c byte) bool) int {
	for i < len(s) && allowed(s[i]) {
		i++
	}
	return i
}

func check(t *testing.T, s string, i int) {
	for name, allowed := range sets {
		cols := ColumnsOf(allowed)
		for c := 0; c < 256; c++ {
			if cols.Has(byte(c)) != allowed(byte(c)) {
				t.Fatalf("%s: Has(%#x) = %v", name, c, cols.Has(byte(c)))
			}
		}
		want := naive(s, i, allowed)
		if got := cols.Span(s, i); got != want {
			t.Fatalf("%s: Span(%q, %d) = %d, want %d", name, s, i, got, want)
		}
		got, ok := Blocks(s, i, &cols)
		if !ok {
			continue // no vector step here: Span's loop scans
		}
		if got != want {
			t.Fatalf("%s: Blocks(%q, %d) = %d, want %d", name, s, i, got, want)
		}
	}
}

// TestBlocks: every stop position in and around a block, from every start.
func TestBlocks(t *testing.T) {
	base := strings.Repeat("a5Ez", 12) // 48 bytes every set but none allows a part of
	for _, stop := range []string{"\x00", " ", "%", "\x7f", "\x80", "\xff", "#", "u"} {
		for at := 0; at < len(base); at++ {
			s := base[:at] + stop + base[at+1:]
			for i := 0; i <= len(s); i++ {
				check(t, s, i)
			}
		}
	}
}

func TestColumnsOfRefusesControls(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("a set with a control byte was accepted")
		}
	}()
	ColumnsOf(func(c byte) bool { return c == '\n' })
}

// FuzzBlocks holds the vector step to a byte-by-byte loop.
func FuzzBlocks(f *testing.F) {
	f.Add("https://example.com/path?q=1#frag", 8)
	f.Add(strings.Repeat("abc%20", 10)+"\x00", 0)
	f.Add("\x80\x81 AAAAAAAAAAAAAAAAAAAAAAAA", 3)
	f.Fuzz(func(t *testing.T, s string, i int) {
		if i < 0 || i > len(s) {
			return
		}
		check(t, s, i)
	})
}
