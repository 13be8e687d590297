package tracking

import (
	"strings"

	"github.com/linkscope/linkscope/core/formvalue"
)

// Match is one tracking parameter found in a query (or, for `_openstat`, in a
// fragment).
type Match struct {
	Key      string // the key as written (raw, maybe percent-encoded)
	Value    string // the value decoded for display: `+` and %20 as spaces, invalid escapes kept
	Raw      string // the whole pair as written: "utm_source=a%20b"
	Start    int    // byte offset of Raw in the string searched
	End      int    // byte offset just past Raw
	Param    Param
	Fragment bool // an Openstat marker in the fragment rather than a query pair
}

// Find returns the tracking pairs of a raw query (the text after `?`,
// without the fragment). The query is split on `&`, each pair on its first
// `=`; a pair without `=` has an empty value. Offsets are into rawQuery.
func (t *Table) Find(rawQuery string) []Match {
	return t.AppendMatches(nil, rawQuery, 0)
}

// AppendMatches appends the tracking pairs of rawQuery to dst, with offsets
// shifted by base (the query's offset in a URL), and returns the extended
// slice. Reusing dst makes a scan allocation-free when no value needs
// decoding.
func (t *Table) AppendMatches(dst []Match, rawQuery string, base int) []Match {
	for start := 0; start <= len(rawQuery); {
		end := pairEnd(rawQuery, start)
		if m, ok := t.matchPair(rawQuery[start:end]); ok {
			m.Start, m.End = base+start, base+end
			if dst == nil {
				dst = make([]Match, 0, 4) // links rarely carry more; skips 1-2-4 regrowth
			}
			dst = append(dst, m)
		}
		start = end + 1
	}
	return dst
}

// matchPair reports whether one `key=value` pair is a tracking parameter.
func (t *Table) matchPair(pair string) (Match, bool) {
	key, value, _ := strings.Cut(pair, "=")
	if key == "" || len(key) > 3*t.maxLen { // an escape is 3 bytes for 1
		return Match{}, false
	}
	var buf [3 * maxKey]byte
	dec, ok := decodeKey(buf[:0], key, t.maxLen)
	if !ok {
		return Match{}, false
	}
	p, ok := t.lookupBytes(dec)
	if !ok {
		return Match{}, false
	}
	return Match{Key: key, Value: formvalue.Decode(value), Raw: pair, Param: p}, true
}

// decodeKey percent-decodes key into dst (`+` as a space, invalid escapes
// kept), giving up once the result is longer than limit.
func decodeKey(dst []byte, key string, limit int) ([]byte, bool) {
	for i := 0; i < len(key); i++ {
		c := key[i]
		switch {
		case c == '+':
			c = ' '
		case c == '%' && i+2 < len(key) && formvalue.IsHex(key[i+1]) && formvalue.IsHex(key[i+2]):
			c = formvalue.Unhex(key[i+1])<<4 | formvalue.Unhex(key[i+2])
			i += 2
		}
		if len(dst) == limit {
			return dst, false
		}
		dst = append(dst, c)
	}
	return dst, true
}
