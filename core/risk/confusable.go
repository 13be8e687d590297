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
	m := toASCII()
	var b strings.Builder
	for _, r := range norm.NFD.String(label) {
		if r < 0x80 {
			b.WriteRune(r)
			continue
		}
		proto, ok := m[r]
		if !ok {
			return "", false
		}
		b.WriteString(proto)
	}
	return b.String(), true
}
