package tracking

import (
	"strings"

	"github.com/linkscope/linkscope/core/formvalue"
	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/query"
)

// Match is one tracking parameter found in a query (or, for `_openstat`, in a
// fragment).
type Match struct {
	Key      string // the key as written (raw, maybe percent-encoded)
	Value    string // the value decoded for display: `+` and %20 as spaces, invalid escapes kept
	Raw      string // the whole pair as written: "utm_source=a%20b"
	Start    int    // byte offset of Raw in the string searched
	End      int    // byte offset just past Raw
	Param    *Param // the parameter or family it belongs to (Param.Family is the pattern); shared, read only
	Fragment bool   // an Openstat marker in the fragment rather than a query pair
	// KeptBecause is "" when the clean link drops the pair, else why it
	// keeps it (a generic name, an exception such as Marketo's unsubscribe
	// pages).
	KeptBecause string
	// plain records that Key and the raw value needed no decoding and are
	// written in JSON as themselves (query.Pair.Plain), so AppendJSON
	// copies Key and Value; every path that finds a match sets it alike.
	plain bool
}

// Dropped reports whether the clean link drops the pair.
func (m *Match) Dropped() bool { return m.KeptBecause == "" }

// Find returns the tracking pairs of a raw query (the text after `?`,
// without the fragment). The query is split on `&`, each pair on its first
// `=`; a pair without `=` has an empty value. Offsets are into rawQuery.
// Without a URL, site-scoped parameters and exceptions do not apply: see
// AppendMatchesURL.
func (t *Table) Find(rawQuery string) []Match {
	return t.AppendMatches(nil, rawQuery, 0)
}

// AppendMatches appends the tracking pairs of rawQuery to dst, with offsets
// shifted by base (the query's offset in a URL), and returns the extended
// slice. Reusing dst makes a scan allocation-free when no value needs
// decoding.
func (t *Table) AppendMatches(dst []Match, rawQuery string, base int) []Match {
	return t.AppendMatchesURL(dst, "", rawQuery, base)
}

// AppendMatchesURL is AppendMatches for the query of rawURL, so that
// parameters scoped to its site and exceptions that depend on it apply.
func (t *Table) AppendMatchesURL(dst []Match, rawURL, rawQuery string, base int) []Match {
	s := site{url: rawURL}
	for start := 0; start <= len(rawQuery); {
		end := pairEnd(rawQuery, start)
		if m, ok := t.matchPair(rawQuery[start:end], &s); ok {
			m.Start, m.End = base+start, base+end
			m.KeptBecause = keptBecause(m.Param, rawURL)
			if dst == nil {
				dst = make([]Match, 0, 4) // links rarely carry more; skips 1-2-4 regrowth
			}
			dst = append(dst, m)
		}
		start = end + 1
	}
	return dst
}

// AppendPairMatches is AppendMatchesURL for a query already split into
// pairs (query.Append's pairs of rawURL's query, positions in rawURL): the
// keys and values it decoded are used as they are.
func (t *Table) AppendPairMatches(dst []Match, rawURL string, pairs []query.Pair) []Match {
	s := site{url: rawURL}
	for i := range pairs {
		p := &pairs[i]
		if !keyFits(p.RawKey) || len(p.Key) > 3*maxKey {
			continue
		}
		idx, ok := t.find(p.Key, &s)
		if !ok {
			continue
		}
		end := p.Pos + len(p.RawKey) + len(p.RawValue)
		if p.HasEquals {
			end++
		}
		if dst == nil {
			dst = make([]Match, 0, 4)
		}
		dst = append(dst, Match{}) // filled in place: a Match is fourteen words
		m := &dst[len(dst)-1]
		m.Key, m.Value, m.Raw, m.Start, m.End, m.Param = p.RawKey, p.Value, rawURL[p.Pos:end], p.Pos, end, &t.params[idx]
		m.plain = p.Plain() // known from the split: no scan here
		m.KeptBecause = keptBecause(m.Param, rawURL)
	}
	return dst
}

// keyFits reports whether a key as written can be a table key at all.
func keyFits(key string) bool {
	return key != "" && len(key) <= 3*maxKey // an escape is 3 bytes for 1
}

// matchPair reports whether one `key=value` pair is a tracking parameter.
func (t *Table) matchPair(pair string, s *site) (Match, bool) {
	key, value, _ := strings.Cut(pair, "=")
	if !keyFits(key) {
		return Match{}, false
	}
	dec := key
	if strings.IndexByte(key, '%') >= 0 || strings.IndexByte(key, '+') >= 0 {
		var buf [3 * maxKey]byte
		b, ok := decodeKey(buf[:0], key, len(buf))
		if !ok {
			return Match{}, false
		}
		dec = string(b)
	}
	i, ok := t.find(dec, s)
	if !ok {
		return Match{}, false
	}
	m := Match{Key: key, Value: formvalue.Decode(value), Raw: pair, Param: &t.params[i]}
	m.plain = rawPlain(key) && rawPlain(value)
	return m, true
}

// rawPlain reports whether a raw key or value is plain as query.Pair.Plain
// means it: nothing to decode, and written in JSON as itself.
func rawPlain(s string) bool {
	return strings.IndexByte(s, '%') < 0 && strings.IndexByte(s, '+') < 0 && jsonw.IsPlain(s)
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
