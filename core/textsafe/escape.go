package textsafe

import (
	"strconv"
	"unicode"
	"unicode/utf8"
)

// NeedsEscape reports whether r must not reach a terminal as itself: C0 and
// C1 controls, DEL, format characters (bidi controls, zero-width joiners,
// the BOM, ...), line and paragraph separators, and the replacement for
// invalid UTF-8 is handled by the callers that see bytes.
func NeedsEscape(r rune) bool {
	if r < 0x20 || r == 0x7f {
		return true
	}
	if r < 0x80 {
		return false
	}
	if r < 0xa0 { // C1 controls, among them U+009B CSI
		return true
	}
	if isPlainScript(r) {
		return false
	}
	return needsEscapeSlow(r)
}

// isPlainScript reports whether r lies in a block that has no format,
// private-use or invisible characters: Greek, Cyrillic, Armenian, Hebrew,
// CJK ideographs, Hangul syllables. Non-ASCII links are mostly written in
// these, and the Unicode table searches cost more than the rest of the
// check.
func isPlainScript(r rune) bool {
	return r >= 0x370 && r < 0x600 || r >= 0x4e00 && r < 0xa000 || r >= 0xac00 && r < 0xd7a4
}

// needsEscapeSlow is NeedsEscape for runes from U+00A0 on.
func needsEscapeSlow(r rune) bool {
	switch r {
	case 0x2028, 0x2029, 0x115f, 0x1160, 0x3164, 0xffa0, 0x34f:
		// Line/paragraph separators move the cursor; the Hangul fillers
		// and the combining grapheme joiner render as nothing.
		return true
	}
	return unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Co, r) ||
		(r >= 0xfe00 && r <= 0xfe0f) || (r >= 0xe0100 && r <= 0xe01ef) // variation selectors
}

// Escape returns s with every rune that NeedsEscape written visibly: C0
// controls and DEL as \xHH (ESC is \x1b), other runes as U+HHHH, and each
// byte of invalid UTF-8 as \xHH. Backslash itself is left alone: the output
// is for reading, not for unescaping. When nothing needs escaping, s is
// returned as is, without allocating.
func Escape(s string) string {
	i := firstUnsafe(s)
	if i < 0 {
		return s
	}
	buf := make([]byte, 0, len(s)+16)
	buf = append(buf, s[:i]...)
	return string(AppendEscaped(buf, s[i:]))
}

// AppendEscaped appends Escape(s) to dst.
func AppendEscaped(dst []byte, s string) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c < 0x7f {
			dst = append(dst, c)
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			dst = appendHexByte(dst, s[i])
		case r < 0x80:
			dst = appendHexByte(dst, c)
		case NeedsEscape(r):
			dst = AppendCodePoint(dst, r)
		default:
			dst = append(dst, s[i:i+size]...)
		}
		i += size
	}
	return dst
}

func firstUnsafe(s string) int {
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c < 0x7f {
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if (r == utf8.RuneError && size == 1) || NeedsEscape(r) {
			return i
		}
		i += size
	}
	return -1
}

const hexDigits = "0123456789abcdef"

func appendHexByte(dst []byte, b byte) []byte {
	return append(dst, '\\', 'x', hexDigits[b>>4], hexDigits[b&0xf])
}

// AppendCodePoint appends r in the U+XXXX notation (at least four upper-case
// hex digits). It writes the digits itself: formatting a string and
// upper-casing it was a quarter of a Describe.
func AppendCodePoint(dst []byte, r rune) []byte {
	dst = append(dst, 'U', '+')
	if r < 0 { // no rune: written as a signed number, as it always was
		h := strconv.FormatInt(int64(r), 16)
		return append(append(dst, "0000"[min(len(h), 4):]...), h...)
	}
	u := uint32(r)
	digits := 4
	for u>>(4*digits) != 0 && digits < 8 {
		digits++
	}
	for shift := 4 * (digits - 1); shift >= 0; shift -= 4 {
		dst = append(dst, upperHexDigits[u>>shift&0xf])
	}
	return dst
}

const upperHexDigits = "0123456789ABCDEF"

// CodePoint returns r in the U+XXXX notation.
func CodePoint(r rune) string { return string(AppendCodePoint(nil, r)) }

// SafeBytes reports whether b can be shown as is: Escape would not change
// it. It reads b in place, for output buffers on hot paths.
func SafeBytes(b []byte) bool {
	for i := 0; i < len(b); {
		c := b[i]
		if c >= 0x20 && c < 0x7f {
			i++
			continue
		}
		r, size := utf8.DecodeRune(b[i:])
		if (r == utf8.RuneError && size == 1) || NeedsEscape(r) {
			return false
		}
		i += size
	}
	return true
}
