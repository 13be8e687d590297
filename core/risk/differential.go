package risk

import (
	"strings"

	"github.com/linkscope/linkscope/core/internal/bytespan"
	"github.com/linkscope/linkscope/core/whatwg"
)

// appendDifferential appends a parser-differential risk when a browser
// (the URL Standard) and an RFC 3986 reader take link to different hosts,
// or only one of them finds a host: the link goes somewhere other than it
// seems to. Its position is the validation error that made the browser
// read it so, when there is one. A name the browser reads as an IPv4
// address is obfuscated-ip's fact, not said twice.
// k and end are mayDiffer's answer for link.
func (s *Scanner) appendDifferential(out []Risk, link string, k, end int) []Risk {
	switch {
	case k == sameHost:
		return out
	case k == byAuthority && s != nil && !s.once:
		// Only the scheme and authority decide: remember them, as a batch
		// meets the same IDN hosts again and again.
		found := s.origins.Get(link[:end], func(origin string) []Risk { return appendDifferential(nil, origin) }, cloneRisks)
		return append(out, found...)
	case k == byAuthority:
		// Read the scheme and authority alone here too: a path or fragment
		// the RFC 3986 reader refuses (a space, a byte that is not UTF-8)
		// is not a second host, as it is not for an ASCII authority.
		return appendDifferential(out, link[:end])
	}
	return appendDifferential(out, link)
}

// appendDifferential is the parser-differential check of one link.
func appendDifferential(out []Risk, link string) []Risk {
	r := whatwg.Read(link, "")
	if !r.HostDiffers() {
		return out
	}
	rfc, browser := r.Hosts()
	if r.BrowserOK && r.Browser.HostKind() == whatwg.HostIPv4 && rfc != "" && ipv4Spelling(rfc) {
		return out
	}
	d := Risk{Rule: ParserDifferential, Text: browser, Host: rfc, Pos: strings.Index(link, browser)}
	if _, errs, _ := whatwg.Validate(link, nil, nil); len(errs) > 0 {
		d.Cause, d.Pos = errs[0].Kind.String(), errs[0].Pos
	}
	if d.Pos < 0 {
		d.Pos = 0
	}
	return append(out, d)
}

// ipv4Spelling reports whether host, as RFC 3986 reads it, is an IPv4
// address in one of the forms a browser accepts (0x7f.1, 2130706433).
func ipv4Spelling(host string) bool {
	_, _, ok := parseIPv4(host)
	return ok
}

// What may make the two readings of a link take different hosts.
const (
	sameHost    = iota // nothing: both read the same host
	byAuthority        // the authority alone (a percent sign, a non-ASCII byte, two '@')
	byLink             // the link as a whole (a backslash, slashes, a tab or newline, spaces)
)

// MayDiffer is the quick test of mayDiffer: false when a browser and an
// RFC 3986 reader cannot take link to different hosts, as for nearly every
// link; true when they may, and a second reading must tell.
func MayDiffer(link string) bool {
	k, _ := mayDiffer(link)
	return k != sameHost
}

// mayDiffer is the quick test that spares nearly every link the second
// parse: only a link with a backslash, a tab or newline, a space or
// control at either end, or an authority not opened by exactly "//" can
// be read to two different hosts as a whole (byLink); one with more than
// one '@', or a percent sign or non-ASCII byte in its authority, by its
// scheme and authority alone, which end at end (byAuthority). A numeric
// last label is obfuscated-ip's fact.
func mayDiffer(link string) (kind, end int) {
	if link == "" || link[0] <= ' ' || link[len(link)-1] <= ' ' || hasBackslashOrBreak(link) {
		return byLink, 0
	}
	colon := strings.IndexByte(link, ':')
	if colon <= 0 {
		return sameHost, 0
	}
	rest := link[colon+1:]
	if !strings.HasPrefix(rest, "//") {
		if isSpecialScheme(link[:colon]) {
			return byLink, 0 // https:evil.example, https:/evil.example
		}
		return sameHost, 0
	}
	start := colon + 3
	if start < len(link) && link[start] == '/' {
		return byLink, 0 // https:///evil.example
	}
	// The authority ends at no backslash here: there is none.
	if a := readAuthority(link, start); a.ats > 1 || a.odd {
		return byAuthority, a.end
	}
	return sameHost, 0
}

// differs is mayDiffer from what split and readBytes found (breaks: a
// backslash, tab or line break in link), without reading the link again
// when it starts with its scheme and "//", as nearly every link does:
// the first ':' is then the scheme's, and the authority split's.
func (p *parts) differs(link string, breaks bool) (kind, end int) {
	if link == "" || link[0] <= ' ' || link[len(link)-1] <= ' ' || breaks {
		return byLink, 0
	}
	if p.schemeAt != 0 || p.schemeEnd == 0 || !p.hasAuthority {
		return mayDiffer(link)
	}
	switch {
	case p.authAt < len(link) && link[p.authAt] == '/':
		return byLink, 0 // https:///evil.example
	case p.ats > 1 || p.oddBytes:
		return byAuthority, p.authEnd
	}
	return sameHost, 0
}

// hasBackslashOrBreak reports a backslash, tab or line break in link:
// one vector scan over the printable bytes but the backslash, which
// passes nearly every link whole; past the first byte outside them (a
// control, a backslash, non-ASCII, whose runs would stop it at each
// byte), a search for each of the four.
func hasBackslashOrBreak(link string) bool {
	i := printableButBackslash.Span(link, 0)
	return i < len(link) && hasBreak(link[i:])
}

// hasBreak reports a backslash, tab or line break in s.
func hasBreak(s string) bool {
	return strings.IndexByte(s, '\\') >= 0 || strings.IndexByte(s, '\t') >= 0 || strings.IndexByte(s, '\n') >= 0 ||
		strings.IndexByte(s, '\r') >= 0
}

// printableButBackslash is hasBackslashOrBreak's set. Read-only.
var printableButBackslash = bytespan.ColumnsOf(func(c byte) bool { return c >= ' ' && c < 0x7f && c != '\\' })

// isSpecialScheme reports one of the URL Standard's special schemes, in
// any case: the ones whose authority a browser finds without "//".
func isSpecialScheme(s string) bool {
	for _, special := range [...]string{"http", "https", "ws", "wss", "ftp", "file"} {
		if strings.EqualFold(s, special) {
			return true
		}
	}
	return false
}
