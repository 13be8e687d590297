package whatwg

import (
	"strings"

	"github.com/linkscope/linkscope/core/uri"
)

// rfcShape is a link whose strict RFC 3986 reading (no error, no
// warning) has the shape fastAuthority takes, read from that reading
// rather than from the link again: the scheme "http" or "https" in any
// case; a host of ASCII letters, digits, "-" and "." that does not end
// in a number, an IPv4 address as the serializer writes it, or an IPv6
// address with no validation error (written anew by the serializer); no
// userinfo; an optional decimal port up to 65535; a path that is empty or
// starts with "/"; no "'" in the query. Every other byte RFC 3986 allows
// in a path, query or fragment is a URL code point the percent-encode
// sets leave alone, and its escapes are valid: the browser writes the
// link as fastAuthority does, the host in lower case, the default port
// dropped, an empty path as "/", dot segments applied, the rest as it
// is. FuzzFromRFC and TestFromRFCAgrees hold it to the parser.
type rfcShape struct {
	scheme            string // "http" or "https"
	host              fastHost
	port              int // -1 for none or the scheme's default
	path, query, frag fastSpan
	ip                [8]uint16 // an IPv6 host's address (host.kind HostIPv6)
	// plainName: the host is an IP address, or a name that passes the
	// strict domain-to-ASCII checks without the tables (isPlainDNSName).
	plainName bool
	lowerHost bool // the host is written as the serializer writes it: a name or IPv4 address with no upper-case letter
	// asWritten: the href is the input, with no validation error:
	// scheme and host in lower case, the port (if any) as the serializer
	// writes it and not the default, a path with no dot segment.
	asWritten bool
	dots      bool // the path may hold a dot segment
}

// readShape reads r, the strict RFC 3986 reading of input, as an rfcShape;
// ok is false for any other link, which the parser reads.
func readShape(input string, r *uri.Reference) (s rfcShape, ok bool) {
	if !r.HasScheme || !r.HasAuthority || r.HasUserinfo || r.Host == "" || len(input) != writtenLen(r) ||
		(r.Path != "" && r.Path[0] != '/') || (r.HasQuery && strings.IndexByte(r.Query, '\'') >= 0) {
		return s, false
	}
	lower := true
	switch {
	case r.Scheme == "https" || r.Scheme == "http":
		s.scheme = r.Scheme
	case strings.EqualFold(r.Scheme, "https"):
		s.scheme, lower = "https", false
	case strings.EqualFold(r.Scheme, "http"):
		s.scheme, lower = "http", false
	default:
		return s, false
	}
	if !s.readHost(input, r) {
		return s, false
	}
	lower = lower && s.lowerHost
	port, next, ok := fastPort(input, s.host.end, s.scheme)
	if !ok {
		return s, false
	}
	s.port = port
	s.path, s.query, s.frag = fastSpan{-1, -1}, fastSpan{-1, -1}, fastSpan{-1, -1}
	if r.Path != "" {
		s.path, next = fastSpan{next, next + len(r.Path)}, next+len(r.Path)
		s.dots = pathMayHoldDots(r)
	}
	if r.HasQuery {
		s.query, next = fastSpan{next + 1, next + 1 + len(r.Query)}, next+1+len(r.Query)
	}
	if r.HasFragment {
		s.frag = fastSpan{next + 1, len(input)}
	}
	s.asWritten = lower && s.plainName && r.Path != "" && !s.dots && (!r.HasPort || (port >= 0 && writtenPort(r.Port) == int32(port)))
	return s, true
}

// hostKindsOf returns the kinds of byte r's host holds: as the RFC 3986
// parser gathered them while reading it, or gathered here for a reference
// it did not make.
func hostKindsOf(r *uri.Reference) uri.HostBytes {
	if kinds, ok := r.HostBytes(); ok {
		return kinds
	}
	var kinds uri.HostBytes
	for i := 0; i < len(r.Host); i++ {
		kinds |= hostByteKinds[r.Host[i]]
	}
	return kinds
}

// readHost reads the host of r, the strict RFC 3986 reading of input, into
// s: a name of ASCII letters, digits, "-" and "." that does not end in a
// number, an IPv4 address as the serializer writes it, or an IPv6
// address the IPv6 parser reads without a validation error (as
// fastIPv6). It reports false for any other host.
func (s *rfcShape) readHost(input string, r *uri.Reference) bool {
	host, start := r.Host, len(r.Scheme)+3
	s.host = fastHost{start: start, end: start + len(host), kind: HostDomain}
	if r.HostType == uri.HostIPv6 {
		ip := readIPv6(input, start+1, s.host.end-1)
		if ip.failed || ip.nZeros > 0 {
			return false
		}
		// The serializer writes it anew: never as written, its
		// readings compared (inspectShape).
		s.host.kind, s.ip, s.plainName = HostIPv6, ip.addr, true
		return true
	}
	kinds := hostKindsOf(r)
	taken, lower, plain := hostVerdict(host, kinds)
	if !taken {
		return false
	}
	if kinds&uri.HostHasDigit != 0 && endsInNumber(host) { // a number is written with a digit ("0x" too)
		if !isDottedDecimal(host) {
			return false
		}
		s.host.kind, plain = HostIPv4, true
	}
	s.lowerHost, s.plainName, s.host.lower = lower, plain, lower
	return true
}

// pathMayHoldDots is mayHoldDotSegment of r's path, without a pass over
// it when the RFC 3986 parser found neither a dot segment nor an escape
// that could write a dot there.
func pathMayHoldDots(r *uri.Reference) bool {
	if may, known := r.MayHoldDotSegment(); known && !may {
		return false
	}
	return mayHoldDotSegment(r.Path)
}

