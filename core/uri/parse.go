package uri

import "strings"

// Component names used in errors and warnings.
const (
	cScheme   = "scheme"
	cUserinfo = "userinfo"
	cHost     = "host"
	cPort     = "port"
	cPath     = "path"
	cQuery    = "query"
	cFragment = "fragment"
)

// What the grammar expects, for error messages.
const (
	expectEscape   = `two hexadecimal digits after "%" (pct-encoded)`
	expectUserinfo = `a userinfo character (unreserved, pct-encoded, sub-delims, ":") or "@"`
	expectHost     = `a host character (unreserved, pct-encoded, sub-delims), ":" and a port, or the end of the authority ("/", "?", "#"); ` +
		`only one "@" may end the userinfo (write %40)`
	expectPort     = `a port digit or the end of the authority ("/", "?", "#")`
	expectClose    = `"]" closing the IP literal`
	expectAfterLit = `":" and a port, or the end of the authority ("/", "?", "#"), after the IP literal`
	expectIPv6     = `an IPv6 address (eight 16-bit hex pieces, "::" at most once, an IPv4 tail) or IPvFuture ("v" HEXDIG "." ...)`
	expectFuture   = `IPvFuture: "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`
	expectPath     = `a path character (pchar or "/"), "?", "#" or the end`
	expectQuery    = `a query character (pchar, "/" or "?"), "#" or the end`
	expectFragment = `a fragment character (pchar, "/" or "?") or the end; a "#" inside the fragment must be written %23`
	expectNoScheme = `a scheme (a letter, then letters, digits, "+", "-", ".") before ":"; ` +
		`a relative reference cannot hold ":" in its first segment (write "./" before it)`
)

// parser reads one URI reference. Failures record where and why in the
// parser and return false, so that only the public entry points allocate
// a *ParseError, and a lenient retry after a strict failure costs nothing.
type parser struct {
	s       string
	lenient bool
	warns   []Warning
	esc     uint8 // escLower | escUnreserved: what the escapes read hold
	illegal bool  // the lenient grammar accepted something the strict one refuses
	noWarn  bool  // note illegal but collect no warnings

	errPos  int
	errComp string
	errWhat string
}

// Parse splits s by the URI-reference rule of RFC 3986 Appendix A, strictly:
// any character the grammar does not allow where it stands is a
// *ParseError naming its byte offset. Components are substrings of s.
func Parse(s string) (r Reference, err error) {
	p := parser{s: s}
	if !p.parse(&r) {
		return r, p.err()
	}
	return r, nil
}

func (p *parser) fail(pos int, comp, what string) bool {
	p.errPos, p.errComp, p.errWhat = pos, comp, what
	return false
}

func (p *parser) err() *ParseError {
	return &ParseError{Input: p.s, Pos: p.errPos, Component: p.errComp, Expected: p.errWhat}
}

func (p *parser) parse(r *Reference) (ok bool) {
	*r = Reference{}
	s := p.s
	i := schemeLen(s)
	if i > 0 {
		r.Scheme, r.HasScheme = s[:i], true
		i++
	}
	if len(s)-i >= 2 && s[i] == '/' && s[i+1] == '/' {
		if i, ok = p.authority(r, i+2); !ok {
			return false
		}
	}
	if i, ok = p.pathQuery(r, i); !ok {
		return false
	}
	if i < len(s) && s[i] == '#' {
		start := i + 1
		if i, ok = p.scan(start, len(s), aQuery, cFragment); !ok {
			return false
		}
		r.Fragment, r.HasFragment = s[start:i], true
		if i < len(s) {
			return p.fail(i, cFragment, expectFragment)
		}
	}
	if i < len(s) {
		return p.fail(i, cPath, expectPath)
	}
	r.esc = p.esc | escRead
	r.dots = dotsRead
	if hasDotSegment(r.Path) {
		r.dots |= dotsFound
	}
	return true
}

