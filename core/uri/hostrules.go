package uri

import (
	"net/netip"
	"strings"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/internal/asciifold"
	"github.com/linkscope/linkscope/core/jsonw"
	"golang.org/x/net/idna"
	"golang.org/x/net/publicsuffix"
)

// applyHost runs one of the host rules and keeps HostType in step.
func (n *normalizer) applyHost(rule Rule) bool {
	r := &n.ref
	if !r.HasAuthority {
		return false
	}
	var h string
	switch rule {
	case LowercaseHost:
		h = lowercaseHost(n.arena, r.Host)
	case IDNAToASCII:
		h = n.idnaToASCII(r.Host, r.HostType)
	case TrimHostDots:
		h = trimHostDots(r.Host, r.HostType)
	case CanonicalIP:
		h = canonicalIP(r.Host, r.HostType)
	case RemoveWWW:
		h = removeWWW(r.Host, r.HostType)
	case AddWWW:
		h = addWWW(r.Host, r.HostType)
	default:
		return false
	}
	if !setIf(&r.Host, h) {
		return false
	}
	r.HostType, r.hostBytes = classifyHost(h), 0 // the parser's reading no longer describes it
	return true
}

// lowercaseHost lower-cases the ASCII letters of a host but not the hex
// digits of its escapes, which uppercase-escapes owns.
func lowercaseHost(a *arena, h string) string {
	i := firstUpper(h)
	for i < len(h) && (h[i]-'A' >= 26 || inEscape(h, i)) {
		i++
	}
	if i == len(h) {
		return h
	}
	b := append(a.alloc(len(h)), h...)
	for ; i < len(b); i++ {
		if b[i] >= 'A' && b[i] <= 'Z' && !inEscape(h, i) {
			b[i] += 'a' - 'A'
		}
	}
	return a.string(b)
}

// inEscape reports whether h[i] is a hex digit of a pct-encoded triplet.
func inEscape(h string, i int) bool {
	return (i >= 1 && isEscape(h, i-1)) || (i >= 2 && isEscape(h, i-2))
}

// idnaToASCII converts a reg-name holding non-ASCII characters (raw or as
// percent-encoded UTF-8) to its ASCII form by UTS #46, lookup profile.
// Leading and trailing ASCII dots are kept as written: they are
// trim-host-dots' business, and leaving them out of the conversion keeps
// the result the same whether or not that rule ran first.
func (n *normalizer) idnaToASCII(h string, t HostType) string {
	if t != HostRegName {
		return h
	}
	u, ok := unicodeHost(h)
	if !ok {
		return h
	}
	lead, core, trail := splitEdgeDots(u)
	a, err := idna.Lookup.ToASCII(core)
	if err != nil {
		n.warns = append(n.warns, Warning{Kind: WarnIDNA, Component: cHost, Detail: err.Error()})
		return h
	}
	n.unplainHost = n.unplainHost || !jsonw.IsPlain(a)
	return lead + a + trail
}

// unicodeHost returns h with its escapes decoded when that gives valid
// UTF-8 holding some non-ASCII character, the only hosts IDNA changes here.
func unicodeHost(h string) (string, bool) {
	nonASCII := false
	for i := 0; i < len(h); i++ {
		if h[i] >= utf8.RuneSelf || (isEscape(h, i) && h[i+1] >= '8') {
			nonASCII = true
			break
		}
	}
	if !nonASCII {
		return "", false
	}
	if strings.IndexByte(h, '%') < 0 {
		return h, utf8.ValidString(h)
	}
	b := make([]byte, 0, len(h))
	for i := 0; i < len(h); i++ {
		if isEscape(h, i) {
			b = append(b, unhex(h[i+1])<<4|unhex(h[i+2]))
			i += 2
			continue
		}
		b = append(b, h[i])
	}
	return string(b), utf8.Valid(b)
}

func splitEdgeDots(h string) (lead, core, trail string) {
	i, j := 0, len(h)
	for i < j && h[i] == '.' {
		i++
	}
	for j > i && h[j-1] == '.' {
		j--
	}
	return h[:i], h[i:j], h[j:]
}

// trimHostDots removes leading and trailing dots from a reg-name, unless
// nothing would be left.
func trimHostDots(h string, t HostType) string {
	if t != HostRegName {
		return h
	}
	_, core, _ := splitEdgeDots(h)
	if core == "" {
		return h
	}
	return core
}

