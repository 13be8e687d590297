package unwrap

import (
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/internal/asciifold"
	"github.com/linkscope/linkscope/core/internal/bytespan"
)

// The generic rule: a query value, path segment or fragment of a link that
// decodes (decodeValue) to an absolute http(s) URL holds that URL. On a host
// and path the table knows as a redirector (a generic row) the first such
// URL is the link's target; on any other link each one is only reported as
// embedded — a search page's q= or a login page's next= is not where the
// link goes.

// Bounds of one scan, whatever the link.
const (
	maxScanParts = 64 // query pairs, path segments and fragment pairs examined
	maxEmbedded  = 16 // embedded URLs reported
)

// Embedded is a URL found inside a link that is not a known redirector:
// never the link's destination.
type Embedded struct {
	URL   string
	Where string // "query:<key>", "query", "path:<n>" (1-based segment), "fragment", "fragment:<key>"
}

// found is one URL a scan met: where, and how it was decoded.
type found struct {
	url, where, how string
}

// notTargetKeys name what a redirector's link carries besides its target:
// the page the click came from. The generic rule passes over them.
var notTargetKeys = map[string]bool{"sref": true, "ref": true, "referrer": true, "referer": true}

// genericTarget is the generic rule on a redirector: the first URL the
// link holds, the row's keys tried first.
func genericTarget(w *Wrapper, rest string) (found, bool) {
	query := queryOf(rest)
	for _, key := range w.Keys {
		if raw, ok := param(query, key, false); ok {
			if t, how, _ := decodeValue(raw); t != "" {
				return found{t, "query:" + key, how}, true
			}
		}
	}
	var out found
	ok := false
	scanLink(rest, func(f found) bool {
		if strings.HasPrefix(f.where, "query:") && notTargetKeys[strings.ToLower(f.where[6:])] {
			return true
		}
		out, ok = f, true
		return false
	})
	return out, ok
}

// embeddedIn lists the URLs a link holds, in the order they appear; rest
// is its path, query and fragment.
func embeddedIn(rest string) []Embedded {
	var out []Embedded
	scanLink(rest, func(f found) bool {
		out = append(out, Embedded{URL: f.url, Where: f.where})
		return len(out) < maxEmbedded
	})
	return out
}

// scanLink calls yield with each URL that rest (the path, query and
// fragment of a link) holds: query values (and a query that is a URL
// itself), then path segments, then the fragment; until yield returns
// false.
func scanLink(rest string, yield func(found) bool) {
	path, query, fragment := splitRest(rest)
	budget := maxScanParts
	if !scanPairs(query, "query", &budget, yield) || !scanPath(path, query, fragment, &budget, yield) {
		return
	}
	scanPairs(fragment, "fragment", &budget, yield)
}

// splitRest splits what follows a link's authority into path, query and
// fragment (each without its '?' or '#'). The path's printable ASCII is
// skipped sixteen bytes a step, the rest of it byte by byte; the query,
// long, is searched once for '#'.
func splitRest(rest string) (path, query, fragment string) {
	i := pathBytes.Span(rest, 0)
	for i < len(rest) && rest[i] != '?' && rest[i] != '#' {
		i++
	}
	path = rest[:i]
	if i == len(rest) {
		return path, "", ""
	}
	if rest[i] == '#' {
		return path, "", rest[i+1:]
	}
	query = rest[i+1:]
	if h := strings.IndexByte(query, '#'); h >= 0 {
		query, fragment = query[:h], query[h+1:]
	}
	return path, query, fragment
}

// pathBytes are the printable ASCII bytes a path holds: all but '?' and
// '#'.
var pathBytes = bytespan.ColumnsOf(func(c byte) bool { return c >= 0x20 && c < 0x7f && c != '?' && c != '#' })