// pathQuery reads path [ "?" query ] from i and returns the offset after
// it: the end of s or a "#". Strictly parsed, the two are one scan by the
// query's characters, which are the path's and "?", and "?" is found after
// it; what that scan stops at other than "#" is left to the general rule to
// judge and name.
func (p *parser) pathQuery(r *Reference, i int) (int, bool) {
	s := p.s
	if !p.lenient {
		end, ok := p.scan(i, len(s), aQuery, cQuery)
		if ok && (end == len(s) || s[end] == '#') {
			path := s[i:end]
			if q := strings.IndexByte(path, '?'); q >= 0 {
				r.Query, r.HasQuery = path[q+1:], true
				path = path[:q]
			}
			r.Path = path
			if r.HasScheme || r.HasAuthority || p.checkNoScheme(path) {
				return end, true
			}
			return end, false
		}
	}
	start := i
	i, ok := p.scan(i, len(s), aPath, cPath)
	if !ok {
		return i, false
	}
	r.Path = s[start:i]
	if !r.HasScheme && !r.HasAuthority && !p.checkNoScheme(r.Path) {
		return i, false
	}
	if i < len(s) && s[i] == '?' {
		start = i + 1
		if i, ok = p.scan(start, len(s), aQuery, cQuery); !ok {
			return i, false
		}
		r.Query, r.HasQuery = s[start:i], true
		if i < len(s) && s[i] != '#' {
			return i, p.fail(i, cQuery, expectQuery)
		}
	}
	return i, true
}

// schemeLen returns the length of the scheme when s starts with
// scheme ":", else 0.
func schemeLen(s string) int {
	if len(s) == 0 || !isAlpha(s[0]) {
		return 0
	}
	j := 1
	for j < len(s) && class[s[j]]&bScheme != 0 {
		j++
	}
	if j < len(s) && s[j] == ':' {
		return j
	}
	return 0
}

// checkNoScheme enforces path-noscheme: without a scheme, a ":" in the
// first segment would be read as one, so the grammar forbids it. The error
// points at the character that kept the text before ":" from being a scheme.
func (p *parser) checkNoScheme(path string) bool {
	seg := path
	if k := strings.IndexByte(seg, '/'); k >= 0 {
		seg = seg[:k]
	}
	colon := strings.IndexByte(seg, ':')
	if colon < 0 {
		return true
	}
	bad := colon
	for k := 0; k < colon; k++ {
		if (k == 0 && !isAlpha(seg[0])) || class[seg[k]]&bScheme == 0 {
			bad = k
			break
		}
	}
	return p.fail(bad, cScheme, expectNoScheme)
}

// scan advances over the bytes allowed by bit and valid pct-encoded
// triplets from i, stopping before limit or at the first other byte, whose
// offset it returns for the caller to judge. A malformed "%" is an error
// here (accepted with a warning in lenient mode).
func (p *parser) scan(i, limit int, bit uint8, comp string) (int, bool) {
	s := p.s[:limit]
	for {
		if i = span(s, i, bit); i >= limit {
			return i, true
		}
		if s[i] == '%' {
			if j, esc := escapeRun(s, i); j > i {
				p.esc |= esc // what the escapes hold, for Normalize
				i = j
				continue
			}
			if !p.lenient {
				bad := i + 1
				if bad < limit && isHex(s[bad]) {
					bad++
				}
				return i, p.fail(bad, comp, expectEscape)
			}
		}
		if !p.lenient {
			return i, true
		}
		n, ok := p.lenientChar(i, comp)
		if n == 0 {
			return i, ok
		}
		i += n
	}
}

// escapeRun returns the offset after the run of valid pct-encoded triplets
// at s[i:] (i when there is none) and what they hold (escLower,
// escUnreserved).
func escapeRun(s string, i int) (end int, esc uint8) {
	for i+2 < len(s) && s[i] == '%' {
		a, b := hexInfo[s[i+1]], hexInfo[s[i+2]]
		if (a|b)&notHexBit != 0 {
			break
		}
		esc |= (a|b)>>6&escLower | escapeUnreserved[(a&15)<<4|b&15]
		i += 3
	}
	return i, esc
}

