package risk

import (
	"sort"
	"unicode"
)

// scriptOf returns the Unicode Script property of r ("Common" and
// "Inherited" included), looking at the usual scripts of host names first.
func scriptOf(r rune) string {
	switch {
	case 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z':
		return "Latin"
	case r < 0x80:
		return "Common"
	case 0x430 <= r && r <= 0x44f:
		return "Cyrillic" // the lower-case Cyrillic alphabet, the bulk of Cyrillic host names
	}
	for _, name := range [...]string{"Latin", "Cyrillic", "Greek", "Han", "Hiragana", "Katakana", "Hangul", "Arabic", "Hebrew", "Common", "Inherited"} {
		if unicode.Is(unicode.Scripts[name], r) {
			return name
		}
	}
	names := make([]string, 0, len(unicode.Scripts))
	for name := range unicode.Scripts {
		names = append(names, name)
	}
	sort.Strings(names) // a rune has one script; the order only makes the loop deterministic
	for _, name := range names {
		if unicode.Is(unicode.Scripts[name], r) {
			return name
		}
	}
	return "Unknown"
}

// allowedMixes are the script sets UTS #39's Highly Restrictive level
// accepts besides a single script.
var allowedMixes = [][]string{
	{"Latin", "Han", "Hiragana", "Katakana"},
	{"Latin", "Han", "Bopomofo"},
	{"Latin", "Han", "Hangul"},
}

// mixedScripts returns the scripts of label (Common and Inherited
// ignored) when they are more than one and no allowed mix covers them,
// else nil.
func mixedScripts(label string) []string {
	var buf [4]string
	scripts := buf[:0]
	for _, r := range label {
		s := scriptOf(r)
		if s == "Common" || s == "Inherited" || contains(scripts, s) {
			continue
		}
		scripts = append(scripts, s)
	}
	if len(scripts) < 2 {
		return nil
	}
	for _, mix := range allowedMixes {
		if coveredBy(scripts, mix) {
			return nil
		}
	}
	return append([]string(nil), scripts...)
}

func coveredBy(scripts, mix []string) bool {
	for _, s := range scripts {
		if !contains(mix, s) {
			return false
		}
	}
	return true
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}