// canonicalIP writes an IPv4 address given in any inet_aton form (octal,
// hex, fewer than four parts) as four decimals, and an IPv6 literal in the
// text form of RFC 5952 (lower case, no leading zeros, the longest run of
// zero pieces compressed, an IPv4-mapped tail dotted).
func canonicalIP(h string, t HostType) string {
	switch t {
	case HostRegName:
		if a, ok := inetAton(h); ok {
			return netip.AddrFrom4(a).String()
		}
	case HostIPv6:
		if a, bad := parseIPv6(h[1 : len(h)-1]); bad < 0 {
			return "[" + netip.AddrFrom16(a).String() + "]"
		}
	}
	return h
}

// inetAton reads an IPv4 address as inet_aton(3) does: one to four parts
// separated by dots, each decimal, octal (leading 0) or hex (leading 0x),
// the last filling the remaining bytes.
func inetAton(h string) ([4]byte, bool) {
	var a [4]byte
	var parts [4]uint64
	n := 0
	for i := 0; ; {
		if n == 4 {
			return a, false
		}
		v, j, ok := atonPart(h, i)
		if !ok {
			return a, false
		}
		parts[n] = v
		n++
		if j == len(h) {
			break
		}
		if h[j] != '.' {
			return a, false
		}
		i = j + 1
	}
	for k := 0; k < n-1; k++ {
		if parts[k] > 255 {
			return a, false
		}
		a[k] = byte(parts[k])
	}
	last := parts[n-1]
	if last>>(8*(5-n)) != 0 {
		return a, false
	}
	for k := 3; k >= n-1; k-- {
		a[k] = byte(last)
		last >>= 8
	}
	return a, true
}

// atonPart reads one number of an inet_aton address from h[i:].
func atonPart(h string, i int) (v uint64, end int, ok bool) {
	base := uint64(10)
	if i+1 < len(h) && h[i] == '0' && h[i+1]|0x20 == 'x' {
		base, i = 16, i+2
	} else if i < len(h) && h[i] == '0' {
		base = 8
	}
	start := i
	for ; i < len(h) && h[i] != '.'; i++ {
		c := h[i]
		if !isHex(c) || (base != 16 && !isDigit(c)) || (base == 8 && c > '7') {
			return 0, i, false
		}
		v = v*base + uint64(unhex(c))
		if v > 0xffffffff {
			return 0, i, false
		}
	}
	return v, i, i > start
}

// removeWWW removes a leading "www." when what is left is a registrable
// domain (eTLD+1 by the Public Suffix List): "www.example.co.uk" becomes
// "example.co.uk", but "www.co.uk" and "www.www.example.com" stay, which
// keeps the rule idempotent.
func removeWWW(h string, t HostType) string {
	if t != HostRegName || !asciifold.HasPrefix(h, "www.") {
		return h
	}
	if rest := h[4:]; isRegistrable(rest) {
		return rest
	}
	return h
}

// addWWW prefixes "www." to a host that is a registrable domain itself.
func addWWW(h string, t HostType) string {
	if t != HostRegName || asciifold.HasPrefix(h, "www.") || !isRegistrable(h) {
		return h
	}
	return "www." + h
}

func isRegistrable(h string) bool {
	if _, ok := inetAton(h); ok || h == "" {
		return false
	}
	l := lowerASCII(h)
	d, err := publicsuffix.EffectiveTLDPlusOne(l)
	return err == nil && d == l
}

// HostASCII returns the ASCII (punycode) form of a reg-name by UTS #46,
// lookup profile, or the error that prevents it. IP literals and ASCII
// hosts come back as they are.
func HostASCII(host string) (string, error) {
	u, ok := unicodeHost(host)
	if !ok {
		return host, nil
	}
	return idna.Lookup.ToASCII(u)
}

// HostUnicode returns the Unicode form of a host for display ("xn--p1ai"
// shows as "рф"); a host without punycode labels, or one IDNA cannot
// convert, is returned as it is.
func HostUnicode(host string) string {
	if !strings.Contains(lowerASCII(host), "xn--") {
		return host
	}
	u, err := idna.Lookup.ToUnicode(host)
	if err != nil {
		return host
	}
	return u
}
