package attribution

import (
	"strings"

	"github.com/linkscope/linkscope/core/query"
	"github.com/linkscope/linkscope/core/tracking"
)

// landing is a landing URL as the analytics scripts see it: its query's
// pairs (the text between the first '?' and the first '#'), its
// fragment's pairs (after the first '#', read as a query, as Matomo reads
// it), and its host (set by the readers that need it). Offsets are bytes
// into the URL.
type landing struct {
	url       string
	host      string
	hasQuery  bool
	queryAt   int
	query     []query.Pair // the query's pairs: buf, or a caller's (ReadParsed)
	buf       []query.Pair // the Reader's own, reused from link to link
	hasFrag   bool
	fragAt    int // offset of the fragment's first byte, after '#'
	fragment  []query.Pair
	fragPairs bool // the fragment was split into pairs (it holds a '=')
}

// maxPairs bounds the pairs read from a query or a fragment: a hostile
// link with a million '&' costs no more than this.
const maxPairs = 1024

func readLanding(rawURL string, l *landing) {
	readLandingParsed(rawURL, nil, false, l)
}

// readLandingParsed is readLanding with the query's pairs already split
// (parsed: pairs is query.Append of the query, offsets in rawURL).
func readLandingParsed(rawURL string, pairs []query.Pair, parsed bool, l *landing) {
	*l = landing{url: rawURL, buf: l.buf[:0], fragment: l.fragment[:0]}
	head, frag, hasFrag := strings.Cut(rawURL, "#")
	if i := strings.IndexByte(head, '?'); i >= 0 {
		l.hasQuery, l.queryAt = true, i+1
		if parsed {
			l.query = pairs
		} else {
			l.buf = appendPairs(l.buf, head[i+1:], i+1)
			l.query = l.buf
		}
	}
	if hasFrag {
		l.hasFrag, l.fragAt = true, len(head)+1
		if strings.IndexByte(frag, '=') >= 0 {
			l.fragPairs = true
			l.fragment = appendPairs(l.fragment, frag, l.fragAt)
		}
	}
}

// appendPairs is query.Append bounded to maxPairs pairs.
func appendPairs(dst []query.Pair, text string, base int) []query.Pair {
	if strings.Count(text, "&") >= maxPairs {
		cut := 0
		for n := 0; n < maxPairs; n++ {
			cut += strings.IndexByte(text[cut:], '&') + 1
		}
		text = text[:cut-1]
	}
	return query.Append(dst, text, base)
}

// first is the first pair of pairs whose key is key with a non-empty
// value, or nil.
func first(pairs []query.Pair, key string) *query.Pair {
	for i := range pairs {
		if pairs[i].Key == key && pairs[i].Value != "" {
			return &pairs[i]
		}
	}
	return nil
}

// last is the last pair of pairs whose key is key, whatever its value, or
// nil: PHP's $_GET and Matomo's query reader keep the last of a key.
func last(pairs []query.Pair, key string) *query.Pair {
	for i := len(pairs) - 1; i >= 0; i-- {
		if pairs[i].Key == key {
			return &pairs[i]
		}
	}
	return nil
}

// has reports whether key is in pairs with a non-empty value.
func has(pairs []query.Pair, key string) bool { return first(pairs, key) != nil }

// referrerHost is the lower-case host of a referrer that looks like a URL
// (scheme://host), or "" for none.
func referrerHost(ref string) string {
	ref = strings.TrimSpace(ref)
	if ref == "" {
		return ""
	}
	return tracking.HostOf(ref)
}

// hostMatches reports whether host is pattern or a subdomain of it; a
// pattern "name.*" stands for name, or www.name, under any top-level
// domain of one or two labels (google.com, google.co.uk, www.google.de),
// but not for another service's subdomain (mail.google.com).
func hostMatches(host, pattern string) bool {
	if name, ok := strings.CutSuffix(pattern, ".*"); ok {
		after, ok := strings.CutPrefix(stripWWW(host), name+".")
		if !ok || after == "" || strings.Count(after, ".") > 1 {
			return false
		}
		return !strings.HasPrefix(after, ".") && !strings.HasSuffix(after, ".")
	}
	return host == pattern || strings.HasSuffix(host, "."+pattern)
}

// stripWWW drops a leading "www." from a host, as GA4 and Matomo name a
// referring site.
func stripWWW(host string) string { return strings.TrimPrefix(host, "www.") }
