package openstat

import (
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
	DecodePairsInto(&d, rawURL, pairs)
	return d
}

// DecodePairsInto is DecodePairs writing the result into *d, for a caller
// that keeps it in a larger value (inspect's report): the marker, some
// two hundred bytes, is not copied out on the way.
func DecodePairsInto(d *Decoded, rawURL string, pairs []query.Pair) {
	*d = Decoded{}
	fragment, hasFragment := "", false
	if i := strings.IndexByte(rawURL, '#'); i >= 0 {
		fragment, hasFragment = rawURL[i+1:], true
	}
	var m queryMarker
	for i := range pairs {
		if p := &pairs[i]; len(p.RawKey) == len(Key) && p.RawKey == Key {
			m.raw, m.pos, m.count = p.RawValue, p.Pos+len(Key), m.count+1
			if p.HasEquals {
				m.pos++
			}
		}
	}
	if !d.place(rawURL, m, fragment, fragmentMarker(fragment, hasFragment)) {
		q, _, _ := query.Of(rawURL)
		d.Reason = nearMiss(rawURL, q)
		for i := range pairs {
			if w, ok := typoWarning(pairs[i].RawKey); ok {
				d.Warnings = append(d.Warnings, w)
			}
		}
		return
	}
	d.decodeValue()
}
