package openstat

import (
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/query"
)

// DecodePairs is Decode for a caller that has split rawURL's query
// already: pairs are every pair of it, as query.Of and query.Append read
// them (positions in rawURL), none left out. The marker and the typo
// checks read the pairs' keys instead of searching the query text again;
// the result is Decode's.
func DecodePairs(rawURL string, pairs []query.Pair) Decoded {
	var d Decoded
	fragment, hasFragment := "", false
	if i := strings.IndexByte(rawURL, '#'); i >= 0 {
		fragment, hasFragment = rawURL[i+1:], true
	}
	last, count := -1, 0
	for i := range pairs {
		if k := pairs[i].RawKey; len(k) == len(Key) && k == Key {
			last, count = i, count+1
		}
	}
	fragOff := -1
	if hasFragment {
		fragOff = strings.Index(fragment, Key+"=")
	}
	switch {
	case count > 0:
		p := &pairs[last]
		pos := p.Pos + len(Key)
		if p.HasEquals {
			pos++
		}
		d.Candidate, d.Place, d.Raw, d.Pos = true, Query, p.RawValue, pos
		if count > 1 {
			d.Warnings = append(d.Warnings, strconv.Itoa(count)+" _openstat pairs in the query; the last one counts")
		}
		if fragOff >= 0 {
			d.Warnings = append(d.Warnings, "the fragment's marker is shadowed by the query marker and ignored")
		}
	case fragOff >= 0:
		start := len(rawURL) - len(fragment) + fragOff + len(Key) + 1
		d.Candidate, d.Place, d.Raw, d.Pos = true, Fragment, rawURL[start:], start
		if fragOff > 0 {
			d.Warnings = append(d.Warnings, "the fragment does not start with _openstat=; the marker is read from where _openstat= stands")
		}
	default:
		q, _, _ := query.Of(rawURL)
		d.Reason = nearMiss(rawURL, q)
		for i := range pairs {
			if w, ok := typoWarning(pairs[i].RawKey); ok {
				d.Warnings = append(d.Warnings, w)
			}
		}
		return d
	}
	d.decodeValue()
	return d
}