// scanPairs reads s (a query or fragment) as a whole URL ("https://…" or
// an encoded one, named by part alone), else as key=value pairs, each
// value named part:key.
func scanPairs(s, part string, budget *int, yield func(found) bool) bool {
	if asciifold.HasPrefix(s, "http") {
		if t, how, _ := decodeValue(s); t != "" {
			return yield(found{t, part, how})
		}
	}
	// Hop from '=' to '=': only a value that starts like a URL costs more
	// than finding it.
	for pos := 0; pos < len(s) && *budget > 0; {
		j := strings.IndexByte(s[pos:], '=')
		if j < 0 {
			break
		}
		*budget--
		eq := pos + j
		pos = eq + 1
		// No prefix startsLikeURL knows holds '&': a value that does not
		// start like a URL with the rest of the query after it does not
		// alone either, and costs no search for its bounds.
		if eq+1 == len(s) || !urlStart[s[eq+1]] || !startsLikeURL(s[pos:]) {
			continue
		}
		start := strings.LastIndexByte(s[:eq], '&') + 1
		if strings.IndexByte(s[start:eq], '=') >= 0 {
			continue // an '=' inside a value, not the pair's first
		}
		end := len(s)
		if k := strings.IndexByte(s[pos:], '&'); k >= 0 {
			end = pos + k
		}
		if v := s[pos:end]; startsLikeURL(v) {
			if t, how, _ := decodeValue(v); t != "" && !yield(found{t, part + ":" + s[start:eq], how}) {
				return false
			}
		}
		pos = end
	}
	return true
}

// scanPath reads each path segment as a value; a segment that starts an
// http(s) URL written out ("…/https://shop.example/p?x=1") is that URL
// with the rest of the link. Paths are short: one pass over their bytes
// finds the segments that start like a URL.
func scanPath(path, query, fragment string, budget *int, yield func(found) bool) bool {
	n := 0
	for i := 0; i < len(path) && *budget > 0; i++ {
		if path[i] != '/' {
			continue
		}
		n++
		*budget--
		start := i + 1
		if start == len(path) || !urlStart[path[start]] {
			continue
		}
		end := start
		for end < len(path) && path[end] != '/' {
			end++
		}
		if !startsLikeURL(path[start:end]) {
			continue
		}
		where := "path:" + strconv.Itoa(n)
		if f, whole := pathURL(path[start:], query, fragment); whole {
			f.where = where
			return f.url == "" || yield(f)
		}
		if t, how, _ := decodeValue(path[start:end]); t != "" && !yield(found{t, where, how}) {
			return false
		}
	}
	return true
}

// pathURL: when p (a path from one segment on) is an http(s) URL written
// with its slashes, that URL with the link's query and fragment — or ""
// when it is no target — and whole true.
func pathURL(p, query, fragment string) (found, bool) {
	if _, ok := afterHTTPScheme(p); !ok {
		return found{}, false
	}
	t := p
	if query != "" {
		t += "?" + query
	}
	if fragment != "" {
		t += "#" + fragment
	}
	if !isTarget(t) {
		return found{}, true
	}
	return found{url: t, how: howURL}, true
}

// startsLikeURL reports whether v begins as a value that decodeValue can
// turn into a URL: "http" in any case (or its h percent-encoded), base64
// of "http" or of JSON (base64Prefixes), or JSON itself. Most values fail
// at their first byte, so a scan of a link costs little more than finding
// its separators.
func startsLikeURL(v string) bool {
	if len(v) < 2 || !urlStart[v[0]] {
		return false
	}
	switch v[0] {
	case 'h', 'H':
		return asciifold.HasPrefix(v[1:], "ttp")
	case '{':
		return true
	case '[':
		return v[1] == '{' || v[1] == '"'
	case '%':
		return asciifold.HasPrefix(v, "%7b") || asciifold.HasPrefix(v, "%68") || asciifold.HasPrefix(v, "%48") ||
			asciifold.HasPrefix(v, "%5b%7b") || asciifold.HasPrefix(v, "%5b%22")
	case 'a', 'e', 'W':
		return hasBase64Prefix(v)
	}
	return false
}

var urlStart = [256]bool{'h': true, 'H': true, '{': true, '[': true, '%': true, 'a': true, 'e': true, 'W': true}
