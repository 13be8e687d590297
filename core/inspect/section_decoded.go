package inspect

import (
	"strings"

	"github.com/linkscope/linkscope/core/decode"
	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/plaintext"
)

// decodedSection is what the link's opaque values say (core/decode), the
// wrapper and its destination alike; it takes the wrapper chain from the
// unwrapped reading, and leaves the Openstat marker to its section.
var decodedSection = Section{
	Name: "decoded", Keys: []string{"decoded"}, Doc: sectionDoc("decoded"), shown: 35, needs: readUnwrap | readTarget,
	compute: func(in *Inspector, r *Report) {
		if in.decoder == nil {
			in.decoder = decode.Default().NewReader()
		}
		// The wrapper chain and the marker are the unwrapped and openstat
		// sections': decode neither looks for them again nor repeats them.
		k := &in.known
		*k = decode.Known{OpenstatOf: r.Analysed, Destinations: k.Destinations[:0]}
		if in.reads&readPairs != 0 && in.pairTotal == len(in.pairs) {
			// Another section had the query split: decode reads it from
			// there (every pair of it, not a cut list).
			k.Pairs, k.PairsOf = in.pairs, r.Analysed
		}
		// The unwrapped reading split the link decode reads (the input,
		// trimmed once): its authority is not read again.
		k.Host, k.Rest, _ = r.Unwrapped.InputHost()
		// Not wrapped, the analysed link is the input, trimmed once.
		input := r.Analysed
		if u := &r.Unwrapped; u.Wrapped() {
			input = r.link
			k.Wrapper, k.Target = u.Layers[0].Wrapper, u.Target
			if len(u.Layers) > 1 {
				k.Target = u.Layers[1].URL
			}
			for _, l := range u.Layers[1:] {
				k.Destinations = append(k.Destinations, l.URL)
			}
			k.Destinations = append(k.Destinations, u.Target)
		}
		in.facts = in.decoder.AppendFactsKnowing(in.facts[:0], input, k)
		r.Decoded = in.facts
		if len(in.facts) >= decode.MaxFacts {
			// core/decode's own bound: it stopped reading there.
			r.Cut = append(r.Cut, Cut{Key: "decoded", Kept: len(in.facts), Total: -1})
		}
		r.zone = in.opts.Zone
	},
	appendJSON: func(dst []byte, r *Report, _ jsonw.Written) []byte {
		return decode.AppendJSON(appendKey(dst, "decoded"), r.Decoded)
	},
	appendText: appendDecodedText,
}

// appendDecodedText appends one line per fact: "label: value", a time
// also in Options.Zone, then where it was found, the decoder and the
// confidence.
func appendDecodedText(dst []byte, r *Report) []byte {
	if len(r.Decoded) == 0 {
		return plaintext.AppendField(dst, 0, "decoded", "nothing")
	}
	what := "facts"
	if len(r.Decoded) == 1 {
		what = "fact"
	}
	dst = plaintext.AppendCount(dst, 0, "decoded", len(r.Decoded), what)
	for i := range r.Decoded {
		f := &r.Decoded[i]
		v := f.Value
		if local := f.AppendLocal(nil, r.zone); len(local) > 0 {
			v += " (" + string(local) + ")"
		}
		v += "  [" + strings.Join(f.Chain, " > ") + " · " + f.Decoder + " · " + string(f.Confidence) + "]"
		dst = plaintext.AppendField(dst, 1, f.Label, v)
	}
	return dst
}
