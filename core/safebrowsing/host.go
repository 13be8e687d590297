package safebrowsing

import (
	"net/netip"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/idna"
)

// idnaProfile maps an internationalized host to ASCII punycode the way a
// browser looks names up (UTS #46, non-transitional), but without the STD3
// restriction: hosts such as "w!eird<>ho$^.com" exist in the document's
// examples and must pass through. It is never modified.
var idnaProfile = idna.New(idna.MapForLookup(), idna.Transitional(false), idna.StrictDomainName(false))

// collapseDots removes leading and trailing dots and replaces runs of dots
// by one, in place.
func collapseDots(h []byte) []byte {
	w := 0
	for _, c := range h {
		if c == '.' && (w == 0 || h[w-1] == '.') {
			continue
		}
		h[w] = c
		w++
	}
	if w > 0 && h[w-1] == '.' {
		w--
	}
	return h[:w]
}

// maxIDNHost bounds the hosts worth converting: every code point yields at
// least one punycode character, so a host longer than this (in UTF-8
// bytes) can never become a DNS name of 253 characters; converting it
// would only spend time on hostile input.
const maxIDNHost = 4 * maxDNSName

// toASCII converts a host holding non-ASCII UTF-8 to punycode. It reports
// false, leaving h alone (its bytes will be escaped instead), when h is
// ASCII, is not UTF-8, is longer than maxIDNHost or is refused by IDNA;
// and when the result holds a '%': punycode moves the non-ASCII code points
// away, so "%\u0300" + "41" would become a new escape "%41" after the
// unescaping is done, and the canonical URL would not be canonical.
func toASCII(h []byte) ([]byte, bool) {
	if len(h) > maxIDNHost || isASCII(h) || !utf8.Valid(h) {
		return h, false
	}
	a, err := idnaProfile.ToASCII(string(h))
	if err != nil || strings.IndexByte(a, '%') >= 0 {
		return h, false
	}
	return collapseDots(append(h[:0], a...)), true
}

func isASCII(b []byte) bool {
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// parseIPv4 reads h as an IPv4 address in any form inet_aton accepts: one
// to four parts, each decimal, octal (leading 0) or hex (0x), the last part
// filling the remaining bytes. Values that overflow make h a name.
func parseIPv4(h []byte) (uint32, bool) {
	var v uint64
	parts := 0
	for start := 0; start <= len(h); {
		end := start
		for end < len(h) && h[end] != '.' {
			end++
		}
		n, ok := parseIPv4Part(h[start:end])
		if !ok || parts == 4 {
			return 0, false
		}
		parts++
		last := end == len(h)
		if !last && n > 255 {
			return 0, false
		}
		if last {
			shift := uint(8 * (4 - parts))
			if n >= 1<<(shift+8) {
				return 0, false
			}
			return uint32(v | n), true
		}
		v |= n << uint(8*(4-parts))
		start = end + 1
	}
	return 0, false
}

// parseIPv4Part reads one inet_aton number; its value is capped just above
// 2^32 so that hostile digit runs cannot overflow.
func parseIPv4Part(p []byte) (uint64, bool) {
	if len(p) == 0 {
		return 0, false
	}
	base := uint64(10)
	switch {
	case len(p) >= 2 && p[0] == '0' && p[1]|0x20 == 'x':
		base, p = 16, p[2:]
	case len(p) >= 2 && p[0] == '0':
		base, p = 8, p[1:]
	}
	var n uint64
	for _, c := range p {
		if !isHex(c) {
			return 0, false
		}
		d := uint64(unhex(c))
		if d >= base {
			return 0, false
		}
		n = n*base + d
		if n > 1<<32 {
			n = 1 << 32
		}
	}
	return n, true
}

func appendIPv4(dst []byte, v uint32) []byte {
	for i := 3; i >= 0; i-- {
		dst = strconv.AppendUint(dst, uint64(v>>(8*i)&0xff), 10)
		if i > 0 {
			dst = append(dst, '.')
		}
	}
	return dst
}

// nat64 is the well-known NAT64 prefix 64:ff9b::/96 (RFC 6052).
var nat64 = netip.MustParsePrefix("64:ff9b::/96")

// canonicalIPv6 rewrites a bracketed IPv6 literal in RFC 5952 form, and an
// IPv4-mapped or NAT64 address as its IPv4 address. It reports false when
// h is not a bracketed IPv6 address (zones are not accepted).
func canonicalIPv6(h []byte, tmp *[]byte) ([]byte, bool) {
	if len(h) < 2 || h[0] != '[' || h[len(h)-1] != ']' {
		return h, false
	}
	a, err := netip.ParseAddr(string(h[1 : len(h)-1]))
	if err != nil || !a.Is6() || a.Zone() != "" {
		return h, false
	}
	t := (*tmp)[:0]
	if a.Is4In6() || nat64.Contains(a) {
		b := a.As16()
		t = appendIPv4(t, uint32(b[12])<<24|uint32(b[13])<<16|uint32(b[14])<<8|uint32(b[15]))
	} else {
		t = append(a.AppendTo(append(t, '[')), ']')
	}
	*tmp = t
	return append(h[:0], t...), true
}

func lowerASCII(b []byte) {
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
}
