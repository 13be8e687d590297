package safebrowsing

import "github.com/linkscope/linkscope/core/internal/bytespan"

// settled reports whether s, a component as written, is already its own
// canonical form: unescaping it until no escape remains and escaping the
// result gives s back, so both passes can be skipped. Most components of
// real links are settled; a tracked link's query holds "%20" at most.
//
// That holds when every byte that needsEscape is the '%' of an escape, in
// upper-case hex, of a byte that needsEscape itself other than '%' (whose
// unescaping could complete a new escape). Such an escape decodes to no
// hex digit, '%', '.' or '/', so its byte takes part in no other escape,
// dot segment or run of slashes: a settled path can also have those
// removed as written.
func settled(s string) bool { return settledFrom(s, 0) }

// settledFrom is settled for s whose bytes before i need no escaping.
func settledFrom(s string, i int) bool {
	for i = kept.Span(s, i); i < len(s); i = kept.Span(s, i) {
		if s[i] != '%' || !settledEscape(s[i:]) {
			return false
		}
		i += 3
	}
	return true
}

// settledComponents tells which of p's components, split from s, are
// settled as written. stop is where the first byte of s that needs
// escaping lies (kept.Span(s, 0), which the caller has found): the
// components before it need no scan of their own, and for most links that
// is all of them. The host's steps read its bytes unescaped, so it is
// settled only when it holds no escape at all.
func settledComponents(s string, stop int, p *parts, path string) settledParts {
	if stop == len(s) {
		return settledParts{host: true, path: true, query: true}
	}
	queryAt := len(s) - len(p.query)
	pathEnd := len(s)
	if p.hasQuery {
		pathEnd = queryAt - 1
	}
	return settledParts{
		host:  p.hostPos+len(p.host) <= stop || kept.Span(p.host, 0) == len(p.host),
		path:  pathEnd <= stop || settled(path),
		query: settledFrom(p.query, max(stop-queryAt, 0)),
	}
}

// kept is the set of bytes canonical escaping leaves alone, for a scan
// sixteen bytes a step: long query strings dominate tracked links.
var kept = bytespan.ColumnsOf(func(c byte) bool { return !needsEscape(c) })

// settledEscape reports whether s starts with an escape that canonical
// escaping would write again as it is: "%XX" in upper-case hex, of a byte
// that needsEscape, not '%'.
func settledEscape(s string) bool {
	if len(s) < 3 || !isUpperHex(s[1]) || !isUpperHex(s[2]) {
		return false
	}
	c := unhex(s[1])<<4 | unhex(s[2])
	return escapeSet[c] && c != '%'
}

func isUpperHex(c byte) bool { return c >= '0' && c <= '9' || c >= 'A' && c <= 'F' }

// unescapeUnlessSettled appends s to dst unescaped, or as it is when it is
// settled.
func unescapeUnlessSettled(dst []byte, s string, settled bool) []byte {
	if settled {
		return append(dst, s...)
	}
	return unescapeAppend(dst, s)
}

// escapeUnlessSettled appends b to dst escaped, or as it is when it was
// settled as written.
func escapeUnlessSettled(dst, b []byte, settled bool) []byte {
	if settled {
		return append(dst, b...)
	}
	return escapeAppend(dst, b)
}
