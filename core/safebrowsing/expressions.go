package safebrowsing

import (
	"strings"

	"golang.org/x/net/publicsuffix"
)

// MaxExpressions is the document's bound: at most 5 hosts times 6 paths.
const MaxExpressions = 30

// span is an expression's byte range in the canonical URL.
type span struct{ start, end int }

// Expressions returns the host-suffix / path-prefix expressions of c in the
// document's order: for each host (the exact host first, then the shorter
// suffixes), the exact path with the query, the exact path without it,
// then the prefixes from "/" adding one component at a time, up to four;
// duplicates removed. An empty query ("/q?") gives no expression of its
// own, as in the reference clients. The strings are substrings of c.URL.
func Expressions(c Canonical, rule HostRule) []string {
	url := c.URL
	hostStart := len(c.Scheme) + len("://")
	if !consistent(c, hostStart) {
		url = joinCanonical(c)
	}
	var spans [MaxExpressions]span
	pathStart := hostStart + len(c.Host)
	n := appendSpans(spans[:0], url, hostStart, pathStart, pathStart+len(c.Path), c.HasQuery && c.Query != "", rule, nil)
	out := make([]string, len(n))
	for i, s := range n {
		out[i] = url[s.start:s.end]
	}
	return out
}

// consistent reports whether c.URL is laid out as Canonicalize builds it,
// so that the components can be found in it by length.
func consistent(c Canonical, hostStart int) bool {
	u := c.URL
	return strings.HasPrefix(u, c.Scheme) && strings.HasPrefix(u[len(c.Scheme):], "://") &&
		strings.HasPrefix(u[hostStart:], c.Host) && strings.HasPrefix(u[hostStart+len(c.Host):], c.Path) &&
		len(u) == hostStart+len(c.Host)+len(c.Path)+queryLen(c)
}

func queryLen(c Canonical) int {
	if !c.HasQuery {
		return 0
	}
	return 1 + len(c.Query)
}

func joinCanonical(c Canonical) string {
	s := c.Scheme + "://" + c.Host + c.Path
	if c.HasQuery {
		s += "?" + c.Query
	}
	return s
}

// appendSpans appends the expressions of the canonical url whose host is
// url[hostStart:pathStart] and path url[pathStart:pathEnd], as byte ranges
// of url. Every expression is a host suffix running on into a path prefix,
// hence a substring of url.
func appendSpans(dst []span, url string, hostStart, pathStart, pathEnd int, withQuery bool, rule HostRule, psl pslCache) []span {
	var hosts [5]int
	nh := hostSuffixes(hosts[:0], url[hostStart:pathStart], rule, psl)
	var paths [6]int
	np := pathEnds(paths[:0], url[pathStart:pathEnd], len(url)-pathStart, withQuery)
	for _, h := range nh {
		for _, p := range np {
			dst = append(dst, span{hostStart + h, pathStart + p})
		}
	}
	return dst
}

// hostSuffixes appends the offsets in host of the hosts to try: 0 (the
// exact host) first, then the suffixes from the longest to the shortest.
func hostSuffixes(dst []int, host string, rule HostRule, psl pslCache) []int {
	dst = append(dst, 0)
	if isIPLiteral(host) {
		return dst
	}
	var starts [4]int // where the candidate suffixes start, shortest first
	var n int
	if rule == HostRuleV4 {
		n = v4Suffixes(&starts, host)
	} else {
		n = v5Suffixes(&starts, host, psl)
	}
	for k := n - 1; k >= 0; k-- {
		if starts[k] > 0 { // 0 is the exact host, already listed
			dst = append(dst, starts[k])
		}
	}
	return dst
}

// v4Suffixes finds the last two to five labels of host: the last five
// labels, then fewer, never the top-level label alone.
func v4Suffixes(starts *[4]int, host string) int {
	n, i := 0, len(host)
	for labels := 1; labels <= 5 && i >= 0; labels++ {
		i = strings.LastIndexByte(host[:i], '.')
		if labels >= 2 {
			starts[n], n = i+1, n+1
		}
	}
	return n
}

// v5Suffixes finds the eTLD+1 of host and up to three more hosts, each
// with one more leading label.
func v5Suffixes(starts *[4]int, host string, psl pslCache) int {
	suffix := psl.suffixLen(host)
	if suffix >= len(host) {
		return 0 // host is itself a public suffix: no eTLD+1
	}
	n, i := 0, len(host)-suffix-1 // the dot before the public suffix
	for n < 4 && i >= 0 {
		i = strings.LastIndexByte(host[:i], '.')
		starts[n], n = i+1, n+1
	}
	return n
}

// isIPLiteral reports whether a canonical host is an address: bracketed
// IPv6, or the dotted decimal that every IPv4 form was rewritten to.
func isIPLiteral(host string) bool {
	if strings.HasPrefix(host, "[") {
		return true
	}
	dots := 0
	for i := 0; i < len(host); i++ {
		switch c := host[i]; {
		case c == '.':
			dots++
		case c < '0' || c > '9':
			return false
		}
	}
	return dots == 3
}

// pathEnds appends the lengths of the path expressions: the path with its
// query (full bytes long), the exact path, then up to four directory
// prefixes; duplicates removed. The path itself may hold a '?' that was
// escaped in the input, so its length is not searched for.
func pathEnds(dst []int, path string, full int, withQuery bool) []int {
	exact := len(path)
	if withQuery {
		dst = append(dst, full)
	}
	dst = append(dst, exact)
	for i, k := 0, 0; i < exact && k < 4; i++ {
		if path[i] != '/' {
			continue
		}
		k++
		if i+1 != exact {
			dst = append(dst, i+1)
		}
	}
	return dst
}

// pslCache remembers the public suffix length of hosts: the list search
// (which also tries the host as an IP address, allocating an error) costs
// more than the rest of the expressions, and a batch sees the same hosts
// again and again. A nil cache searches every time.
type pslCache map[string]int

// pslCacheSize bounds the cache; when full it is emptied. Only hosts that
// can be DNS names (maxDNSName bytes) are cached.
const (
	pslCacheSize = 256
	maxDNSName   = 253
)

func (c pslCache) suffixLen(host string) int {
	if n, ok := c[host]; ok {
		return n
	}
	suffix, _ := publicsuffix.PublicSuffix(host)
	if c != nil && len(host) <= maxDNSName {
		if len(c) >= pslCacheSize {
			clear(c)
		}
		// A copy, so the cache does not keep the whole URL alive.
		c[strings.Clone(host)] = len(suffix)
	}
	return len(suffix)
}
