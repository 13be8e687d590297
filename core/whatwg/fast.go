package whatwg

import (
	"math/bits"
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/formvalue"
	"github.com/linkscope/linkscope/core/internal/bytespan"
)

// hostByte marks the bytes of a host the fast path takes: ASCII letters,
// digits, "-" and ".". Anything else (escapes, credentials, brackets,
// backslashes, non-ASCII) goes through the general states.
var hostByte = func() (t [256]bool) {
	for c := '0'; c <= '9'; c++ {
		t[c] = true
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c], t[c-'a'+'A'] = true, true
	}
	t['-'], t['.'] = true, true
	return t
}()

// fastSpan is one part of the input the fast path copies: in[start:end].
type fastSpan struct{ start, end int }

// fastAuthority is the common shape of a special URL after "scheme://",
// written in one pass: a host of ASCII letters, digits, "-" and "." that
// does not end in a number, an IPv4 address as the IPv4 serializer writes
// it, a host with non-ASCII letters that domain to ASCII takes (its
// result recalled from the Reader's hosts), or an IPv6 address in
// brackets; an optional decimal port; a path, query and fragment of URL
// code points that their percent-encode sets leave alone and valid
// escapes, no backslash. Such a URL needs no state of the general parser
// but the host's lower-casing (or serialization), its default port
// dropped, its dot segments applied and an empty path written "/", and
// has no validation error but, possibly, the domain's strict check.
// fastAuthority reads the input first and writes only when it has the
// shape; otherwise it writes nothing and returns false, and the general
// states run from the same place.
func (p *parser) fastAuthority(i int) bool {
	if i < len(p.in) && p.in[i] == '[' {
		return p.fastIPv6(i)
	}
	in := p.in
	hostEnd, unicode := i, false
	for hostEnd < len(in) && (hostByte[in[hostEnd]] || in[hostEnd] >= 0x80) {
		unicode = unicode || in[hostEnd] >= 0x80
		hostEnd++
	}
	if hostEnd == i {
		return false
	}
	host, kind := in[i:hostEnd], HostDomain
	if !unicode && endsInNumber(host) {
		if !isDottedDecimal(host) {
			return false
		}
		kind = HostIPv4
	}
	port, path, query, frag, ok := p.fastAfterHost(hostEnd)
	if !ok {
		return false
	}
	// Domain to ASCII last: the rest has the shape, so its work is not
	// done twice when the general states take the link.
	var idna domainResult
	if unicode {
		if idna = p.toASCII(host); !isFastDomain(idna) {
			return false
		}
	}
	p.writeFast(fastHost{start: i, end: hostEnd, ascii: idna.ascii, kind: kind}, port, path, query, frag, p.mayHoldDots(path))
	switch {
	case !p.collect:
	case unicode && idna.strictFails:
		p.report(ErrDomainToASCII, i)
		p.strictReported = true
	case !unicode && !isPlainDNSName(host):
		p.strictCheck(host, i)
	}
	return true
}

// fastIPv6 is fastAuthority for a host in brackets: an IPv6 address the
// IPv6 parser reads without a validation error (no IPv4 tail of a
// leading zero), then the port, path, query and fragment as for a domain.
func (p *parser) fastIPv6(i int) bool {
	in := p.in
	close := strings.IndexByte(in[i:], ']')
	if close < 0 {
		return false
	}
	hostEnd := i + close + 1
	ip := readIPv6(in, i+1, hostEnd-1)
	if ip.failed || ip.nZeros > 0 {
		return false
	}
	port, path, query, frag, ok := p.fastAfterHost(hostEnd)
	if !ok {
		return false
	}
	p.writeFast(fastHost{start: i, end: hostEnd, kind: HostIPv6, ip: &ip.addr}, port, path, query, frag, p.mayHoldDots(path))
	return true
}

// fastAfterHost reads what follows the host at in[hostEnd:]: the port,
// then the path, query and fragment; ok false when any of them needs the
// general states.
func (p *parser) fastAfterHost(hostEnd int) (port int, path, query, frag fastSpan, ok bool) {
	port, portEnd, ok := fastPort(p.in, hostEnd, p.scheme)
	if !ok {
		return 0, path, query, frag, false
	}
	path, query, frag, ok = fastRest(p.in, portEnd)
	return port, path, query, frag, ok
}

// isFastDomain reports whether what domain to ASCII made of a non-ASCII
// host is a domain the host parser takes as it is: no failure, not empty,
// no forbidden domain code point, not ending in a number (an IPv4
// address in other digits).
func isFastDomain(r domainResult) bool {
	if r.failure != "" || r.ascii == "" || endsInNumber(r.ascii) {
		return false
	}
	for i := 0; i < len(r.ascii); i++ {
		if forbiddenDomain[r.ascii[i]] {
			return false
		}
	}
	return true
}

