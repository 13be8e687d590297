package openstat

import (
	"strings"

	"github.com/linkscope/linkscope/core/textsafe"
)

// nearMiss explains a URL that mentions `_openstat` without carrying a
// marker where the algorithm looks for one; "" when it does not mention it.
func nearMiss(rawURL, query string) string {
	i := indexFold(rawURL, Key)
	if i < 0 {
		return ""
	}
	for _, p := range strings.Split(query, "&") {
		k, v, hasValue := strings.Cut(p, "=")
		switch {
		case strings.HasPrefix(k, Key):
			return "the query key is " + quote(k) + ", not _openstat: the '=' after _openstat is missing"
		case hasValue && strings.Contains(v, Key):
			return "_openstat appears inside the value of " + quote(k) + "; a marker must be a query parameter of its own"
		case strings.EqualFold(k, Key):
			return "the query key " + quote(k) + " is not _openstat: keys are case-sensitive"
		}
	}
	if q := strings.IndexAny(rawURL, "?#"); q < 0 || i < q {
		return "_openstat appears before the query and fragment (in the host or path), where no marker is read"
	}
	return "_openstat appears in the URL, but not as a query key or after _openstat= in the fragment"
}

// typoWarnings flags query keys one or two edits away from `_openstat`.
func typoWarnings(query string) []string {
	var out []string
	for start := 0; start < len(query); {
		end := strings.IndexByte(query[start:], '&')
		if end < 0 {
			end = len(query)
		} else {
			end += start
		}
		k := typoKey(query[start:end])
		start = end + 1
		if w, ok := typoWarning(k); ok {
			out = append(out, w)
		}
	}
	return out
}

// typoWarning is the warning for a query key one or two edits away from
// `_openstat`; false for any other key ("" is none).
func typoWarning(k string) (string, bool) {
	if len(k) < len(Key)-2 || len(k) > len(Key)+2 || k == Key || foreignBytes(k) > 2 || editDistance(k, Key) > 2 {
		return "", false
	}
	return "the query key " + quote(k) + " looks like a misspelt _openstat and is ignored", true
}

// typoKey is the key of pair p when its length allows a typo of
// `_openstat` (two edits at most), else "": the '=' is looked for only
// where it can end such a key.
func typoKey(p string) string {
	if len(p) < len(Key)-2 {
		return ""
	}
	head := p[:min(len(p), len(Key)+3)]
	if i := strings.IndexByte(head, '='); i >= 0 {
		p = p[:i]
	}
	if len(p) < len(Key)-2 || len(p) > len(Key)+2 {
		return ""
	}
	return p
}

func quote(s string) string { return "\"" + textsafe.Escape(s) + "\"" }

// keyLetter marks the bytes that are a letter of `_openstat` in either
// case.
var keyLetter = func() (t [256]bool) {
	for _, c := range []byte("_openstatOPENSTAT") {
		t[c] = true
	}
	// Folding case with |0x20 makes '_' and DEL one byte: DEL counts as
	// '_', as it always has here.
	t[0x7f] = true
	return t
}()

// foreignBytes counts the bytes of k that are no letter of `_openstat` in
// any case: each needs an edit of its own, so more than two rule out a
// typo without working out the distance (utm_source has five).
func foreignBytes(k string) int {
	n := 0
	for i := 0; i < len(k) && n <= 2; i++ {
		if !keyLetter[k[i]] {
			n++
		}
	}
	return n
}

// editDistance is the Levenshtein distance between a short key and
// `_openstat`, ignoring ASCII case; callers bound len(a) to len(Key)+2.
func editDistance(a, b string) int {
	var prev, cur [len(Key) + 1]int
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1]|0x20 == b[j-1]|0x20 {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// indexFold is strings.Index ignoring ASCII case. The needles here start
// with a byte that has no other case ('_', '%'), so it jumps between that
// byte's occurrences instead of comparing at every offset.
func indexFold(s, sub string) int {
	if sub == "" || 'a' <= sub[0]|0x20 && sub[0]|0x20 <= 'z' {
		return indexFoldEach(s, sub)
	}
	for i := 0; i+len(sub) <= len(s); i++ {
		j := strings.IndexByte(s[i:len(s)-len(sub)+1], sub[0])
		if j < 0 {
			return -1
		}
		i += j
		// Most '_' of a link start utm_ keys: the second byte settles
		// them without a call (sub is ASCII, so |0x20 loses no match).
		if len(sub) > 1 && s[i+1]|0x20 != sub[1]|0x20 {
			continue
		}
		if strings.EqualFold(s[i:i+len(sub)], sub) {
			return i
		}
	}
	return -1
}

func indexFoldEach(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(sub)], sub) {
			return i
		}
	}
	return -1
}
