package safebrowsing

import "strings"

// parts are the components of a URL as written, before any unescaping:
// substrings of the cleaned input. Offsets let errors point at the input.
type parts struct {
	scheme      string // lower-case
	addedScheme string // what was prefixed when the URL had no "scheme://" ("http://" or "http:")
	user        string
	hasUser     bool
	host        string
	hostPos     int
	port        string
	hasPort     bool
	path        string
	query       string
	hasQuery    bool
}

// trimSpace removes leading and trailing C0 controls and spaces, as a
// browser's URL parser does before anything else.
func trimSpace(s string) (trimmed string, lead int) {
	i, j := 0, len(s)
	for i < j && s[i] <= ' ' {
		i++
	}
	for j > i && s[j-1] <= ' ' {
		j--
	}
	return s[i:j], i
}

// removeTabCRLF appends s to dst without tab, CR and LF: the document
// removes the characters themselves, never their escapes (%0a stays).
func removeTabCRLF(dst []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c != '\t' && c != '\r' && c != '\n' {
			dst = append(dst, c)
		}
	}
	return dst
}

func hasTabCRLF(s string) bool {
	return strings.IndexByte(s, '\t') >= 0 || strings.IndexByte(s, '\n') >= 0 || strings.IndexByte(s, '\r') >= 0
}

// schemeEnd returns the index of the ':' ending a syntactically valid
// RFC 3986 scheme at the start of s, or -1.
func schemeEnd(s string) int {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c|0x20 >= 'a' && c|0x20 <= 'z':
		case i > 0 && (c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.'):
		case i > 0 && c == ':':
			return i
		default:
			return -1
		}
	}
	return -1
}

// isPortThenEnd reports whether s starts with digits (perhaps none) and then
// ends or goes on with a path or query: "8080/x" makes "host:8080/x" a host
// and port, not a scheme "host".
func isPortThenEnd(s string) bool {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i == len(s) || s[i] == '/' || s[i] == '?'
}

// lowerScheme returns s in lower case, without allocating for the schemes
// that matter.
func lowerScheme(s string) string {
	switch s { // as most links write it
	case "https", "http":
		return s
	}
	for _, k := range [...]string{"http", "https", "ftp", "ws", "wss"} {
		if strings.EqualFold(s, k) {
			return k
		}
	}
	return strings.ToLower(s)
}

// split cuts s (trimmed, without tab/CR/LF or fragment) into components,
// in *p, which it clears first: filled in place rather than returned,
// since a returned parts is stored field by field and then copied in
// sixteen-byte moves that wait on those stores. A URL without "scheme://"
// is taken as http. Positions in errors are offsets in s.
func split(s string, p *parts) *Error {
	*p = parts{}
	rest, off := s, 0
	switch i := schemeEnd(s); {
	case i > 0 && strings.HasPrefix(s[i+1:], "//"):
		p.scheme, rest, off = lowerScheme(s[:i]), s[i+3:], i+3
	case i > 0 && !isPortThenEnd(s[i+1:]):
		return &Error{Pos: i, Rule: RuleScheme,
			Reason: "scheme " + quote(s[:i]) + ` is not followed by "//": not a URL with a host`}
	case strings.HasPrefix(s, "//"):
		p.scheme, p.addedScheme, rest, off = "http", "http:", s[2:], 2
	default:
		p.scheme, p.addedScheme = "http", "http://"
	}
	a := scanAuthority(rest)
	if err := p.splitAuthority(rest[:a.end], a, off); err != nil {
		return err
	}
	p.path = rest[a.end:]
	if q := strings.IndexByte(p.path, '?'); q >= 0 {
		p.path, p.query, p.hasQuery = p.path[:q], p.path[q+1:], true
	}
	return nil
}

// authority is what one pass over the authority at the start of a URL's
// rest finds, so that the bytes of the host are read once, not once for
// each delimiter.
type authority struct {
	end   int // where it ends: at the first '/' or '?', or at the end
	at    int // the last '@' before end, or -1
	colon int // the first ':' after that '@' (or from the start), or -1
}

func scanAuthority(rest string) authority {
	a := authority{at: -1, colon: -1}
	for ; a.end < len(rest); a.end++ {
		switch rest[a.end] {
		case '/', '?':
			return a
		case '@':
			a.at, a.colon = a.end, -1
		case ':':
			if a.colon < 0 {
				a.colon = a.end
			}
		}
	}
	return a
}

// splitAuthority separates userinfo, host and port, where scanAuthority
// found them; off is the offset of auth in the cleaned input.
func (p *parts) splitAuthority(auth string, a authority, off int) *Error {
	colon := a.colon
	if a.at >= 0 {
		p.user, p.hasUser = auth[:a.at], true
		auth, off = auth[a.at+1:], off+a.at+1
		if colon >= 0 {
			colon -= a.at + 1
		}
	}
	p.host, p.hostPos = auth, off
	if strings.HasPrefix(auth, "[") {
		end := strings.IndexByte(auth, ']')
		if end < 0 {
			return &Error{Pos: off, Rule: RuleHost, Reason: `IPv6 literal has no closing "]"`}
		}
		if end+1 < len(auth) && auth[end+1] != ':' {
			return &Error{Pos: off + end + 1, Rule: RuleHost, Reason: `unexpected character after the IPv6 literal's "]"`}
		}
		colon = -1
		if end+1 < len(auth) {
			colon = end + 1
		}
	}
	if colon >= 0 {
		p.host, p.port, p.hasPort = auth[:colon], auth[colon+1:], true
		for i := 0; i < len(p.port); i++ {
			if c := p.port[i]; c < '0' || c > '9' {
				return &Error{Pos: off + colon + 1 + i, Rule: RulePort, Reason: "port " + quote(p.port) + " is not a decimal number"}
			}
		}
	}
	if p.host == "" {
		return &Error{Pos: off, Rule: RuleHost, Reason: "the URL has no host"}
	}
	return nil
}
