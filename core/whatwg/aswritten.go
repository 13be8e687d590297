package whatwg

import (
	"strings"

	"github.com/linkscope/linkscope/core/uri"
)

// urlAsWritten is the URL a browser makes of input when its strict RFC
// 3986 reading r (no error, no warning) shows the shape the URL Standard
// writes back unchanged: the scheme "http" or "https" in lower case; a
// host of lower-case letters, digits, "-" and "." that is a plain DNS
// name not ending in a number, or an IPv4 address as the serializer
// writes it; no userinfo; no port or one written as the serializer writes
// it, not the scheme's default; a path from "/" with
// no dot segment; no "'" in the query. Every other byte RFC 3986 allows in
// a path, query or fragment is a URL code point the percent-encode sets
// leave alone, and its escapes are valid: the href is input itself, with
// no validation error. ok is false for any other link, which the parser
// reads. FuzzAsWritten and TestAsWrittenAgrees hold it to the parser.
func urlAsWritten(input string, r *uri.Reference) (u URL, ok bool) {
	if !r.HasScheme || !r.HasAuthority || r.HasUserinfo || r.Host == "" ||
		(r.Scheme != "https" && r.Scheme != "http") {
		return URL{}, false
	}
	port := int32(-1)
	if r.HasPort {
		port = writtenPort(r.Port)
		if def, _ := specialPort(r.Scheme); port < 0 || port == def {
			return URL{}, false
		}
	}
	if r.Path == "" || r.Path[0] != '/' || mayHoldDotSegment(r.Path) || (r.HasQuery && strings.IndexByte(r.Query, '\'') >= 0) {
		return URL{}, false
	}
	host := r.Host
	for i := 0; i < len(host); i++ {
		if c := host[i]; !hostByte[c] || ('A' <= c && c <= 'Z') {
			return URL{}, false
		}
	}
	kind := HostDomain
	switch {
	case endsInNumber(host):
		if !isDottedDecimal(host) {
			return URL{}, false
		}
		kind = HostIPv4
	case !isPlainDNSName(host):
		return URL{}, false
	}
	if len(input) != writtenLen(r) {
		return URL{}, false
	}
	u = URL{href: input, port: port, queryStart: -1, fragStart: -1, hostKind: kind, special: true, plain: true}
	u.schemeEnd = int32(len(r.Scheme))
	u.usernameEnd = u.schemeEnd + 3
	u.hostStart = u.usernameEnd
	u.hostEnd = u.hostStart + int32(len(host))
	u.pathStart = u.hostEnd
	if r.HasPort {
		u.pathStart += 1 + int32(len(r.Port))
	}
	next := u.pathStart + int32(len(r.Path))
	if r.HasQuery {
		u.queryStart = next
		next += 1 + int32(len(r.Query))
	}
	if r.HasFragment {
		u.fragStart = next
	}
	return u, true
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
