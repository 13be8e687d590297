package tracking

import (
	"strings"

	"github.com/linkscope/linkscope/core/formvalue"
	"github.com/linkscope/linkscope/core/query"
)

// openstatMarker introduces an Openstat marker in a fragment.
const openstatMarker = "_openstat="

// Clean returns rawURL without its tracking parameters, and the parameters
// it removed (offsets into rawURL). Every other byte is kept as written: the
// order, spelling and escapes of the other pairs, empty pairs, the fragment.
//
//   - A removed pair takes one `&` with it (the one before it, or after it
//     when it is first), so "a=1&gclid=x&b=2" becomes "a=1&b=2".
//   - When pairs were removed and no non-empty pair remains, the `?` goes
//     too: "p?gclid=x" becomes "p". A query that loses nothing keeps its `?`,
//     even an empty one.
//   - An Openstat marker in the fragment is tracking as well (the marker
//     specification's fragment placement): from its `_openstat=` to the end of
//     the fragment, which is what a decoder reads as the marker; the `#` goes
//     when nothing is left before it. The rest of a fragment is never touched.
//
// The query is what lies between the first `?` and the first `#`; rawURL is
// not otherwise parsed or validated, so Clean never fails.
func Clean(rawURL string, t *Table) (string, []Match) {
	var matches []Match
	if q, at, ok := query.Of(rawURL); ok {
		matches = t.AppendMatchesURL(nil, rawURL, q, at)
	}
	return t.clean(rawURL, matches, splitAt(rawURL))
}

// CleanPairs is Clean for a link whose query is already split: pairs are
// query.Append's pairs of rawURL's query, positions in rawURL. The matches
// are appended to dst, so a caller can reuse one buffer across links.
func CleanPairs(rawURL string, pairs []query.Pair, t *Table, dst []Match) (string, []Match) {
	return t.clean(rawURL, t.AppendPairMatches(dst, rawURL, pairs), splitPairsAt(rawURL, pairs))
}

// split is where a link's query and fragment start: the offsets of its
// first '#' and of the first '?' before it, -1 for none.
type split struct{ query, fragment int }

// splitAt finds the query and fragment of rawURL.
func splitAt(rawURL string) split {
	sp := split{query: -1, fragment: strings.IndexByte(rawURL, '#')}
	head := rawURL
	if sp.fragment >= 0 {
		head = rawURL[:sp.fragment]
	}
	sp.query = strings.IndexByte(head, '?')
	return sp
}

// splitPairsAt is splitAt for a link whose query is split into pairs,
// which tell where the query is: its '?' is before the first pair, past
// the empty pairs (only '&'s) that start it, and its fragment after the
// last. Only the bytes around the query are read.
func splitPairsAt(rawURL string, pairs []query.Pair) split {
	if len(pairs) == 0 {
		return splitAt(rawURL)
	}
	q := min(pairs[0].Pos, len(rawURL)) - 1
	for q > 0 && rawURL[q] == '&' {
		q--
	}
	last := &pairs[len(pairs)-1]
	end := last.Pos + len(last.RawKey) + len(last.RawValue)
	if last.HasEquals {
		end++
	}
	if q < 0 || rawURL[q] != '?' || end > len(rawURL) { // not pairs of rawURL's query
		return splitAt(rawURL)
	}
	sp := split{query: q, fragment: -1}
	if f := strings.IndexByte(rawURL[end:], '#'); f >= 0 {
		sp.fragment = end + f
	}
	return sp
}

// clean adds the fragment's Openstat marker to the query's matches and
// writes the link without the dropped ones; sp is where its query and
// fragment are.
func (t *Table) clean(rawURL string, matches []Match, sp split) (string, []Match) {
	head, frag, hasFrag := rawURL, "", sp.fragment >= 0
	if hasFrag {
		head, frag = rawURL[:sp.fragment], rawURL[sp.fragment+1:]
	}
	fragAt := -1
	if hasFrag {
		if m, ok := fragmentMarker(frag, len(head)+1, t); ok {
			if m.KeptBecause = keptBecause(m.Param, rawURL); m.Dropped() {
				fragAt = m.Start - len(head) - 1
			}
			matches = append(matches, m)
		}
	}
	if len(matches) == 0 {
		return rawURL, matches
	}
	if !anyDropped(matches) {
		return rawURL, matches
	}
	// Written on the stack first: most clean links are the link cut short
	// (the tracking pairs ended its query), and then the link's own bytes
	// serve, with no allocation.
	var stack [512]byte
	b := stack[:0]
	if sp.query < 0 {
		b = append(b, head...)
	} else {
		b = appendKept(b, head, sp.query, matches)
	}
	if hasFrag {
		b = appendFragment(b, frag, fragAt)
	}
	if len(b) <= len(rawURL) && string(b) == rawURL[:len(b)] {
		return rawURL[:len(b)], matches
	}
	return string(b), matches
}

