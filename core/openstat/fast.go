package openstat

import (
	"unicode"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/internal/bytespan"
)

// Byte classes for the decoder's fast path.
const (
	classPlain  = iota // allowed in a field
	classSep           // ';'
	classRefuse        // never allowed in a field: controls, '&', '='
	classMulti         // starts a multi-byte UTF-8 sequence: look closer
)

// byteClass classifies every byte once, so the hot loops do one load per
// byte. It is read-only after package initialisation.
var byteClass = func() (t [256]uint8) {
	for c := range 256 {
		switch {
		case c == ';':
			t[c] = classSep
		case c < 0x20 || c == 0x7f || c == '&' || c == '=':
			t[c] = classRefuse
		case c >= 0x80:
			t[c] = classMulti
		}
	}
	return t
}()

// isBase64Byte is the URL-safe base64 alphabet.
var isBase64Byte = func() (t [256]bool) {
	for c := range 256 {
		t[c] = 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '_'
	}
	return t
}()

// fieldBytes are the bytes a field holds as themselves that JSON also
// writes as themselves: printable ASCII but the separator ';', the
// refused '&' and '=', and the '"' and '\\' JSON escapes. splitValid skips
// runs of them sixteen bytes a step.
var fieldBytes = bytespan.ColumnsOf(func(c byte) bool {
	return c >= 0x20 && c < 0x7f && c != ';' && c != '&' && c != '=' && c != '"' && c != '\\'
})

// splitValid splits text into a valid marker in one pass. It reports false
// for anything unusual (wrong field count, a refused character, invalid
// UTF-8, an empty service), and the caller then takes the slow path that
// explains why. plain says every field is printable ASCII JSON writes as
// itself.
func splitValid(text string) (m Marker, plain, ok bool) {
	var cut [3]int
	n := 0
	plain = true
	for i := 0; ; {
		if i = fieldBytes.Span(text, i); i >= len(text) {
			break
		}
		switch byteClass[text[i]] {
		case classPlain: // '"' or '\\': allowed, but escaped in JSON
			plain = false
			i++
		case classSep:
			if n == 3 {
				return Marker{}, false, false
			}
			cut[n] = i
			n++
			i++
		case classRefuse:
			return Marker{}, false, false
		default:
			r, size := utf8.DecodeRuneInString(text[i:])
			if r == utf8.RuneError && size == 1 || refusedRune(r) {
				return Marker{}, false, false
			}
			plain = false
			i += size
		}
	}
	if n != 3 || cut[0] == 0 {
		return Marker{}, false, false
	}
	return Marker{text[:cut[0]], text[cut[0]+1 : cut[1]], text[cut[1]+1 : cut[2]], text[cut[2]+1:]}, plain, true
}

// refusedRune reports whether a non-ASCII rune is a control (Cc) or format
// (Cf) character. Latin, Greek and Cyrillic letters (U+00A0 to U+05FF,
// where U+00AD is the only one of either class) are answered without the
// tables.
func refusedRune(r rune) bool {
	if r >= 0xa0 && r < 0x600 {
		return r == 0xad
	}
	return unicode.Is(unicode.Cc, r) || unicode.Is(unicode.Cf, r)
}
