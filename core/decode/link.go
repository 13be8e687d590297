package decode

import (
	"strings"

	"github.com/linkscope/linkscope/core/internal/asciifold"
	"github.com/linkscope/linkscope/core/internal/bytespan"
)

// link is an input read as a URL: its parts as written, the host in lower
// case. Offsets are not needed: a fact says where by name.
type link struct {
	scheme    string // lower case, without ':'
	host      string // lower case, without userinfo, port or brackets
	authority bool   // the URL has "//": hierarchical
	path      string // as written, from the first '/' ("" when none); the opaque part for mailto: and the like
	query     string // without '?'
	hasQuery  bool
	fragment  string // without '#'
	hasFrag   bool
	rest      string // after the authority: path, query and fragment as written
}

// splitLink reads s as an absolute URL into *l; false when s has no
// scheme (a bare value). The authority is read in one pass.
func splitLink(l *link, s string) bool {
	*l = link{}
	scheme, rest, ok := cutScheme(s)
	if !ok {
		return false
	}
	l.scheme = scheme
	if !asciifold.HasPrefix(scheme, "http") {
		l.scheme = lowerASCII(scheme) // read only to tell mailto:, magnet:, …
	}
	if strings.HasPrefix(rest, "//") {
		l.authority = true
		auth := rest[2:]
		end, at, colon, upper := len(auth), -1, -1, false
		// The host's plain bytes are skipped sixteen a step; the byte
		// loop takes over at the first that is not (the port's ':', the
		// path's '/', an upper-case or non-ASCII letter).
	scan:
		for i := plainHost.Span(auth, 0); i < len(auth); i++ {
			switch authClass[auth[i]] {
			case 0:
			case aEnd:
				end = i
				break scan
			case aAt:
				at, colon = i, -1
			case aColon:
				colon = i
			case aUpper:
				upper = true
			}
		}
		l.host = hostIn(auth[at+1:end], colon-at-1, at >= 0 || colon >= 0, upper)
		rest = auth[end:]
		l.rest = rest
	}
	l.splitRest(rest)
	return true
}

// splitRest splits what follows the scheme and authority into path,
// query and fragment.
func (l *link) splitRest(rest string) {
	if i := strings.IndexByte(rest, '#'); i >= 0 {
		l.fragment, l.hasFrag = rest[i+1:], true
		rest = rest[:i]
	}
	if i := strings.IndexByte(rest, '?'); i >= 0 {
		l.query, l.hasQuery = rest[i+1:], true
		rest = rest[:i]
	}
	l.path = rest
}

// hostIn is the host of host[:port]: colon is the ':' before a port (or
// -1), marked says an '@' or ':' was seen at all, upper that an upper-case
// letter was. Lower-cased, without IPv6 brackets or a trailing dot.
func hostIn(hp string, colon int, marked, upper bool) string {
	if strings.HasPrefix(hp, "[") {
		if i := strings.IndexByte(hp, ']'); i > 0 {
			return lowerASCII(hp[1:i])
		}
		return lowerASCII(hp)
	}
	if marked && colon >= 0 && colon <= len(hp) {
		hp = hp[:colon]
	}
	hp = strings.TrimSuffix(hp, ".")
	if upper {
		return strings.ToLower(hp)
	}
	return hp
}

// Classes of the authority's bytes for splitLink's one pass.
const (
	aEnd   = 1 + iota // '/', '\\', '?', '#': the authority ends
	aAt               // '@': the userinfo ends
	aColon            // ':': a port may start
	aUpper            // 'A'-'Z': the host needs lower-casing
)

// plainHost are the printable ASCII bytes of class 0 in authClass.
var plainHost = bytespan.ColumnsOf(func(c byte) bool { return c >= 0x20 && c < 0x7f && authClass[c] == 0 })

var authClass = func() (t [256]uint8) {
	t['/'], t['\\'], t['?'], t['#'] = aEnd, aEnd, aEnd, aEnd
	t['@'], t[':'] = aAt, aColon
	for c := 'A'; c <= 'Z'; c++ {
		t[c] = aUpper
	}
	return t
}()

// cutScheme splits "scheme:rest" when scheme is a valid URL scheme (a
// letter, then letters, digits, '+', '-' or '.').
func cutScheme(s string) (scheme, rest string, ok bool) {
	// Most links are http: or https:, written in lower case.
	if strings.HasPrefix(s, "https:") {
		return s[:5], s[6:], true
	}
	if strings.HasPrefix(s, "http:") {
		return s[:4], s[5:], true
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ':':
			return s[:i], s[i+1:], i > 0
		case isAlpha(c):
		case i > 0 && (isDigit(c) || c == '+' || c == '-' || c == '.'):
		default:
			return "", "", false
		}
	}
	return "", "", false
}

// lowerASCII lower-cases ASCII letters, returning s itself when it has
// none in upper case.
func lowerASCII(s string) string {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			return strings.ToLower(s)
		}
	}
	return s
}

func isAlpha(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }
func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// segments splits a path into its segments (without the leading '/'),
// appending to dst. "/a//b/" gives "a", "", "b", "".
func segments(dst []string, path string) []string {
	path = strings.TrimPrefix(path, "/")
	if path == "" {
		return dst
	}
	for {
		i := strings.IndexByte(path, '/')
		if i < 0 {
			return append(dst, path)
		}
		dst = append(dst, path[:i])
		path = path[i+1:]
	}
}
