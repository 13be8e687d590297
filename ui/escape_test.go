package ui

import (
	"strings"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/textsafe"
)

// textsafeEscape is what Wrap shows when nothing is cut: textsafe.Escape,
// except that a zero-width mark with no visible character before it is
// shown as a code point. Written rune by rune, independently of Wrap.
func textsafeEscape(s string) string {
	var b strings.Builder
	visible := false // the previous rune was shown as itself, with width
	for i, r := range s {
		size := utf8.RuneLen(r)
		if r == utf8.RuneError {
			_, size = utf8.DecodeRuneInString(s[i:])
		}
		e := textsafe.Escape(s[i : i+size])
		if e == s[i:i+size] && runeWidth(r) == 0 && !visible {
			e = textsafe.CodePoint(r)
		}
		visible = e == s[i:i+size] && runeWidth(r) > 0
		b.WriteString(e)
	}
	return b.String()
}
