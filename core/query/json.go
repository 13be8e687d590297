package query

import "github.com/linkscope/linkscope/core/jsonw"

// AppendJSON appends the pair as the contract's `params` item:
// {"key","value","raw_key","raw_value","pos","tracking"}.
func (p *Pair) AppendJSON(dst []byte) []byte {
	if p.Plain() {
		return p.appendPlainJSON(dst)
	}
	dst = append(dst, '{')
	dst = append(dst, `"key":`...)
	dst, key := jsonw.AppendStringWritten(dst, p.Key)
	dst = append(dst, `,"value":`...)
	dst, value := jsonw.AppendStringWritten(dst, p.Value)
	// Most pairs need no decoding: their raw forms are the same text,
	// already escaped just above.
	dst = append(dst, `,"raw_key":`...)
	dst = jsonw.AppendStringAgain(dst, p.RawKey, key)
	dst = append(dst, `,"raw_value":`...)
	dst = jsonw.AppendStringAgain(dst, p.RawValue, value)
	dst = append(dst, `,"pos":`...)
	dst = jsonw.AppendInt(dst, int64(p.Pos))
	dst = append(dst, `,"tracking":`...)
	dst = jsonw.AppendBool(dst, p.Tracking)
	return append(dst, '}')
}

// Plain reports whether Parse found the pair's raw key and value plain:
// they needed no decoding (Key and Value are RawKey and RawValue) and are
// printable ASCII without `"` or `\`, written in JSON as themselves.
func (p *Pair) Plain() bool {
	return p.plain && p.Key == p.RawKey && p.Value == p.RawValue
}

// appendPlainJSON is AppendJSON for a pair Parse found plain: its key and
// value are their raw forms and need no escape, so each is copied twice.
func (p *Pair) appendPlainJSON(dst []byte) []byte {
	dst = append(dst, `{"key":"`...)
	dst = append(dst, p.RawKey...)
	dst = append(dst, `","value":"`...)
	dst = append(dst, p.RawValue...)
	dst = append(dst, `","raw_key":"`...)
	dst = append(dst, p.RawKey...)
	dst = append(dst, `","raw_value":"`...)
	dst = append(dst, p.RawValue...)
	dst = append(dst, `","pos":`...)
	dst = jsonw.AppendInt(dst, int64(p.Pos))
	// Two constants of at most sixteen bytes: the compiler copies each
	// with a store or two; a longer one is a call to memmove.
	dst = append(dst, `,"tracking":`...)
	if p.Tracking {
		return append(dst, `true}`...)
	}
	return append(dst, `false}`...)
}

// AppendPairsJSON appends pairs as a JSON array ([] when there is none).
func AppendPairsJSON(dst []byte, pairs []Pair) []byte {
	return jsonw.AppendArray(dst, pairs, func(dst []byte, p *Pair) []byte { return p.AppendJSON(dst) })
}
