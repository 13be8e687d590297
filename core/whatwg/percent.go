package whatwg

import "unicode/utf8"

// Percent-encode sets (URL Standard section 1.3 "Percent-encoded bytes"),
// one bit each in encodeSets. Every set holds the C0 controls and all
// bytes above 0x7E, so every byte of a non-ASCII code point is encoded.
const (
	setC0 uint8 = 1 << iota
	setFragment
	setQuery
	setSpecialQuery
	setPath
	setUserinfo
)

// encodeSets is read-only after initialisation.
var encodeSets = func() (t [256]uint8) {
	all := setC0 | setFragment | setQuery | setSpecialQuery | setPath | setUserinfo
	for c := 0; c < 256; c++ {
		if c < 0x20 || c > 0x7e {
			t[c] = all
		}
	}
	add := func(sets uint8, chars string) {
		for i := 0; i < len(chars); i++ {
			t[chars[i]] |= sets
		}
	}
	add(setFragment|setQuery|setSpecialQuery|setPath|setUserinfo, ` "<>`)
	add(setFragment|setPath|setUserinfo, "`")
	add(setQuery|setSpecialQuery|setPath|setUserinfo, "#")
	add(setSpecialQuery, "'")
	add(setPath|setUserinfo, "?^{}")
	add(setUserinfo, "/:;=@[\\]|")
	return t
}()

// urlCodePoint marks the ASCII URL code points (section 4.2 "URL
// writing"): alphanumerics and !$&'()*+,-./:;=?@_~. Non-ASCII code
// points from U+00A0 are URL code points but surrogates and noncharacters.
var urlCodePoint = func() (t [128]bool) {
	for c := '0'; c <= '9'; c++ {
		t[c] = true
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c] = true
		t[c-'a'+'A'] = true
	}
	for _, c := range "!$&'()*+,-./:;=?@_~" {
		t[c] = true
	}
	return t
}()

func isURLCodePoint(r rune) bool {
	if r < 0x80 {
		return urlCodePoint[r]
	}
	if r < 0xA0 || r > 0x10FFFD || (r >= 0xD800 && r <= 0xDFFF) {
		return false
	}
	return !(r >= 0xFDD0 && r <= 0xFDEF) && r&0xFFFE != 0xFFFE
}

// passThrough marks, per set, the ASCII URL code points the set does not
// encode: bytes copied as they are with nothing to report.
var passThrough = func() (t [256]uint8) {
	for c := 0; c < 0x80; c++ {
		if urlCodePoint[c] {
			t[c] = ^encodeSets[c]
		}
	}
	return t
}()

const upperHex = "0123456789ABCDEF"

func appendPercent(dst []byte, c byte) []byte {
	return append(dst, '%', upperHex[c>>4], upperHex[c&15])
}

// badRune is what decodeRune returns for an ill-formed sequence.
const badRune = -1

// decodeRune decodes the first code point of s. For an ill-formed
// sequence it returns badRune and the length of its maximal subpart, the
// bytes the Encoding Standard's UTF-8 decoder replaces with one U+FFFD.
// It returns size 0 for an empty s.
func decodeRune(s string) (rune, int) {
	if s == "" {
		return badRune, 0
	}
	r, size := utf8.DecodeRuneInString(s)
	if r != utf8.RuneError || size > 1 {
		return r, size
	}
	return badRune, maximalSubpart(s)
}

func maximalSubpart(s string) int {
	lead := s[0]
	need, lo, hi := 0, byte(0x80), byte(0xBF)
	switch {
	case lead >= 0xC2 && lead <= 0xDF:
		need = 1
	case lead == 0xE0:
		need, lo = 2, 0xA0
	case lead == 0xED:
		need, hi = 2, 0x9F
	case lead >= 0xE1 && lead <= 0xEF:
		need = 2
	case lead == 0xF0:
		need, lo = 3, 0x90
	case lead == 0xF4:
		need, hi = 3, 0x8F
	case lead >= 0xF1 && lead <= 0xF3:
		need = 3
	default:
		return 1
	}
	n := 1
	for n <= need && n < len(s) && s[n] >= lo && s[n] <= hi {
		n++
		lo, hi = 0x80, 0xBF
	}
	return n
}

// replacement is U+FFFD, UTF-8 percent-encoded.
const replacementEncoded = "%EF%BF%BD"

// appendEncoded appends s UTF-8 percent-encoded with set; ill-formed UTF-8
// becomes an encoded U+FFFD.
func appendEncoded(dst []byte, s string, set uint8) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if c < 0x80 {
			if encodeSets[c]&set != 0 {
				dst = appendPercent(dst, c)
			} else {
				dst = append(dst, c)
			}
			i++
			continue
		}
		r, size := decodeRune(s[i:])
		if r == badRune {
			dst = append(dst, replacementEncoded...)
		} else {
			for j := i; j < i+size; j++ {
				dst = appendPercent(dst, s[j])
			}
		}
		i += size
	}
	return dst
}
