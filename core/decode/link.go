package decode

import "strings"

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

// splitLink reads s as an absolute URL; ok is false when s has no scheme
// (a bare value).
func splitLink(s string) (l link, ok bool) {
	scheme, rest, ok := cutScheme(s)
	if !ok {
		return link{}, false
	}
	l.scheme = scheme
	if !hasPrefixFold(scheme, "http") {
		l.scheme = lowerASCII(scheme) // read only to tell mailto:, magnet:, …
	}
	if i := strings.IndexByte(rest, '#'); i >= 0 {
		l.fragment, l.hasFrag = rest[i+1:], true
		rest = rest[:i]
	}
	if i := strings.IndexByte(rest, '?'); i >= 0 {
		l.query, l.hasQuery = rest[i+1:], true
		rest = rest[:i]
	}
	if !strings.HasPrefix(rest, "//") {
		l.path = rest
		return l, true
	}
	l.authority = true
	rest = rest[2:]
	end := len(rest)
	for i := 0; i < len(rest); i++ {
		if rest[i] == '/' || rest[i] == '\\' {
			end = i
			break
		}
	}
	l.host = hostOf(rest[:end])
	l.path = rest[end:]
	// The authority ends at the first '/', '\', '?' or '#' of the input.
	after := s[len(scheme)+3:]
	for i := 0; i < len(after); i++ {
		if c := after[i]; c == '/' || c == '\\' || c == '?' || c == '#' {
			l.rest = after[i:]
			break
		}
	}
	return l, true
}

// cutScheme splits "scheme:rest" when scheme is a valid URL scheme (a
// letter, then letters, digits, '+', '-' or '.').
func cutScheme(s string) (scheme, rest string, ok bool) {
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

// hostOf is the host of an authority, lower-cased, without userinfo,
// port or IPv6 brackets.
func hostOf(authority string) string {
	if i := strings.LastIndexByte(authority, '@'); i >= 0 {
		authority = authority[i+1:]
	}
	if strings.HasPrefix(authority, "[") {
		if i := strings.IndexByte(authority, ']'); i > 0 {
			return lowerASCII(authority[1:i])
		}
		return lowerASCII(authority)
	}
	if i := strings.IndexByte(authority, ':'); i >= 0 {
		authority = authority[:i]
	}
	return lowerASCII(strings.TrimSuffix(authority, "."))
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
