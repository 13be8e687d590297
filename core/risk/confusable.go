package risk

import (
	_ "embed"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/text/unicode/norm"
)

// confusablesTSV is the part of Unicode's confusables.txt that maps a
// non-ASCII character to an all-ASCII prototype; its header names the
// version.
//
//go:embed confusables.tsv
var confusablesTSV string

var toASCII = sync.OnceValue(func() map[rune]string {
	m := map[rune]string{}
	for _, line := range strings.Split(confusablesTSV, "\n") {
		hex, proto, ok := strings.Cut(line, "\t")
		if !ok || strings.HasPrefix(line, "#") {
			continue
		}
		if r, err := strconv.ParseUint(hex, 16, 32); err == nil {
			m[rune(r)] = proto
		}
	}
	return m
})

// lookalike reports whether the UTS #39 skeleton of a non-ASCII label is
// all ASCII: after NFD, every character is ASCII or has an ASCII
// prototype. It returns the label with each non-ASCII character replaced
// by its prototype (ASCII characters kept as written, so "аpple" reads as
// "apple", not as the skeleton "appIe").
func lookalike(label string) (string, bool) {
	if keepsUnmapped(label) {
		return "", false
	}
	if !norm.NFD.IsNormalString(label) {
		label = norm.NFD.String(label)
	}
	m := toASCII()
	// Most non-ASCII labels are words of another script with no ASCII
	// lookalike: find that out before building anything.
	n := 0
	for _, r := range label {
		if r < 0x80 {
			n++
			continue
		}
		proto, ok := m[r]
		if !ok {
			return "", false
		}
		n += len(proto)
	}
	b := make([]byte, 0, n)
	for _, r := range label {
		if r < 0x80 {
			b = append(b, byte(r))
			continue
		}
		b = append(b, m[r]...)
	}
	return string(b), true
}

// keepsUnmapped reports whether label holds a character with no ASCII
// prototype that NFD leaves as it is: then no skeleton of the label is
// ASCII, which is the answer for most non-ASCII labels, found without
// normalizing. (Hangul syllables decompose without a Decomposition
// entry, so they are left to the full test.)
func keepsUnmapped(label string) bool {
	m := toASCII()
	for i, r := range label {
		if r < 0x80 || 0xac00 <= r && r <= 0xd7a3 {
			continue
		}
		if _, ok := m[r]; !ok && norm.NFD.PropertiesString(label[i:]).Decomposition() == nil {
			return true
		}
	}
	return false
}