// authority reads authority = [ userinfo "@" ] host [ ":" port ] from i and
// returns the offset of its end.
func (p *parser) authority(r *Reference, i int) (int, bool) {
	if !p.lenient {
		if end, ok := p.plainAuthority(r, i); ok {
			return end, true
		}
	}
	s := p.s
	end := span(s, i, aAuthority)
	r.HasAuthority = true
	h := i
	var at int
	if p.lenient {
		at = strings.LastIndexByte(s[i:end], '@')
	} else {
		at = strings.IndexByte(s[i:end], '@')
	}
	if at >= 0 {
		at += i
		j, ok := p.scan(i, at, aUserinfo, cUserinfo)
		if !ok {
			return j, false
		}
		if j < at {
			return j, p.fail(j, cUserinfo, expectUserinfo)
		}
		r.Userinfo, r.HasUserinfo = s[i:at], true
		h = at + 1
	}
	j, ok := p.host(r, h, end)
	if !ok {
		return j, false
	}
	if j == end {
		return end, true
	}
	k := j + 1
	for k < end && isDigit(s[k]) {
		k++
	}
	if k < end {
		return k, p.fail(k, cPort, expectPort)
	}
	r.Port, r.HasPort = s[j+1:end], true
	return end, true
}

// plainAuthority reads, in one pass, the authority nearly every link has:
// a reg-name or IPv4 host, then maybe ":" and a port, and no userinfo. It
// reports false for anything else, and authority then reads it by the
// general rule, which also names any error.
func (p *parser) plainAuthority(r *Reference, i int) (int, bool) {
	s := p.s
	j, ok := p.scan(i, len(s), aRegName, cHost)
	if !ok {
		return j, false
	}
	end := j
	if j < len(s) && s[j] == ':' {
		end++
		for end < len(s) && isDigit(s[end]) {
			end++
		}
	}
	if end < len(s) && s[end] != '/' && s[end] != '?' && s[end] != '#' {
		return end, false
	}
	r.HasAuthority = true
	r.setHost(s[i:j])
	if end > j {
		r.Port, r.HasPort = s[j+1:end], true
	}
	return end, true
}

// host reads host = IP-literal / IPv4address / reg-name from h and returns
// the offset after it, which is end or a ":".
func (p *parser) host(r *Reference, h, end int) (int, bool) {
	s := p.s
	if h < end && s[h] == '[' {
		return p.ipLiteral(r, h, end)
	}
	j, ok := p.scan(h, end, aRegName, cHost)
	if !ok {
		return j, false
	}
	if j < end && s[j] != ':' {
		return j, p.fail(j, cHost, expectHost)
	}
	r.setHost(s[h:j])
	return j, true
}

func (p *parser) ipLiteral(r *Reference, h, end int) (int, bool) {
	s := p.s
	closing := strings.IndexByte(s[h:end], ']')
	if closing < 0 {
		return end, p.fail(end, cHost, expectClose)
	}
	closing += h
	lit := s[h+1 : closing]
	if len(lit) > 0 && lit[0]|0x20 == 'v' {
		if bad := checkIPvFuture(lit); bad >= 0 {
			return h + 1 + bad, p.fail(h+1+bad, cHost, expectFuture)
		}
		r.HostType = HostIPvFuture
	} else {
		if _, bad := parseIPv6(lit); bad >= 0 {
			return h + 1 + bad, p.fail(h+1+bad, cHost, expectIPv6)
		}
		r.HostType = HostIPv6
	}
	r.Host, r.hostBytes = s[h:closing+1], hostBytesOf(s[h:closing+1])|hostBytesRead
	j := closing + 1
	if j < end && s[j] != ':' {
		return j, p.fail(j, cHost, expectAfterLit)
	}
	return j, true
}
