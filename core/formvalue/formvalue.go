// Package formvalue decodes query keys and values the way servers and
// browsers read application/x-www-form-urlencoded text: '+' is a space, a
// valid %XX escape is its byte, and anything else stays as written. Both
// the tracking table (utm%5Fsource is utm_source to Google Analytics) and
// the PCM trigger parser (as WebKit reads the query) need exactly this.
// PercentDecode is the same without the '+' rule: the URL Standard's
// percent-decode, which hosts, wrapped targets and placeholders need.
package formvalue

import "strings"

// Decode decodes s. It returns s itself, without allocating, when there is
// nothing to decode. The result may hold invalid UTF-8 or control
// characters: escape it (textsafe.Escape) before showing it.
func Decode(s string) string {
	if strings.IndexByte(s, '%') < 0 && strings.IndexByte(s, '+') < 0 {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '+':
			c = ' '
		case c == '%' && i+2 < len(s) && IsHex(s[i+1]) && IsHex(s[i+2]):
			c = Unhex(s[i+1])<<4 | Unhex(s[i+2])
			i += 2
		}
		b = append(b, c)
	}
	return string(b)
}

// PercentDecode decodes each valid %XX escape once; everything else, '+'
// and invalid escapes included, stays as written (URL Standard, "Percent-
// encoded bytes", percent-decode). It returns s itself when s has no '%'.
func PercentDecode(s string) string {
	return DecodeEscapes(s, '%')
}

// DecodeEscapes decodes each valid escape of the form <mark>XX (two hex
// digits) once; everything else stays as written. Wrappers that escape
// with another mark (Check Point's *XX in place of %XX) decode with it.
// It returns s itself when s has no mark.
func DecodeEscapes(s string, mark byte) string {
	i := strings.IndexByte(s, mark)
	if i < 0 {
		return s
	}
	b := make([]byte, 0, len(s))
	b = append(b, s[:i]...)
	for ; i < len(s); i++ {
		c := s[i]
		if c == mark && i+2 < len(s) && IsHex(s[i+1]) && IsHex(s[i+2]) {
			c = Unhex(s[i+1])<<4 | Unhex(s[i+2])
			i += 2
		}
		b = append(b, c)
	}
	return string(b)
}

// IsHex reports whether c is a hexadecimal digit.
func IsHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// Unhex is the value of the hexadecimal digit c (IsHex(c) must hold).
func Unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c <= 'F':
		return c - 'A' + 10
	}
	return c - 'a' + 10
}
