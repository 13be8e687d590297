package unwrap

import (
	"strings"

	"github.com/linkscope/linkscope/core/brandsites"
	"github.com/linkscope/linkscope/core/internal/asciifold"
	"github.com/linkscope/linkscope/core/internal/bytespan"
)

// link is a wrapper candidate split the way a browser splits an http(s)
// URL: the host (lower-cased, without userinfo, port or a trailing dot)
// and the rest after the authority, as written.
type link struct {
	https bool
	ok    bool   // the text is an http(s) URL: rest is its path, query and fragment
	host  string // "" when the host is no wrapper's (an IP literal, non-ASCII)
	rest  string
}

// splitLink reads s as an absolute http or https URL. It does not
// validate: a wrapper match is decided by host and path afterwards. ok is
// false when s is no http(s) URL or its host can be no wrapper's host.
func splitLink(s string) (l link, ok bool) {
	switch {
	case strings.HasPrefix(s, "https://"): // most links are written in lower case
		l.https, s = true, s[8:]
	case strings.HasPrefix(s, "http://"):
		s = s[7:]
	case asciifold.HasPrefix(s, "https://"):
		l.https, s = true, s[8:]
	case asciifold.HasPrefix(s, "http://"):
		s = s[7:]
	default:
		return l, false
	}
	l.ok = true
	// One pass over the authority finds its end, the host after the last
	// '@' and what the host's bytes are: every link is split, and most
	// are no wrapper's. The bytes of no kind (a lower-case host's) are
	// skipped sixteen a step; the byte loop takes over at the first other
	// (the path's '/', an upper-case or non-ASCII letter).
	end, hostStart, kinds := len(s), 0, byteKind(0)
	for i := plainAuthority.Span(s, 0); i < len(s); i++ {
		k := authorityBytes[s[i]]
		if k&stopsAuthority != 0 {
			end = i
			break
		}
		if k&endsUserinfo != 0 {
			hostStart, kinds = i+1, 0
			continue
		}
		kinds |= k
	}
	l.rest = s[end:]
	host, ok := hostOf(s[hostStart:end], kinds)
	l.host = host
	return l, ok
}

// plainAuthority are the printable ASCII bytes of no kind in
// authorityBytes: what splitLink skips without looking at each.
var plainAuthority = bytespan.ColumnsOf(func(c byte) bool { return c >= 0x20 && c < 0x7f && authorityBytes[c] == 0 })

// byteKind says what a byte of an authority is to splitLink.
type byteKind uint8

const (
	stopsAuthority byteKind = 1 << iota // '/', '?', '#' or '\\'
	endsUserinfo                        // '@'
	upperLetter                         // 'A' to 'Z'
	notHostName                         // non-ASCII or '[': no wrapper's host
)

// authorityBytes is the kind of each byte; read-only after initialisation.
var authorityBytes = func() (t [256]byteKind) {
	for _, c := range "/?#\\" {
		t[c] = stopsAuthority
	}
	t['@'] = endsUserinfo
	for c := 'A'; c <= 'Z'; c++ {
		t[c] = upperLetter
	}
	t['['] = notHostName
	for c := 0x80; c < 0x100; c++ {
		t[c] = notHostName
	}
	return t
}()

// maxHost bounds the host names looked up: DNS names are at most 253
// bytes.
const maxHost = 256

// hostOf drops the port and a trailing dot and lower-cases ASCII letters,
// in a copy when it must change anything. Non-ASCII and bracketed (IP
// literal) hosts are no wrapper's host. kinds are the kinds of auth's
// bytes (a port's digits add none).
func hostOf(auth string, kinds byteKind) (string, bool) {
	if kinds&notHostName != 0 {
		return "", false
	}
	for i := len(auth) - 1; i >= 0; i-- {
		if c := auth[i]; c == ':' {
			auth = auth[:i]
			break
		} else if c < '0' || c > '9' {
			break
		}
	}
	if len(auth) > 0 && auth[len(auth)-1] == '.' {
		auth = auth[:len(auth)-1]
	}
	if auth == "" || len(auth) > maxHost {
		return "", false
	}
	if kinds&upperLetter == 0 {
		return auth, true
	}
	return strings.ToLower(auth), true // rare: links are written in lower case
}

// candidates appends the rows whose host patterns match host, and the rows
// of any host whose paths begin with the first segment of rest, in table
// order (rows matched by several patterns once).
func (t *Table) candidates(dst []int, host, rest string) []int {
	if t.anyTail || t.tails.mayHold(tail(host)) {
		dst = append(dst, t.exact[host]...)
		for i := 0; i < len(host); i++ {
			if host[i] == '.' {
				dst = append(dst, t.suffix[host[i+1:]]...)
			}
		}
	}
	if len(t.label) > 0 {
		dst = t.labelCandidates(dst, host)
	}
	if seg := firstSegment(rest); t.segmentLens&lenBit(seg) != 0 {
		dst = append(dst, t.anyHost[seg]...)
	}
	return sortUnique(dst)
}

// tail is the last two labels of host, or host when it has fewer. A host
// matching an exact host or a suffix pattern of two labels or more has
// that pattern's tail.
func tail(host string) string {
	dots := 0
	for i := len(host) - 1; i >= 0; i-- {
		if host[i] == '.' {
			if dots++; dots == 2 {
				return host[i+1:]
			}
		}
	}
	return host
}

// labelCandidates matches "google.*" patterns: the label, then one of
// the brand's own domains (core/brandsites: google.de, google.co.uk,
// google.com.br; not google.xyz, nor a country code Google does not
// hold), any subdomains before it, or exactly the pattern's
// ("news.google.*").
func (t *Table) labelCandidates(dst []int, host string) []int {
	start := 0
	for start < len(host) {
		end := start
		for end < len(host) && host[end] != '.' {
			end++
		}
		if label := host[start:end]; t.labelLens&lenBit(label) != 0 && end < len(host) {
			dst = t.appendLabelRows(dst, host, start, label, host[end+1:])
		}
		start = end + 1
	}
	return dst
}

// appendLabelRows appends the rows of "label.*" patterns that host, whose
// label at start is followed by suffix, matches: suffix must be one of the
// brand's own.
func (t *Table) appendLabelRows(dst []int, host string, start int, label, suffix string) []int {
	rows := t.label[label]
	if len(rows) == 0 || !brandsites.Owns(label, suffix) {
		return dst
	}
	for _, lh := range rows {
		if lh.prefix == "" || host[:start] == lh.prefix {
			dst = append(dst, lh.row)
		}
	}
	return dst
}

func sortUnique(a []int) []int {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
	out := a[:0]
	for i, v := range a {
		if i == 0 || v != a[i-1] {
			out = append(out, v)
		}
	}
	return out
}

// pathMatch reports whether the path of rest matches pattern, and returns
// what follows a prefix pattern's prefix (the whole rest after it, query
// and fragment included).
func pathMatch(rest, pattern string) (string, bool) {
	if pattern == "*" {
		return rest, true
	}
	if n := len(pattern) - 1; n >= 0 && pattern[n] == '*' {
		if len(rest) >= n && rest[:n] == pattern[:n] {
			return rest[n:], true
		}
		return "", false
	}
	path := rest
	for i := 0; i < len(rest); i++ {
		if rest[i] == '?' || rest[i] == '#' {
			path = rest[:i]
			break
		}
	}
	if path == pattern || (pattern == "/" && path == "") {
		return rest[len(path):], true
	}
	return "", false
}
