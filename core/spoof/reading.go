package spoof

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// ASCIIReading returns the ASCII text a label reads as when every
// character of it, after NFD, is ASCII or has an all-ASCII confusable
// prototype (printable, no space): the label with each non-ASCII character
// replaced by its prototype. ASCII characters stay as written, so "аpple"
// reads as "apple", not as the skeleton "appIe". ok is false for a label
// that does not read as ASCII, which is most non-ASCII labels.
func ASCIIReading(label string) (string, bool) {
	if keepsUnreadable(label) {
		return "", false
	}
	if !norm.NFD.IsNormalString(label) {
		label = norm.NFD.String(label)
	}
	n := 0
	for _, r := range label {
		if r < 0x80 {
			n++
			continue
		}
		p, ok := asciiPrototype(r)
		if !ok {
			return "", false
		}
		n += len(p)
	}
	var b strings.Builder
	b.Grow(n)
	for _, r := range label {
		if r < 0x80 {
			b.WriteRune(r)
			continue
		}
		p, _ := asciiPrototype(r)
		b.WriteString(p)
	}
	return b.String(), true
}

// asciiPrototype is r's prototype when it is printable ASCII other than
// space.
func asciiPrototype(r rune) (string, bool) {
	p, ok := prototype(r)
	if !ok || p == "" {
		return "", false
	}
	for i := 0; i < len(p); i++ {
		if p[i] <= 0x20 || p[i] >= 0x7f {
			return "", false
		}
	}
	return p, true
}

// keepsUnreadable reports whether label holds a non-ASCII character with
// no ASCII prototype that NFD leaves as it is: then no reading is ASCII,
// found without normalizing. (Hangul syllables decompose algorithmically,
// with no Decomposition entry, so they are left to the full test.)
func keepsUnreadable(label string) bool {
	for i, r := range label {
		if r < 0x80 || 0xAC00 <= r && r <= 0xD7A3 {
			continue
		}
		if _, ok := asciiPrototype(r); !ok && norm.NFD.PropertiesString(label[i:]).Decomposition() == nil {
			return true
		}
	}
	return false
}
