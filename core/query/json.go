package query

import "github.com/linkscope/linkscope/core/jsonw"

// AppendJSON appends the pair as the contract's `params` item:
// {"key","value","raw_key","raw_value","pos","tracking"}.
func (p *Pair) AppendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	dst = jsonw.AppendKey(dst, "key")
	dst = jsonw.AppendString(dst, p.Key)
	dst = jsonw.AppendKey(dst, "value")
	dst = jsonw.AppendString(dst, p.Value)
	dst = jsonw.AppendKey(dst, "raw_key")
	dst = jsonw.AppendString(dst, p.RawKey)
	dst = jsonw.AppendKey(dst, "raw_value")
	dst = jsonw.AppendString(dst, p.RawValue)
	dst = jsonw.AppendKey(dst, "pos")
	dst = jsonw.AppendInt(dst, int64(p.Pos))
	dst = jsonw.AppendKey(dst, "tracking")
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
