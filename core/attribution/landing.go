package attribution

import (
	"strings"

	"github.com/linkscope/linkscope/core/query"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/core/uri"
)

// landing is a landing URL as the analytics scripts see it: its query's
// pairs (the text between the first '?' and the first '#') and their
// index, its fragment's pairs (after the first '#', read as a query, as
// Matomo reads it), and its host (worked out when a reader needs it).
// Offsets are bytes into the URL.
type landing struct {
	url       string
	host      string
	hostRead  bool // host is worked out
	hasQuery  bool
	queryAt   int
	query     []query.Pair // the query's pairs: buf, or a caller's (ReadParsed)
	buf       []query.Pair // the Reader's own, reused from link to link
	hasFrag   bool
	fragAt    int          // offset of the fragment's first byte, after '#'
	fragment  []query.Pair // the fragment's pairs, split when first asked for (fragmentPairs)
	fragPairs bool         // the fragment holds a '=': it has pairs
	fragSplit bool         // fragment holds them
	index     pairIndex
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
	// Field by field: the index keeps its memory, and fill clears it
	// when it is needed.
	l.url, l.host, l.hostRead = rawURL, "", false
	l.hasQuery, l.queryAt, l.query, l.buf = false, 0, nil, l.buf[:0]
	l.hasFrag, l.fragAt, l.fragment, l.fragPairs, l.fragSplit = false, 0, l.fragment[:0], false, false
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
		l.fragPairs = strings.IndexByte(frag, '=') >= 0
	}
	l.index.scan(l.query)
}

// fragmentPairs is the fragment read as a query (none for a fragment
// without a '='), split when first asked for: a link whose reading is
// remembered needs only their keys (fragmentKeys), and most fragments
// that have pairs hold a marker whose value is long.
func (l *landing) fragmentPairs() []query.Pair {
	if l.fragPairs && !l.fragSplit {
		text, at := l.fragmentQuery()
		l.fragment, l.fragSplit = appendPairs(l.fragment[:0], text, at), true
	}
	return l.fragment
}

// fragmentQuery is the text of the fragment's pairs and its offset.
// Matomo's query reader (UrlHelper::getArrayFromQueryString) drops a
// leading '?': #?pk_campaign=… names pk_campaign.
func (l *landing) fragmentQuery() (string, int) {
	text, at := l.url[l.fragAt:], l.fragAt
	if strings.HasPrefix(text, "?") {
		text, at = text[1:], at+1
	}
	return text, at
}

// fragmentKeys reports whether a pair of the fragment (of the first
// maxPairs, as fragmentPairs splits them) has a key, as written, that
// Matomo reads (matomo) or that is a GA4 campaign parameter (ga4),
// without splitting the pairs.
func (l *landing) fragmentKeys() (matomo, ga4 bool) {
	if !l.fragPairs {
		return false, false
	}
	t := keys()
	text, _ := l.fragmentQuery()
	for range maxPairs {
		part, rest, more := strings.Cut(text, "&")
		if key, _, _ := strings.Cut(part, "="); key != "" {
			if k := t.lookup(key); k != nil {
				matomo, ga4 = matomo || k.matomo >= 0, ga4 || k.dim >= 0
			}
		}
		if !more {
			break
		}
		text = rest
	}
	return matomo, ga4
}

// hostName is the landing page's host, lower case, worked out once: most
// readings never need it (it matters with a referrer, and to the strip
// rules of a few sites). A nil landing has none.
func (l *landing) hostName() string {
	if l == nil {
		return ""
	}
	if !l.hostRead {
		l.host, l.hostRead = asciiHost(tracking.HostOf(l.url)), true
	}
	return l.host
}

// asciiHost is host as a browser serializes it, in ASCII (UTS #46 to
// punycode, as the URL Standard's host parser does): a landing page's
// location and the referrer it is given name bücher.example as
// xn--bcher-kva.example. A host IDNA refuses stays as it is.
func asciiHost(host string) string {
	for i := 0; i < len(host); i++ {
		if c := host[i]; c >= 0x80 || c == '%' {
			if a, err := uri.HostASCII(host); err == nil {
				return a
			}
			return host
		}
	}
	return host
}

// fragmentHasMatomo reports whether Matomo reads a value in the fragment:
// a pair with a key of its, or a query of the fragment's own (`#/path?…`,
// which its MarketingCampaignsReporting plugin reads).
func (l *landing) fragmentHasMatomo() bool {
	if !l.hasFrag {
		return false
	}
	if l.fragmentHasRoute() {
		return true
	}
	matomo, _ := l.fragmentKeys()
	return matomo
}

// fragmentHasRoute reports whether the fragment is a path with a query
// (`#/path?…`), which Matomo's MarketingCampaignsReporting plugin reads.
func (l *landing) fragmentHasRoute() bool {
	frag := l.url[l.fragAt:]
	return strings.HasPrefix(frag, "/") && strings.IndexByte(frag, '?') >= 0
}

// fragmentRead reports whether a reader reads a value in the fragment:
// Matomo's keys (fragmentHasMatomo), or GA4's, which the fragment hides
// from it (a finding).
func (l *landing) fragmentRead() bool {
	if !l.hasFrag {
		return false
	}
	if matomo, ga4 := l.fragmentKeys(); matomo || ga4 || l.fragmentHasRoute() {
		return true
	}
	// A hash route's query (#!/landing?utm_source=…), whose pairs the
	// fragment's own do not name.
	if q := routeQuery(l.url[l.fragAt:]); q > 0 {
		for _, p := range appendPairs(nil, l.url[l.fragAt+q:], l.fragAt+q) {
			if isGA4Param(p.RawKey) {
				return true
			}
		}
	}
	return false
}

// queryHas reports whether the query holds byte c.
func (l *landing) queryHas(c byte) bool {
	if !l.hasQuery {
		return false
	}
	end := len(l.url)
	if l.hasFrag {
		end = l.fragAt - 1
	}
	return strings.IndexByte(l.url[l.queryAt:end], c) >= 0
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

// referrerHost is the lower-case host of a referrer that looks like a URL
// (scheme://host), or "" for none.
func referrerHost(ref string) string {
	if ref == "" { // inspect's: no referrer
		return ""
	}
	ref = strings.TrimSpace(ref)
	if ref == "" {
		return ""
	}
	return asciiHost(tracking.HostOf(ref))
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
