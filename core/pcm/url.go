package pcm

import (
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/internal/asciifold"
	"github.com/linkscope/linkscope/core/textsafe"
)

// urlParts is an absolute hierarchical URL split into its components as
// written: substrings of the input, no decoding. Positions are byte offsets.
type urlParts struct {
	scheme      string
	hasUserinfo bool
	userinfoPos int
	host        string // without the port; an IPv6 literal keeps its brackets
	hostPos     int
	port        string
	hasPort     bool
	path        string
	pathPos     int
	query       string
	hasQuery    bool
	queryPos    int // of the first byte after '?'
	hasFragment bool
	fragmentPos int // of the '#'
}

// splitURL splits raw, which must be "scheme://authority[path][?query][#fragment]".
// It is stricter than a browser's URL parser on purpose: a browser silently
// strips controls and spaces and reads '\' as '/', but a link that needs
// such repair is one a user wants to hear about.
func splitURL(raw string) (urlParts, *Error) {
	var p urlParts
	if err := checkURLBytes(raw); err != nil {
		return p, err
	}
	i := schemeEnd(raw)
	if i <= 0 {
		return p, newError(RuleURLSyntax, 0, raw, "not an absolute URL: it must start with a scheme such as \"https:\"")
	}
	p.scheme = raw[:i]
	rest := raw[i+1:]
	if len(rest) < 2 || rest[0] != '/' || rest[1] != '/' {
		return p, newError(RuleURLSyntax, i+1, raw, "expected \"//\" and a host after \""+textsafe.Escape(raw[:i+1])+"\"")
	}
	start := i + 3
	end := start
	for end < len(raw) && raw[end] != '/' && raw[end] != '?' && raw[end] != '#' {
		end++
	}
	if err := p.splitAuthority(raw, start, end); err != nil {
		return p, err
	}
	p.splitTail(raw, end)
	return p, nil
}

// checkURLBytes rejects what no URL may hold as written: controls, spaces,
// backslashes and invalid UTF-8.
func checkURLBytes(raw string) *Error {
	if raw == "" {
		return newError(RuleURLSyntax, -1, raw, "empty URL")
	}
	for i := 0; i < len(raw); {
		c := raw[i]
		if c >= utf8.RuneSelf {
			r, size := utf8.DecodeRuneInString(raw[i:])
			if r == utf8.RuneError && size == 1 {
				return newError(RuleURLSyntax, i, raw, "invalid UTF-8 "+describeAt(raw, i))
			}
			if r < 0xa0 || r == 0x2028 || r == 0x2029 || r == 0xfeff ||
				(r >= 0x200b && r <= 0x200f) || (r >= 0x202a && r <= 0x202e) || (r >= 0x2066 && r <= 0x2069) {
				return newError(RuleURLSyntax, i, raw, "invisible character "+textsafe.Describe(r)+" in the URL")
			}
			i += size
			continue
		}
		switch {
		case c <= ' ' || c == 0x7f:
			return newError(RuleURLSyntax, i, raw, describeAt(raw, i)+" is not allowed in a URL; percent-encode it")
		case c == '\\':
			return newError(RuleURLSyntax, i, raw, "backslash: browsers read it as '/', write '/' (or %5C)")
		}
		i++
	}
	return nil
}

// schemeEnd returns the index of the ':' ending a valid scheme, or -1.
func schemeEnd(raw string) int {
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		switch {
		case c == ':':
			if i == 0 {
				return -1
			}
			return i
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z':
		case i > 0 && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'):
		default:
			return -1
		}
	}
	return -1
}

func (p *urlParts) splitAuthority(raw string, start, end int) *Error {
	hostStart := start
	for i := end - 1; i >= start; i-- {
		if raw[i] == '@' {
			p.hasUserinfo, p.userinfoPos, hostStart = true, start, i+1
			break
		}
	}
	hostEnd := end
	if hostStart < end && raw[hostStart] == '[' {
		j := hostStart
		for j < end && raw[j] != ']' {
			j++
		}
		if j == end {
			return newError(RuleURLSyntax, hostStart, raw, "IPv6 literal has no closing ']'")
		}
		hostEnd = j + 1
	} else {
		for j := hostStart; j < end; j++ {
			if raw[j] == ':' {
				hostEnd = j
				break
			}
		}
	}
	p.host, p.hostPos = raw[hostStart:hostEnd], hostStart
	if hostEnd < end {
		if raw[hostEnd] != ':' {
			return newError(RuleURLSyntax, hostEnd, raw, "expected ':' and a port after the host, found "+describeAt(raw, hostEnd))
		}
		p.hasPort, p.port = true, raw[hostEnd+1:end]
		return checkPort(raw, hostEnd+1, end)
	}
	return nil
}

func checkPort(raw string, start, end int) *Error {
	n := 0
	for i := start; i < end; i++ {
		c := raw[i]
		if c < '0' || c > '9' {
			return newError(RuleURLSyntax, i, raw, "port: expected a digit, found "+describeAt(raw, i))
		}
		if n = n*10 + int(c-'0'); n > 65535 {
			return newError(RuleURLSyntax, start, raw, "port is larger than 65535")
		}
	}
	return nil
}

func (p *urlParts) splitTail(raw string, i int) {
	pathEnd := i
	for pathEnd < len(raw) && raw[pathEnd] != '?' && raw[pathEnd] != '#' {
		pathEnd++
	}
	p.path, p.pathPos = raw[i:pathEnd], i
	i = pathEnd
	if i < len(raw) && raw[i] == '?' {
		qEnd := i + 1
		for qEnd < len(raw) && raw[qEnd] != '#' {
			qEnd++
		}
		p.hasQuery, p.query, p.queryPos = true, raw[i+1:qEnd], i+1
		i = qEnd
	}
	if i < len(raw) {
		p.hasFragment, p.fragmentPos = true, i
	}
}

// isHTTPScheme reports whether scheme is http or https, in any case.
func isHTTPScheme(scheme string) bool {
	return asciifold.Equal(scheme, "http") || asciifold.Equal(scheme, "https")
}
