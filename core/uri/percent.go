package uri

import "strings"

// encodeIllegal percent-encodes, in the userinfo, path, query and fragment,
// every byte the URI grammar does not allow where it stands: the UTF-8
// bytes of IRI characters (RFC 3987 section 3.1), the ASCII characters
// ParseLenient let through, and a "%" that starts no escape. The host is
// left to idna-to-ascii.
func encodeIllegal(r *Reference) bool {
	changed := setIf(&r.Userinfo, encodeNot(r.Userinfo, aUserinfo))
	changed = setIf(&r.Path, encodeNot(r.Path, aPath)) || changed
	changed = setIf(&r.Query, encodeNot(r.Query, aQuery)) || changed
	return setIf(&r.Fragment, encodeNot(r.Fragment, aQuery)) || changed
}

// encodeNot percent-encodes every byte of s that bit does not allow and
// that is not part of a valid escape.
func encodeNot(s string, bit uint8) string {
	i := 0
	for {
		if i = span(s, i, bit); isEscape(s, i) {
			i += 3
			continue
		}
		break
	}
	if i >= len(s) {
		return s
	}
	b := make([]byte, 0, len(s)+16)
	b = append(b, s[:i]...)
	for ; i < len(s); i++ {
		c := s[i]
		switch {
		case allow[c]&bit != 0:
			b = append(b, c)
		case isEscape(s, i):
			b = append(b, s[i:i+3]...)
			i += 2
		default:
			b = append(b, '%', upperHex[c>>4], upperHex[c&15])
		}
	}
	return string(b)
}

// uppercaseEscapes writes the hex digits of every escape in upper case
// (RFC 3986 section 6.2.2.1).
func uppercaseEscapes(a *arena, s string) string {
	i := firstEscape(s, 0, hasLowerHex)
	if i < 0 {
		return s
	}
	b := append(a.alloc(len(s)), s...)
	for ; i < len(b); i++ {
		if isEscape(s, i) {
			b[i+1], b[i+2] = upperDigit(b[i+1]), upperDigit(b[i+2])
			i += 2
		}
	}
	return a.string(b)
}

func upperDigit(c byte) byte {
	if c >= 'a' {
		return c - ('a' - 'A')
	}
	return c
}

func hasLowerHex(s string, i int) bool { return s[i+1] >= 'a' || s[i+2] >= 'a' }

// firstEscape returns the offset of the first escape from i for which ok
// holds, or -1.
func firstEscape(s string, i int, ok func(string, int) bool) int {
	for i < len(s) {
		j := indexPercent(s[i:])
		if j < 0 {
			return -1
		}
		i += j
		if isEscape(s, i) && ok(s, i) {
			return i
		}
		i++
	}
	return -1
}

func indexPercent(s string) int { return strings.IndexByte(s, '%') }

func escapedUnreserved(s string, i int) bool {
	return isUnreserved(unhex(s[i+1])<<4 | unhex(s[i+2]))
}

// decodeUnreserved decodes the escapes of unreserved characters (RFC 3986
// section 6.2.2.2) and no other: %2F stays. An escape is kept when its hex
// digit would join a stray "%" before it into a new escape, so that a
// second pass finds nothing more to decode.
func decodeUnreserved(a *arena, s string) string {
	i := firstEscape(s, 0, escapedUnreserved)
	if i < 0 {
		return s
	}
	b := a.alloc(len(s))
	b = append(b, s[:i]...)
	for ; i < len(s); i++ {
		if !isEscape(s, i) {
			b = append(b, s[i])
			continue
		}
		c := unhex(s[i+1])<<4 | unhex(s[i+2])
		if isUnreserved(c) && !(isHex(c) && nearPercent(b)) {
			b = append(b, c)
		} else {
			b = append(b, s[i:i+3]...)
		}
		i += 2
	}
	return a.string(b)
}

// nearPercent reports whether one of the last two bytes of b is "%".
func nearPercent(b []byte) bool {
	n := len(b)
	return (n > 0 && b[n-1] == '%') || (n > 1 && b[n-2] == '%')
}

// encodeEdgeSpace percent-encodes the white space at either end of s.
func encodeEdgeSpace(s string) string {
	t, lead := trimSpace(s)
	if len(t) == len(s) {
		return s
	}
	b := make([]byte, 0, len(s)+16)
	b = appendAllEscaped(b, s[:lead])
	b = append(b, t...)
	return string(appendAllEscaped(b, s[lead+len(t):]))
}

func appendAllEscaped(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		b = append(b, '%', upperHex[s[i]>>4], upperHex[s[i]&15])
	}
	return b
}
