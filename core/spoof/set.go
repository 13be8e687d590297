package spoof

import (
	"strings"
)

// charSet is a set of code points as the rule tables write it:
// space-separated terms, each a code point (`0131`), a range
// (`0300..0339`), a Script (`sc=Latin`) or a Script_Extensions value
// (`scx=Katakana`: the character's extensions include Katakana).
type charSet struct {
	spans [][2]rune
	sc    []script
	scx   scriptSet
	text  string // as written, for messages and tests
}

func parseSet(table, expr string) charSet {
	t := ucd()
	s := charSet{text: expr}
	for _, term := range strings.Fields(expr) {
		switch {
		case strings.HasPrefix(term, "sc="):
			s.sc = append(s.sc, t.script(term[3:]))
		case strings.HasPrefix(term, "scx="):
			s.scx.add(t.script(term[4:]))
		default:
			lo, hi := hexSpan(table, term)
			s.spans = append(s.spans, [2]rune{lo, hi})
		}
	}
	return s
}

func (s *charSet) has(r rune) bool {
	for _, sp := range s.spans {
		if sp[0] <= r && r <= sp[1] {
			return true
		}
	}
	if len(s.sc) == 0 && s.scx.empty() {
		return false
	}
	t := ucd()
	sc := t.scriptOf(r)
	for _, c := range s.sc {
		if c == sc {
			return true
		}
	}
	return t.scx(r).intersects(s.scx)
}

// hasAny reports whether s holds a rune of str.
func (s *charSet) hasAny(str string) bool {
	for _, r := range str {
		if s.has(r) {
			return true
		}
	}
	return false
}

// hasAll reports whether s holds every rune of str.
func (s *charSet) hasAll(str string) bool {
	for _, r := range str {
		if !s.has(r) {
			return false
		}
	}
	return true
}