// isPlainDNSName reports whether an ASCII host of letters, digits, "-"
// and "." passes every check of Unicode ToASCII with the strict flags
// without looking further: labels of 1 to 63 bytes that neither start nor
// end with "-", hold no "--" in their third and fourth bytes (which
// covers "xn--", whose Punycode the tables must check), no trailing dot,
// at most 253 bytes in all. false only means strictCheck must decide.
func isPlainDNSName(host string) bool {
	if len(host) > 253 {
		return false
	}
	start := 0
	for j := 0; j <= len(host); j++ {
		if j < len(host) && host[j] != '.' {
			continue
		}
		l := host[start:j]
		if len(l) == 0 || len(l) > 63 || l[0] == '-' || l[len(l)-1] == '-' || (len(l) >= 4 && l[2] == '-' && l[3] == '-') {
			return false
		}
		start = j + 1
	}
	return true
}

// fastPort reads an optional ":port" at in[i:], ending where the path,
// query or fragment starts: the port (-1 for none or the scheme's
// default) and where it ends. A byte that is not a digit, or a port above
// 65535, is for the general states.
func fastPort(in string, i int, scheme string) (port, end int, ok bool) {
	if i == len(in) || in[i] != ':' {
		return -1, i, true
	}
	port = -1
	j := i + 1
	for ; j < len(in) && isDigit(in[j]); j++ {
		if port < 0 {
			port = 0
		}
		port = port*10 + int(in[j]-'0')
		if port > 65535 {
			return 0, 0, false
		}
	}
	if def, _ := specialPort(scheme); int32(port) == def {
		port = -1
	}
	return port, j, true
}

// fastRest reads the path, query and fragment from in[i:], which must
// start with "/", "?", "#" or be empty; each span is {-1, -1} when absent.
func fastRest(in string, i int) (path, query, frag fastSpan, ok bool) {
	path, query, frag = fastSpan{-1, -1}, fastSpan{-1, -1}, fastSpan{-1, -1}
	end := len(in)
	if i < end && in[i] == '/' {
		j, ok := fastScan(in, i, setPath)
		if !ok {
			return path, query, frag, false
		}
		path, i = fastSpan{i, j}, j
	}
	if i < end && in[i] == '?' {
		j, ok := fastScan(in, i+1, setSpecialQuery)
		if !ok {
			return path, query, frag, false
		}
		query, i = fastSpan{i + 1, j}, j
	}
	if i < end && in[i] == '#' {
		j, ok := fastScan(in, i+1, setFragment)
		if !ok || j < end {
			return path, query, frag, false
		}
		frag, i = fastSpan{i + 1, j}, j
	}
	return path, query, frag, i == end
}

// passColumns are passThrough's sets for the vector step, indexed by
// the set's bit. Read-only.
var passColumns = func() (t [8]bytespan.Columns) {
	for k := range t {
		t[k] = bytespan.ColumnsOf(func(c byte) bool { return passThrough[c]&(1<<k) != 0 })
	}
	return t
}()

// fastScan reads from in[i:] the bytes set lets through and valid escapes,
// up to the end of the component: "?" or "#" in a path, "#" in a query,
// the end in a fragment. It returns where it stopped and whether nothing
// needed the general states. Dot segments are writeFast's.
func fastScan(in string, i int, set uint8) (int, bool) {
	for {
		i = passRun(in, i, set)
		if i >= len(in) || in[i] != '%' {
			break
		}
		if i+2 >= len(in) || !formvalue.IsHex(in[i+1]) || !formvalue.IsHex(in[i+2]) {
			return i, false
		}
		i += 3
	}
	if i < len(in) {
		switch c := in[i]; {
		case c == '#' && set != setFragment, c == '?' && set == setPath:
		default:
			return i, false
		}
	}
	return i, true
}

// passRun returns the end of the run of bytes from in[i:] that set (one
// bit) lets through.
func passRun(in string, i int, set uint8) int {
	if j, ok := bytespan.Blocks(in, i, &passColumns[bits.TrailingZeros8(set)]); ok {
		return j
	}
	for i+8 <= len(in) && passThrough[in[i]]&passThrough[in[i+1]]&passThrough[in[i+2]]&passThrough[in[i+3]]&
		passThrough[in[i+4]]&passThrough[in[i+5]]&passThrough[in[i+6]]&passThrough[in[i+7]]&set != 0 {
		i += 8
	}
	for i < len(in) && passThrough[in[i]]&set != 0 {
		i++
	}
	return i
}

// fastHost is the host fastAuthority read: in[start:end], and what the
// host parser makes of it: ascii, domain to ASCII's result for a
// non-ASCII domain, or ip, the address of an IPv6 host.
type fastHost struct {
	start, end int
	ascii      string
	kind       HostKind
	ip         *[8]uint16
	lower      bool // in[start:end] is known to hold no upper-case letter (readShape)
}