func anyDropped(matches []Match) bool {
	for i := range matches {
		if matches[i].Dropped() {
			return true
		}
	}
	return false
}

// fragmentMarker finds an Openstat marker in a fragment that starts at byte
// base of the URL.
func fragmentMarker(frag string, base int, t *Table) (Match, bool) {
	i := strings.Index(frag, openstatMarker)
	if i < 0 {
		return Match{}, false
	}
	key := openstatMarker[:len(openstatMarker)-1]
	idx, ok := t.find(key, &site{done: true})
	if !ok {
		return Match{}, false
	}
	m := Match{
		Key:      key,
		Value:    formvalue.Decode(frag[i+len(openstatMarker):]),
		Raw:      frag[i:],
		Start:    base + i,
		End:      base + len(frag),
		Param:    &t.params[idx],
		Fragment: true,
	}
	m.plain = rawPlain(frag[i+len(openstatMarker):]) // the key is plain
	return m, true
}

// appendKept appends head (the URL before the fragment, its query starting
// after the `?` at q) without the dropped pairs: the kept pairs, empty ones
// too, joined by `&`. The text between two dropped pairs is copied in one
// piece, so a link's bytes are looked at once, not pair by pair; when only
// `&`s would remain, the `?` goes as well.
func appendKept(b []byte, head string, q int, matches []Match) []byte {
	query := head[q+1:]
	switch drops, keeps := dropsAndKeeps(query, q+1, matches); {
	case !drops: // only the fragment's marker goes
		return append(b, head...)
	case !keeps:
		return append(b, head[:q]...)
	}
	b = append(b, head[:q+1]...)
	from, first := 0, true // from: start of the pair after the last dropped one
	for i := range matches {
		m := &matches[i]
		if m.Fragment || !m.Dropped() {
			continue
		}
		start := m.Start - (q + 1)
		if start > from { // kept pairs, each followed by its `&`
			b, first = appendRun(b, query[from:start-1], first), false
		}
		from = m.End - (q + 1) + 1 // past the `&` that ends the dropped pair
	}
	if from <= len(query) { // the pairs after the last dropped one, even a trailing empty one
		b = appendRun(b, query[from:], first)
	}
	return b
}

// appendRun appends run, kept pairs joined by `&`, after the `&` that
// separates it from the pairs written before unless it comes first.
func appendRun(b []byte, run string, first bool) []byte {
	if !first {
		b = append(b, '&')
	}
	return append(b, run...)
}

// dropsAndKeeps reports whether the query (at offset at of the URL) loses
// a pair, and whether it holds a non-empty pair that no dropped match
// covers: a byte other than `&` outside them.
func dropsAndKeeps(query string, at int, matches []Match) (drops, keeps bool) {
	from := 0
	for i := range matches {
		m := &matches[i]
		if m.Fragment || !m.Dropped() {
			continue
		}
		drops = true
		if notOnlyAmps(query[from : m.Start-at]) {
			return true, true
		}
		from = m.End - at
	}
	return drops, notOnlyAmps(query[from:])
}

// notOnlyAmps reports whether s holds a byte other than `&`.
func notOnlyAmps(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != '&' {
			return true
		}
	}
	return false
}

// pairEnd returns the end of the pair starting at start: the next `&` or the
// end of the query.
func pairEnd(query string, start int) int {
	if end := strings.IndexByte(query[start:], '&'); end >= 0 {
		return start + end
	}
	return len(query)
}

// appendFragment appends the fragment, cut at the marker's offset when at >= 0.
func appendFragment(b []byte, frag string, at int) []byte {
	if at >= 0 {
		frag = frag[:at]
		if frag == "" {
			return b
		}
	}
	b = append(b, '#')
	return append(b, frag...)
}
