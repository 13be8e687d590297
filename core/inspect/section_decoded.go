package inspect

import (
	"strings"
	"time"

	"github.com/linkscope/linkscope/core/decode"
	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/plaintext"
)

// decodedSection is what the link's opaque values say (core/decode), the
// wrapper and its destination alike; it takes the wrapper chain from the
// unwrapped reading, and leaves the Openstat marker to its section.
var decodedSection = Section{
	Name: "decoded", Keys: []string{"decoded"}, Doc: sectionDoc("decoded"), shown: 35, needs: readUnwrap | readOpenstat,
	compute: func(in *Inspector, r *Report) {
		if in.decoder == nil {
			in.decoder = decode.Default().NewReader()
		}
		// The wrapper chain and the marker are the unwrapped and openstat
		// sections': decode neither looks for them again nor repeats them.
		k := decode.Known{NoOpenstat: true}
		if u := &r.Unwrapped; u.Wrapped() {
			k.Wrapper, k.Target = u.Layers[0].Wrapper, u.Target
			if len(u.Layers) > 1 {
				k.Target = u.Layers[1].URL
			}
		}
		in.facts = in.decoder.AppendFactsKnowing(in.facts[:0], strings.TrimSpace(r.Input), &k)
		r.Decoded = in.facts
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
	dst = plaintext.AppendCount(dst, 0, "decoded", len(r.Decoded), "fact")
	for i := range r.Decoded {
		f := &r.Decoded[i]
		v := f.Value
		if local := LocalTime(f, r.zone); local != "" {
			v += " (" + local + ")"
		}
		v += "  [" + strings.Join(f.Chain, " > ") + " · " + f.Decoder + " · " + string(f.Confidence) + "]"
		dst = plaintext.AppendField(dst, 1, f.Label, v)
	}
	return dst
}

// LocalTime writes a timestamp fact's instant in zone with the fraction
// digits of its precision ("2019-02-20 15:40:26.837 CET"); "" for a fact
// that is no time with a clock, or when zone is nil or UTC.
func LocalTime(f *decode.Fact, zone *time.Location) string {
	t, ok := f.Time()
	if !ok || zone == nil || zone == time.UTC || f.Precision == decode.PrecisionDay || f.Precision == decode.PrecisionWeek {
		return ""
	}
	layout := "2006-01-02 15:04:05"
	switch f.Precision {
	case decode.PrecisionCentisecond:
		layout += ".00"
	case decode.PrecisionMillisecond:
		layout += ".000"
	case decode.PrecisionMicrosecond:
		layout += ".000000"
	case decode.PrecisionTick:
		layout += ".0000000"
	case decode.PrecisionNanosecond:
		layout += ".000000000"
	}
	t = t.In(zone)
	if name, off := t.Zone(); off == 0 && (name == "UTC" || name == "") {
		return "" // the zone is UTC: the value already says it
	}
	return t.Format(layout + " MST")
}
