package query

import "github.com/linkscope/linkscope/core/jsonw"

// AppendJSON appends the pair as the contract's `params` item:
// {"key","value","raw_key","raw_value","pos","tracking"}.
func (p *Pair) AppendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	dst = append(dst, `"key":`...)
	k := len(dst)
	dst = jsonw.AppendString(dst, p.Key)
	keyJSON := len(dst)
	dst = append(dst, `,"value":`...)
	v := len(dst)
	dst = jsonw.AppendString(dst, p.Value)
	valueJSON := len(dst)
	// Most pairs need no decoding: their raw forms are the same text,
	// already escaped just above.
	dst = append(dst, `,"raw_key":`...)
	if p.RawKey == p.Key {
		dst = append(dst, dst[k:keyJSON]...)
	} else {
		dst = jsonw.AppendString(dst, p.RawKey)
	}
	dst = append(dst, `,"raw_value":`...)
	if p.RawValue == p.Value {
		dst = append(dst, dst[v:valueJSON]...)
	} else {
		dst = jsonw.AppendString(dst, p.RawValue)
	}
	dst = append(dst, `,"pos":`...)
	dst = jsonw.AppendInt(dst, int64(p.Pos))
	dst = append(dst, `,"tracking":`...)
	dst = jsonw.AppendBool(dst, p.Tracking)
	return append(dst, '}')
}

// AppendPairsJSON appends pairs as a JSON array ([] when there is none).
func AppendPairsJSON(dst []byte, pairs []Pair) []byte {
	dst = append(dst, '[')
	for i := range pairs {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = pairs[i].AppendJSON(dst)
	}
	return append(dst, ']')
}
