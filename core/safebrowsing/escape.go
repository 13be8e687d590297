package safebrowsing

import (
	"encoding/binary"
	"strings"
)

// unescapeAppend appends s to dst percent-unescaped repeatedly, until no
// escape remains, in one pass: a decoded byte can only complete a new
// escape at the end of what is written so far, so the tail is re-examined
// after each byte. Every re-examination that decodes shortens the output by
// two bytes, so the work is linear even for "%25" nested 100,000 deep, where
// unescaping the whole string again and again would be quadratic.
func unescapeAppend(dst []byte, s string) []byte {
	if strings.IndexByte(s, '%') < 0 {
		return append(dst, s...)
	}
	base := len(dst)
	for i := 0; i < len(s); {
		if n := len(dst); (n-base < 1 || dst[n-1] != '%') && (n-base < 2 || dst[n-2] != '%') {
			// No escape is pending at the tail: copy the run up to the next '%'.
			j := strings.IndexByte(s[i:], '%')
			if j < 0 {
				return append(dst, s[i:]...)
			}
			if j > 0 {
				dst = append(dst, s[i:i+j]...)
				i += j
				continue
			}
		}
		dst = append(dst, s[i])
		i++
		for n := len(dst); n-base >= 3 && dst[n-3] == '%' && isHex(dst[n-2]) && isHex(dst[n-1]); n = len(dst) {
			dst[n-3] = unhex(dst[n-2])<<4 | unhex(dst[n-1])
			dst = dst[:n-2]
		}
	}
	return dst
}

// needsEscape reports whether the document requires c to be percent-escaped
// in a canonical URL: <= 0x20, >= 0x7f, '#' and '%'.
func needsEscape(c byte) bool { return escapeSet[c] }

// escapeSet is needsEscape as a table: the escape loop runs over every
// byte of every URL.
var escapeSet = func() (t [256]bool) {
	for c := range t {
		t[c] = c <= 0x20 || c >= 0x7f || c == '#' || c == '%'
	}
	return t
}()

const upperHex = "0123456789ABCDEF"

// escapeAppend appends b to dst with every byte that needsEscape written as
// %XX in upper-case hex. Runs of eight bytes that need nothing are skipped
// a word at a time: long query strings dominate the canonical URLs of
// tracked links.
func escapeAppend(dst, b []byte) []byte {
	start := 0
	for i := 0; i < len(b); {
		if i+8 <= len(b) && !wordNeedsEscape(binary.LittleEndian.Uint64(b[i:])) {
			i += 8
			continue
		}
		if c := b[i]; escapeSet[c] {
			dst = append(dst, b[start:i]...)
			dst = append(dst, '%', upperHex[c>>4], upperHex[c&15])
			start = i + 1
		}
		i++
	}
	return append(dst, b[start:]...)
}

// wordNeedsEscape reports whether any of the eight bytes of x needs
// escaping: < 0x21, >= 0x80, 0x7f, '#' or '%'. The tests are the classic
// "has a byte less than n" and "has a zero byte" bit tricks, exact for
// the question "is there any".
func wordNeedsEscape(x uint64) bool {
	const lo, hi = 0x0101010101010101, 0x8080808080808080
	hasZero := func(v uint64) uint64 { return (v - lo) & ^v & hi }
	return (x-0x21*lo)&^x&hi|x&hi|hasZero(x^0x7f*lo)|hasZero(x^'#'*lo)|hasZero(x^'%'*lo) != 0
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'f'
}

func unhex(c byte) byte {
	if c <= '9' {
		return c - '0'
	}
	return c | 0x20 - 'a' + 10
}
