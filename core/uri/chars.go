package uri

import "github.com/linkscope/linkscope/core/internal/bytespan"

// Character classes of RFC 3986 Appendix A, one bit each, so that scanning a
// component is a table lookup and a mask test per byte.
const (
	bUnreserved = 1 << iota // ALPHA / DIGIT / "-" / "." / "_" / "~"
	bSubDelim               // "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
	bColon                  // ":"
	bAt                     // "@"
	bSlash                  // "/"
	bQuestion               // "?"
	bScheme                 // ALPHA / DIGIT / "+" / "-" / "."
	bHex                    // HEXDIG
)

// Masks of the components' own characters; pct-encoded is handled apart.
const (
	mRegName  = bUnreserved | bSubDelim
	mUserinfo = mRegName | bColon
	mPchar    = mRegName | bColon | bAt
	mPath     = mPchar | bSlash
	mQuery    = mPath | bQuestion // also the fragment's
)

var class = buildClass()

// allow has one bit per component: whether the byte may stand unescaped
// in it. One bit per component (rather than class masks) lets scan test
// eight bytes with one AND.
const (
	aPath      = 1 << iota // path: pchar / "/"
	aQuery                 // query and fragment: pchar / "/" / "?"
	aUserinfo              // unreserved / sub-delims / ":"
	aRegName               // unreserved / sub-delims
	aAuthority             // any byte but "/", "?", "#", which end an authority
)

var allow = buildAllow()

// spanColumns holds, for each component bit below aAuthority, the set
// span's vector step scans with. Every allowed byte of those components is
// printable ASCII.
var spanColumns = func() (t [aAuthority]bytespan.Columns) {
	for bit := 1; bit < aAuthority; bit <<= 1 {
		t[bit] = bytespan.ColumnsOf(func(c byte) bool { return allow[c]&uint8(bit) != 0 })
	}
	return t
}()

func buildAllow() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		k := class[c]
		if k&mPath != 0 {
			t[c] |= aPath
		}
		if k&mQuery != 0 {
			t[c] |= aQuery
		}
		if k&mUserinfo != 0 {
			t[c] |= aUserinfo
		}
		if k&mRegName != 0 {
			t[c] |= aRegName
		}
	}
	for c := range t {
		if c != '/' && c != '?' && c != '#' {
			t[c] |= aAuthority
		}
	}
	return t
}

// span returns the offset of the first byte of s from i that is not
// allowed by bit, or len(s).
func span(s string, i int, bit uint8) int {
	// The vector step (core/internal/bytespan) where there is one, called
	// from here rather than through a function of its own: span is called
	// a few times a link, a run between escapes can be short, and the
	// call was then as dear as the scan.
	if bit < aAuthority {
		if j, ok := bytespan.Blocks(s, i, &spanColumns[bit]); ok {
			return j
		}
	}
	t := s[i:]
	for len(t) >= 8 {
		if allow[t[0]]&allow[t[1]]&allow[t[2]]&allow[t[3]]&allow[t[4]]&allow[t[5]]&allow[t[6]]&allow[t[7]]&bit == 0 {
			break
		}
		t = t[8:]
	}
	for len(t) > 0 && allow[t[0]]&bit != 0 {
		t = t[1:]
	}
	return len(s) - len(t)
}

func buildClass() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
			t[c] |= bUnreserved | bScheme
		}
		if c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' {
			t[c] |= bHex
		}
	}
	for _, c := range "-._~" {
		t[c] |= bUnreserved
	}
	for _, c := range "!$&'()*+,;=" {
		t[c] |= bSubDelim
	}
	for _, c := range "+-." {
		t[c] |= bScheme
	}
	t[':'] |= bColon
	t['@'] |= bAt
	t['/'] |= bSlash
	t['?'] |= bQuestion
	return t
}

func isHex(c byte) bool        { return class[c]&bHex != 0 }
func isUnreserved(c byte) bool { return class[c]&bUnreserved != 0 }
func isAlpha(c byte) bool      { return c|0x20 >= 'a' && c|0x20 <= 'z' }
func isDigit(c byte) bool      { return c >= '0' && c <= '9' }

func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c >= 'a':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}

const upperHex = "0123456789ABCDEF"

// isEscape reports whether s[i:] starts with a pct-encoded triplet.
func isEscape(s string, i int) bool {
	return i+2 < len(s) && s[i] == '%' && isHex(s[i+1]) && isHex(s[i+2])
}

// lowerASCII returns s with ASCII letters lower-cased, s itself when it has
// none (no allocation on the common path).
func lowerASCII(s string) string {
	i := firstUpper(s)
	if i == len(s) {
		return s
	}
	b := []byte(s)
	for ; i < len(b); i++ {
		if b[i] >= 'A' && b[i] <= 'Z' {
			b[i] += 'a' - 'A'
		}
	}
	return string(b)
}

// firstUpper returns the offset of the first ASCII upper-case letter in s,
// or len(s). Every link's scheme and host go through it, so it tests eight
// bytes at a time, the last eight overlapping the word before them, and
// loops over bytes only in a word that may hold the letter.
func firstUpper(s string) int {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		if mayHoldUpper(s[i:]) {
			break
		}
	}
	if i+8 > len(s) && len(s) >= 8 && !mayHoldUpper(s[len(s)-8:]) {
		return len(s) // the last, partial word has no letter either
	}
	for ; i < len(s); i++ {
		if s[i]-'A' < 26 {
			return i
		}
	}
	return i
}

// mayHoldUpper reports whether the first eight bytes of s may hold an ASCII
// upper-case letter. A byte x < 0x80 is in 'A'..'Z' when x+0x3F has the
// high bit set and x+0x25 has not; a word with a non-ASCII byte, whose carry
// could spoil the sums, may hold one.
func mayHoldUpper(s string) bool {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	t := s[:8]
	w := uint64(t[0]) | uint64(t[1])<<8 | uint64(t[2])<<16 | uint64(t[3])<<24 |
		uint64(t[4])<<32 | uint64(t[5])<<40 | uint64(t[6])<<48 | uint64(t[7])<<56
	return w&highs != 0 || (w+ones*(0x80-'A'))&^(w+ones*(0x80-'Z'-1))&highs != 0
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	var b [20]byte
	i := len(b)
	for {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
		if n == 0 {
			return string(b[i:])
		}
	}
}

// What an escape holds, so that Normalize can skip uppercase-escapes and
// decode-unreserved when the parser saw nothing for them to do.
const (
	escLower      = 1 << iota // a lower-case hex digit
	escUnreserved             // an unreserved character
	escRead                   // (Reference.esc) the parser set the others
)

// hexInfo describes a byte as a hex digit: its value, hexLowerBit for a-f,
// notHexBit for anything else. Escapes are read by table, without a branch
// per digit: runs of them make up the Cyrillic campaign names of tracked
// links.
var hexInfo = func() (t [256]uint8) {
	for c := range t {
		switch {
		case c >= '0' && c <= '9':
			t[c] = uint8(c - '0')
		case c >= 'a' && c <= 'f':
			t[c] = uint8(c-'a'+10) | hexLowerBit
		case c >= 'A' && c <= 'F':
			t[c] = uint8(c - 'A' + 10)
		default:
			t[c] = notHexBit
		}
	}
	return t
}()

const (
	hexLowerBit = escLower << 6
	notHexBit   = 0x80
)

// escapeUnreserved is escUnreserved for the bytes that are unreserved.
var escapeUnreserved = func() (t [256]uint8) {
	for c := range t {
		if isUnreserved(byte(c)) {
			t[c] = escUnreserved
		}
	}
	return t
}()
