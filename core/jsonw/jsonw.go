// Package jsonw appends JSON values to byte slices without reflection.
//
// The batch commands write one JSON object per input line over millions of
// lines; encoding/json's reflection and allocations would dominate that
// work, so each report type writes itself with these helpers instead.
package jsonw

import (
	"strconv"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/internal/bytespan"
	"github.com/linkscope/linkscope/core/textsafe"
)

const hex = "0123456789abcdef"

// AppendString appends s as a JSON string literal. Invalid UTF-8 bytes become
// U+FFFD, as in encoding/json. Every rune textsafe.NeedsEscape flags (C0 and
// C1 controls, bidi overrides, zero-width and other format characters, line
// separators) is written as a \u escape: the JSON decodes to the same
// string, and printed to a terminal it cannot act on it or hide anything.
func AppendString(dst []byte, s string) []byte {
	// Nearly every string of a report is plain ASCII (a URL, a parameter
	// name): one scan finds that, and the string is copied whole.
	i := plainPrefix(s)
	dst = append(dst, '"')
	dst = append(dst, s[:i]...)
	if i < len(s) {
		dst = appendEscaped(dst, s[i:])
	}
	return append(dst, '"')
}

// appendEscaped appends s, which starts with a byte that is not plain,
// escaped as AppendString escapes it, without the quotes. The bytes
// written as themselves are copied a run at a time: only a rune that
// must be escaped, or one outside the scripts plainRun knows, stops it.
func appendEscaped(dst []byte, s string) []byte {
	start := 0
	for i := 0; i < len(s); {
		if i = plainRun(s, i); i == len(s) {
			break
		}
		c := s[i]
		if c < utf8.RuneSelf {
			dst = append(dst, s[start:i]...)
			dst = appendEscapedByte(dst, c)
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if (r == utf8.RuneError && size == 1) || textsafe.NeedsEscape(r) {
			dst = append(dst, s[start:i]...)
			if r == utf8.RuneError && size == 1 {
				dst = append(dst, `\ufffd`...)
			} else {
				dst = appendUnicodeEscape(dst, r)
			}
			start = i + size
		}
		i += size
	}
	return append(dst, s[start:]...)
}

// plainRun returns where the run of bytes written as themselves that
// starts at s[i] ends: plain ASCII, a block at a time, and the letters
// whose bytes alone show they are of the scripts textsafe never escapes
// (its isPlainScript), a rune at a time: U+0380 to U+05FF (Greek,
// Cyrillic, Armenian, Hebrew), two bytes led by 0xCE to 0xD7, and U+5000
// to U+9FFF (CJK ideographs), three bytes led by 0xE5 to 0xE9. A link's
// non-ASCII text is mostly such letters between ASCII punctuation
// (магазин.example.рф), so most strings are one run, copied once; a
// decode and a table search a rune cost 60 to 100 instructions a
// character.
func plainRun(s string, i int) int {
	for i < len(s) {
		c := s[i]
		switch {
		case plain[c] != 0:
			i += plainPrefix(s[i:])
		case c >= 0xce && c <= 0xd7 && i+1 < len(s) && isContinuation(s[i+1]):
			i += 2
		case c >= 0xe5 && c <= 0xe9 && i+2 < len(s) && isContinuation(s[i+1]) && isContinuation(s[i+2]):
			i += 3
		default:
			return i
		}
	}
	return i
}

// isContinuation reports whether c is a UTF-8 continuation byte.
func isContinuation(c byte) bool { return c&0xc0 == 0x80 }

// IsPlain reports whether s is written as itself between the quotes:
// printable ASCII without '"' or '\\'.
func IsPlain(s string) bool { return plainPrefix(s) == len(s) }

// AppendPlain appends s, which IsPlain, between quotes: a copy, no scan.
// A caller that knows many strings are made of one plain string's bytes
// (Safe Browsing's expressions of their canonical URL) tests that one once.
func AppendPlain(dst []byte, s string) []byte {
	dst = append(dst, '"')
	dst = append(dst, s...)
	return append(dst, '"')
}

// Written records a string appended to a buffer and where its JSON
// encoding lies there, so that an equal string appended later to the same
// buffer is copied rather than escaped again (a link repeats in a report:
// the input and its unwrapped target, one normalization step's result and
// the next one's start).
type Written struct {
	value      string
	start, end int
}

// AppendStringWritten is AppendString returning the record of what it
// wrote.
func AppendStringWritten(dst []byte, s string) ([]byte, Written) {
	start := len(dst)
	dst = AppendString(dst, s)
	return dst, Written{value: s, start: start, end: len(dst)}
}

// AppendStringAgain appends s, copying w's encoding when s equals w's
// string. w must come from AppendStringWritten on dst, and dst must not
// have been cut back since; the zero Written matches nothing.
func AppendStringAgain(dst []byte, s string, w Written) []byte {
	if w.end > w.start && s == w.value {
		return append(dst, dst[w.start:w.end]...)
	}
	return AppendString(dst, s)
}

// AppendStringAgainWritten is AppendStringAgain returning the record of
// what it wrote.
func AppendStringAgainWritten(dst []byte, s string, w Written) ([]byte, Written) {
	start := len(dst)
	dst = AppendStringAgain(dst, s, w)
	return dst, Written{value: s, start: start, end: len(dst)}
}

// plain marks the bytes written as themselves: printable ASCII but '"' and
// '\\'. It is read-only after initialisation.
var plain = func() (t [256]uint8) {
	for c := 0x20; c < 0x7f; c++ {
		if c != '"' && c != '\\' {
			t[c] = 1
		}
	}
	return t
}()

// plainColumns is plain as the vector scan reads it.
var plainColumns = bytespan.ColumnsOf(func(c byte) bool { return plain[c] != 0 })

func appendEscapedByte(dst []byte, c byte) []byte {
	switch c {
	case '"', '\\':
		return append(dst, '\\', c)
	case '\n':
		return append(dst, '\\', 'n')
	case '\r':
		return append(dst, '\\', 'r')
	case '\t':
		return append(dst, '\\', 't')
	}
	return appendUnicodeEscape(dst, rune(c))
}

func appendUnicodeEscape(dst []byte, r rune) []byte {
	if r > 0xffff {
		r1, r2 := utf16.EncodeRune(r)
		return appendUnicodeEscape(appendUnicodeEscape(dst, r1), r2)
	}
	return append(dst, '\\', 'u', hex[r>>12&0xf], hex[r>>8&0xf], hex[r>>4&0xf], hex[r&0xf])
}

// AppendKey appends "key": after a comma when the object already holds a
// member (dst does not end in '{' or '['). Writers on a hot path append
// their constant keys as literals instead (`,"name":`), which costs a copy
// and nothing else.
func AppendKey(dst []byte, key string) []byte {
	if n := len(dst); n > 0 && dst[n-1] != '{' && dst[n-1] != '[' {
		dst = append(dst, ',')
	}
	if !IsPlain(key) {
		return append(AppendString(dst, key), ':')
	}
	dst = append(dst, '"')
	dst = append(dst, key...)
	return append(dst, '"', ':')
}

// AppendInt appends n as a JSON number.
func AppendInt(dst []byte, n int64) []byte { return strconv.AppendInt(dst, n, 10) }

// AppendBool appends true or false.
func AppendBool(dst []byte, b bool) []byte { return strconv.AppendBool(dst, b) }

// AppendNull appends null.
func AppendNull(dst []byte) []byte { return append(dst, "null"...) }

// AppendStringOrNull appends s as a string when defined, else null: the
// contract's way to tell an absent component from an empty one.
func AppendStringOrNull(dst []byte, s string, defined bool) []byte {
	if !defined {
		return AppendNull(dst)
	}
	return AppendString(dst, s)
}

// AppendArray appends items as a JSON array ([] when there is none),
// each written by appendItem.
func AppendArray[T any](dst []byte, items []T, appendItem func(dst []byte, item *T) []byte) []byte {
	dst = append(dst, '[')
	for i := range items {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = appendItem(dst, &items[i])
	}
	return append(dst, ']')
}

// AppendStrings appends a JSON array of strings.
func AppendStrings(dst []byte, list []string) []byte {
	dst = append(dst, '[')
	for i, s := range list {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = AppendString(dst, s)
	}
	return append(dst, ']')
}