// writeFast writes what the general states write for the shape
// fastAuthority read: "//", the host (lower-cased, domain to ASCII's
// result, or the IPv6 serialization), the port, the path ("/" when
// empty, its dot segments applied), the query and the fragment, as they
// are. dots is mayHoldDots(path), which each caller has found already
// (readShape while deciding whether the link is written as it is).
func (p *parser) writeFast(h fastHost, port int, path, query, frag fastSpan, dots bool) {
	p.u.plain = true
	p.out = append(p.out, '/', '/')
	p.u.usernameEnd = int32(len(p.out))
	p.u.hostStart = int32(len(p.out))
	switch {
	case h.ip != nil:
		p.out = append(p.out, '[')
		p.out = append(appendIPv6(p.out, h.ip), ']')
	case h.ascii != "":
		p.out = append(p.out, h.ascii...)
	case h.lower: // readShape found no upper-case letter in it
		p.out = append(p.out, p.in[h.start:h.end]...)
	default:
		p.out = append(p.out, p.in[h.start:h.end]...)
		for i := int(p.u.hostStart); i < len(p.out); i++ {
			if c := p.out[i]; c >= 'A' && c <= 'Z' {
				p.out[i] = c + 'a' - 'A'
			}
		}
	}
	p.u.hostEnd = int32(len(p.out))
	p.u.hostKind = h.kind
	if port >= 0 {
		p.u.port = int32(port)
		p.out = append(p.out, ':')
		p.out = strconv.AppendInt(p.out, int64(port), 10)
	}
	if !dots && p.restAsWritten(path, query, frag) {
		return
	}
	p.u.pathStart = int32(len(p.out))
	switch {
	case path.start < 0:
		p.out = append(p.out, '/')
	case dots:
		p.writeDotSegments(p.in[path.start:path.end])
	default:
		p.out = append(p.out, p.in[path.start:path.end]...)
	}
	if query.start >= 0 {
		p.u.queryStart = int32(len(p.out))
		p.out = append(p.out, '?')
		p.out = append(p.out, p.in[query.start:query.end]...)
	}
	if frag.start >= 0 {
		p.u.fragStart = int32(len(p.out))
		p.out = append(p.out, '#')
		p.out = append(p.out, p.in[frag.start:frag.end]...)
	}
}

// restAsWritten handles the commonest link of all, one the href repeats
// byte for byte: when what writeFast wrote so far is the input's start
// and the path, query and fragment follow it unchanged (the path there,
// with no dot segment: the caller's to see), the href is the input itself (run takes it), and
// the rest is not copied. Only a Reader's parser does this: the
// package's Parse promises an href of its own, not a view of the input.
func (p *parser) restAsWritten(path, query, frag fastSpan) bool {
	n := len(p.out)
	if !p.shareInput || path.start != n || p.in[:n] != string(p.out) {
		return false
	}
	p.u.pathStart = int32(path.start)
	if query.start >= 0 {
		p.u.queryStart = int32(query.start - 1)
	}
	if frag.start >= 0 {
		p.u.fragStart = int32(frag.start - 1)
	}
	p.hrefIsInput = true
	return true
}

// mayHoldDots reports whether the path in p.in may hold a dot segment.
func (p *parser) mayHoldDots(path fastSpan) bool {
	return path.start >= 0 && mayHoldDotSegment(p.in[path.start:path.end])
}

// mayHoldDotSegment reports a path that may hold "." or ".." as a
// segment, a dot maybe written %2e: one that holds "/." or "%2". One
// loop, as paths are short.
func mayHoldDotSegment(path string) bool {
	for i := 1; i < len(path); i++ {
		if c := path[i-1]; (c == '/' && path[i] == '.') || (c == '%' && path[i] == '2') {
			return true
		}
	}
	return false
}

// writeDotSegments writes a path fastScan read that may hold a dot
// segment ("." or "..", a dot maybe written %2e) segment by segment as
// the path state does, every other segment copied (fastScan found
// nothing in it to encode).
func (p *parser) writeDotSegments(path string) {
	for i := 1; ; {
		end := strings.IndexByte(path[i:], '/')
		slash := end >= 0
		if !slash {
			end = len(path)
		} else {
			end += i
		}
		if seg := path[i:end]; !p.dotSegment(segmentKind(seg), slash) {
			p.out = append(append(p.out, '/'), seg...)
		}
		if !slash {
			return
		}
		i = end + 1
	}
}

// isDottedDecimal reports whether s is an IPv4 address as the IPv4
// serializer writes it: four decimal numbers up to 255, no leading zero,
// no trailing dot. The IPv4 parser reads it as written, reporting nothing.
func isDottedDecimal(s string) bool {
	parts, n, digits := 0, 0, 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == '.' {
			if digits == 0 || n > 255 {
				return false
			}
			parts, n, digits = parts+1, 0, 0
			continue
		}
		if !isDigit(s[i]) || (digits == 1 && n == 0) {
			return false
		}
		n, digits = n*10+int(s[i]-'0'), digits+1
		if digits > 3 {
			return false
		}
	}
	return parts == 4
}
