package asciifold

import (
	"strings"
	"testing"
)

func TestFold(t *testing.T) {
	for _, c := range []struct {
		s, lower      string
		prefix, equal bool
	}{
		{"HTTPS://x", "https", true, false},
		{"Http", "http", true, true},
		{"htt", "http", false, false},
		{"%2F", "%2f", true, true},
		{"[ttp", "{ttp", false, false}, // '[' follows 'Z' and folds to nothing
		{"", "", true, true},
	} {
		if got := HasPrefix(c.s, c.lower); got != c.prefix {
			t.Errorf("HasPrefix(%q, %q) = %v", c.s, c.lower, got)
		}
		if got := Equal(c.s, c.lower); got != c.equal {
			t.Errorf("Equal(%q, %q) = %v", c.s, c.lower, got)
		}
	}
}

// FuzzHasPrefix holds HasPrefix to strings.HasPrefix over the ASCII
// lower-casing of s.
func FuzzHasPrefix(f *testing.F) {
	f.Add("HTTPS://example", "https")
	f.Add("Ä", "ä")
	f.Fuzz(func(t *testing.T, s, prefix string) {
		lower := asciiLower(prefix)
		want := strings.HasPrefix(asciiLower(s), lower)
		if got := HasPrefix(s, lower); got != want {
			t.Fatalf("HasPrefix(%q, %q) = %v, want %v", s, lower, got, want)
		}
	})
}

func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}
