// Package query splits a URL query into its pairs the way analytics tools
// and browsers read it (application/x-www-form-urlencoded, WHATWG URL
// Standard section 5.1): pairs in order, duplicates kept, each with its raw
// and decoded key and value and its byte position.
package query

import (
	"math"
	"strings"

	"github.com/linkscope/linkscope/core/formvalue"
	"github.com/linkscope/linkscope/core/internal/bytespan"
)

// Pair is one `key=value` of a query.
type Pair struct {
	RawKey, RawValue string // as written
	Key, Value       string // decoded: `+` is a space, %XX a byte; may hold invalid UTF-8 or controls (escape before showing)
	HasEquals        bool   // the pair has an `=` (key= is an empty value; key alone has none either)
	Pos              int    // byte offset of the pair (its key) in the text the query was taken from
	// BadEscapes are the byte offsets, in the same text, of each `%` not
	// followed by two hexadecimal digits: kept as written, as browsers do.
	BadEscapes []int
	// Tracking is set by callers that know the link's tracking parameters.
	Tracking bool
	// plain is Parse's record that RawKey and RawValue need no decoding
	// (Key and Value are the same strings) and are written in JSON as
	// themselves: AppendJSON then copies them without a scan.
	plain bool
}

// Parse splits rawQuery (the text after `?`, without `#` and the fragment)
// into pairs; base is the query's offset in its text. Pairs are separated
// by `&` only (`;` is an ordinary character, as in the WHATWG and HTML
// form encodings); each is split at its first `=`. Empty pairs (`&&`, a
// trailing `&`) are skipped, as URLSearchParams skips them; `=x` is a pair
// with an empty key. Parse never fails.
func Parse(rawQuery string, base int) []Pair {
	return Append(nil, rawQuery, base)
}

// Append is Parse appending to dst.
func Append(dst []Pair, rawQuery string, base int) []Pair {
	dst, _ = AppendN(dst, rawQuery, base, math.MaxInt)
	return dst
}

// AppendN is Append for at most max pairs: total counts every pair of
// rawQuery (empty ones skipped, as Append skips them), so a caller can say
// how many were left unread. Only the pairs kept are decoded.
func AppendN(dst []Pair, rawQuery string, base, max int) (pairs []Pair, total int) {
	sc := scanner{query: rawQuery, next: -1}
	for start := 0; start <= len(rawQuery); {
		end := strings.IndexByte(rawQuery[start:], '&')
		if end < 0 {
			end = len(rawQuery)
		} else {
			end += start
		}
		if end > start {
			if total < max { // every pair before is kept
				dst = append(dst, Pair{}) // filled in place: a Pair is fourteen words
				p := &dst[len(dst)-1]
				key, value, eq := rawQuery[start:end], "", false
				if i := strings.IndexByte(key, '='); i >= 0 {
					key, value, eq = key[:i], key[i+1:], true
				}
				p.RawKey, p.RawValue, p.Key, p.Value, p.HasEquals, p.Pos = key, value, key, value, eq, base+start
				// The `=` is a plain byte: the pair is plain when both
				// components are, and needs no call.
				if p.plain = sc.plainUntil(start, end); !p.plain {
					p.decode()
				}
			}
			total++
		}
		start = end + 1
	}
	return dst, total
}

// plainBytes are the bytes a raw component can hold and still need no
// decoding and no JSON escape: printable ASCII but `%`, `+`, `"` and `\`.
// It is read-only after initialisation.
var plainBytes = bytespan.ColumnsOf(func(c byte) bool {
	return c >= 0x20 && c < 0x7f && c != '%' && c != '+' && c != '"' && c != '\\'
})

// scanner splits one query. Most queries hold no byte that needs work, or
// only a few: it finds the next such byte once for many pairs (sixteen
// bytes a step where the CPU can) instead of looking at every component's
// bytes again.
type scanner struct {
	query string
	next  int // offset of the first byte not in plainBytes at or after the last start asked for; -1 before the first
}

// plainUntil reports whether query[start:end] is made of plainBytes only;
// start never decreases from one call to the next.
func (sc *scanner) plainUntil(start, end int) bool {
	if sc.next < start {
		sc.next = plainBytes.Span(sc.query, start)
	}
	return sc.next >= end
}

// decode decodes the pair's components, which are not both plain: one
// without `%` or `+` stays as it is.
func (p *Pair) decode() {
	p.Key, p.BadEscapes = decode(p.RawKey, p.Pos, nil)
	p.Value, p.BadEscapes = decode(p.RawValue, p.Pos+len(p.RawKey)+1, p.BadEscapes)
}

// decode decodes one form-urlencoded component in one pass (`+` a space,
// %XX a byte, any other `%` kept and its offset, shifted by base, appended
// to bad). Without `%` or `+` it returns s itself.
func decode(s string, base int, bad []int) (string, []int) {
	i := 0
	for i < len(s) && s[i] != '%' && s[i] != '+' {
		i++
	}
	if i == len(s) {
		return s, bad
	}
	// One allocation: the builder's bytes become the string.
	var b strings.Builder
	b.Grow(len(s))
	b.WriteString(s[:i])
	for ; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '+':
			c = ' '
		case c != '%':
		case i+2 < len(s) && formvalue.IsHex(s[i+1]) && formvalue.IsHex(s[i+2]):
			c = formvalue.Unhex(s[i+1])<<4 | formvalue.Unhex(s[i+2])
			i += 2
		default:
			bad = append(bad, base+i)
		}
		b.WriteByte(c)
	}
	return b.String(), bad
}

// Values returns the decoded values of the pairs whose decoded key is key,
// in order.
func Values(pairs []Pair, key string) []string {
	var out []string
	for i := range pairs {
		if pairs[i].Key == key {
			out = append(out, pairs[i].Value)
		}
	}
	return out
}

// Of returns the raw query of a URL and its offset: the text between the
// first `?` and the first `#`, or ok false when there is no `?`.
func Of(rawURL string) (q string, at int, ok bool) {
	head, _, _ := strings.Cut(rawURL, "#")
	i := strings.IndexByte(head, '?')
	if i < 0 {
		return "", 0, false
	}
	return head[i+1:], i + 1, true
}