// readHostBytes reads a host's bytes once: taken, when each is an ASCII
// letter, digit, "-" or "."; lower, when none is an upper-case letter;
// plain, isPlainDNSName.
func readHostBytes(host string) (taken, lower, plain bool) {
	var kinds uri.HostBytes
	for i := 0; i < len(host); i++ {
		kinds |= hostByteKinds[host[i]]
	}
	return hostVerdict(host, kinds)
}

// hostVerdict is readHostBytes for a host whose kinds of byte are known.
// Its labels are looked at one by one only when a "-" or its length may
// make one no plain label: most hosts have neither.
func hostVerdict(host string, kinds uri.HostBytes) (taken, lower, plain bool) {
	if kinds&uri.HostHasOther != 0 {
		return false, false, false
	}
	lower = kinds&uri.HostHasUpper == 0
	if kinds&uri.HostHasHyphen == 0 && len(host) <= 63 {
		// No label can be longer than 63 bytes nor hold a "-": only an
		// empty label keeps the name from being plain.
		return true, lower, host != "" && host[0] != '.' && host[len(host)-1] != '.' && !strings.Contains(host, "..")
	}
	return true, lower, len(host) <= 253 && plainLabels(host)
}

// plainLabels reports whether every label of host passes isPlainLabel.
func plainLabels(host string) bool {
	start := 0
	for i := 0; i < len(host); i++ {
		if host[i] == '.' {
			if !isPlainLabel(host[start:i]) {
				return false
			}
			start = i + 1
		}
	}
	return isPlainLabel(host[start:])
}

// hostByteKinds is each byte's kind in a host, as core/uri gathers them
// (uri.HostBytes), for a host it did not read. Read-only.
var hostByteKinds = func() (t [256]uri.HostBytes) {
	for c := range t {
		switch {
		case 'a' <= c && c <= 'z':
			t[c] = uri.HostHasLower
		case '0' <= c && c <= '9':
			t[c] = uri.HostHasDigit
		case 'A' <= c && c <= 'Z':
			t[c] = uri.HostHasUpper
		case c == '.':
			t[c] = uri.HostHasDot
		case c == '-':
			t[c] = uri.HostHasHyphen
		default:
			t[c] = uri.HostHasOther
		}
	}
	return t
}()

// isPlainLabel is isPlainDNSName's test of one label: 1 to 63 bytes, no
// "-" at either end, no "--" in its third and fourth bytes.
func isPlainLabel(l string) bool {
	return len(l) > 0 && len(l) <= 63 && l[0] != '-' && l[len(l)-1] != '-' && (len(l) < 4 || l[2] != '-' || l[3] != '-')
}

// urlAsWritten is the URL a browser makes of input when its strict RFC
// 3986 reading r has an rfcShape the browser writes back unchanged
// (asWritten): the href is input itself, with no validation error. ok is
// false for any other link. FuzzAsWritten and TestAsWrittenAgrees hold it
// to the parser.
func urlAsWritten(input string, r *uri.Reference) (u URL, ok bool) {
	s, ok := readShape(input, r)
	if !ok || !s.asWritten {
		return URL{}, false
	}
	return s.url(input), true
}

// url is the URL of an asWritten shape: input itself.
func (s *rfcShape) url(input string) URL {
	u := URL{href: input, port: int32(s.port), queryStart: -1, fragStart: -1, hostKind: s.host.kind, special: true, plain: true}
	u.schemeEnd = int32(len(s.scheme))
	u.usernameEnd = u.schemeEnd + 3
	u.hostStart = u.usernameEnd
	u.hostEnd = int32(s.host.end)
	u.pathStart = int32(s.path.start)
	if s.query.start >= 0 {
		u.queryStart = int32(s.query.start - 1)
	}
	if s.frag.start >= 0 {
		u.fragStart = int32(s.frag.start - 1)
	}
	return u
}

// write has p write the URL of the shape as fastAuthority does, p.in being
// the input: what the general states would, without reading the input
// again. Its validation errors are the strict domain-to-ASCII check's,
// for a name that needs the tables.
func (s *rfcShape) write(p *parser) {
	p.in = p.orig
	p.start()
	p.writeScheme(len(s.scheme))
	h := s.host
	if h.kind == HostIPv6 {
		h.ip = &s.ip
	}
	p.writeFast(h, s.port, s.path, s.query, s.frag, s.dots) // readShape looked for dot segments
	if !s.plainName {
		p.strictCheck(p.in[s.host.start:s.host.end], s.host.start)
	}
}

// writtenPort is the port as the serializer writes it back unchanged:
// decimal digits with no leading zero, at most 65535; -1 for any other.
func writtenPort(s string) int32 {
	if s == "" || len(s) > 5 || (s[0] == '0' && len(s) > 1) {
		return -1
	}
	n := int32(0)
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return -1
		}
		n = n*10 + int32(s[i]-'0')
	}
	if n > 65535 {
		return -1
	}
	return n
}

// writtenLen is the length of "scheme://host[:port]", the path, "?query"
// and "#fragment" as r holds them.
func writtenLen(r *uri.Reference) int {
	n := len(r.Scheme) + 3 + len(r.Host) + len(r.Path)
	if r.HasPort {
		n += 1 + len(r.Port)
	}
	if r.HasQuery {
		n += 1 + len(r.Query)
	}
	if r.HasFragment {
		n += 1 + len(r.Fragment)
	}
	return n
}
