package extract

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// CutKind says what a link was cut at.
type CutKind uint8

// The kinds of Cut; CutNone is a link that ends where its text does.
const (
	CutNone      CutKind = iota
	CutControl           // a control character (C0 other than white space, DEL, C1)
	CutNotUTF8           // a byte that is not UTF-8
	CutInvisible         // a zero-width space or byte order mark
)

var cutNames = [...]string{"", "control", "not-utf8", "invisible"}

// String is the JSON "cut" kind.
func (k CutKind) String() string {
	if int(k) < len(cutNames) {
		return cutNames[k]
	}
	return "unknown"
}

// Cut says that the text goes on, glued to a link, past a character no
// link holds: a reader sees one link where the finder stops at that
// character, so the link found may be only the start of what was meant
// (robinst/linkify tests/url.rs ends a link at a control the same way;
// a browser given the whole text would percent-encode the control or
// refuse it). Nothing is cut when the character is followed by white
// space or ends the text.
type Cut struct {
	Rune rune // the character; for CutNotUTF8, the byte
	Kind CutKind
}

// Found reports whether the link was cut.
func (c Cut) Found() bool { return c.Kind != CutNone }

// Char names the character: "U+0001", or "byte 0xFF".
func (c Cut) Char() string {
	if c.Kind == CutNotUTF8 {
		return "byte 0x" + strings.ToUpper(strconv.FormatUint(uint64(c.Rune), 16))
	}
	return uPlus(c.Rune)
}

// Sentence says what the cut means, for a list row or a diagnostic.
func (c Cut) Sentence() string {
	var what string
	switch c.Kind {
	case CutControl:
		what = "a control character (" + c.Char() + ")"
	case CutNotUTF8:
		what = "a " + c.Char() + " that is not UTF-8"
	case CutInvisible:
		what = "an invisible character (" + c.Char() + ")"
	default:
		return ""
	}
	return "cut at " + what + ": the text goes on past it without a break, so the link may be longer"
}

func uPlus(r rune) string {
	h := strings.ToUpper(strconv.FormatInt(int64(r), 16))
	for len(h) < 4 {
		h = "0" + h
	}
	return "U+" + h
}

// cutAt reports whether scanBody's stop at s[stop] cut a link: the
// character there is one no link holds (not white space, punctuation or
// a bracket, which end a link in prose) and more text is glued after it.
func cutAt(s string, stop int) Cut {
	if stop >= len(s) {
		return Cut{}
	}
	var c Cut
	r, size := utf8.DecodeRuneInString(s[stop:])
	switch {
	case r == utf8.RuneError && size == 1:
		c = Cut{Kind: CutNotUTF8, Rune: rune(s[stop])}
	case unicode.IsSpace(r): // NEL (U+0085) too: a line break
		return Cut{}
	case r < ' ' || r == 0x7f || (0x80 <= r && r < 0xa0):
		c = Cut{Kind: CutControl, Rune: r}
	case r == '\u200b' || r == '\ufeff':
		c = Cut{Kind: CutInvisible, Rune: r}
	default:
		return Cut{}
	}
	if !gluedAfter(s, stop+size) {
		return Cut{}
	}
	return c
}

// gluedAfter reports whether s[i:] goes on with a character that may be
// part of a link: not the end, white space or another control.
func gluedAfter(s string, i int) bool {
	if i >= len(s) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return !unicode.IsSpace(r) && !isControl(r)
}
