package decode

import "github.com/linkscope/linkscope/core/jsonw"

// AppendJSON appends facts as the contract's `facts` array: one object per
// fact, {"at", "kind", "label", "value", "precision", "decoder",
// "confidence", "chain"}, every key present, precision null for a fact
// that is no timestamp; [] when there is none.
func AppendJSON(dst []byte, facts []Fact) []byte {
	dst = append(dst, '[')
	for i := range facts {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = facts[i].AppendJSON(dst)
	}
	return append(dst, ']')
}

// AppendJSON appends one fact as its JSON object.
func (f *Fact) AppendJSON(dst []byte) []byte {
	dst = append(dst, `{"at":`...)
	dst = jsonw.AppendString(dst, f.At)
	// kind, precision, decoder and confidence are names from this
	// package, plain ASCII: copied, not scanned.
	dst = append(dst, `,"kind":`...)
	dst = jsonw.AppendPlain(dst, string(f.Kind))
	dst = append(dst, `,"label":`...)
	dst = jsonw.AppendString(dst, f.Label)
	dst = append(dst, `,"value":`...)
	dst = jsonw.AppendString(dst, f.Value)
	dst = append(dst, `,"precision":`...)
	if f.Precision == PrecisionNone {
		dst = jsonw.AppendNull(dst)
	} else {
		dst = jsonw.AppendPlain(dst, string(f.Precision))
	}
	dst = append(dst, `,"decoder":`...)
	dst = jsonw.AppendPlain(dst, f.Decoder)
	dst = append(dst, `,"confidence":`...)
	dst = jsonw.AppendPlain(dst, string(f.Confidence))
	dst = append(dst, `,"chain":`...)
	dst = jsonw.AppendStrings(dst, f.Chain)
	return append(dst, '}')
}
