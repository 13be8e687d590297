package inspect

import (
	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/plaintext"
	"github.com/linkscope/linkscope/core/uri"
)

var normalizedSection = Section{
	Name: "normalized", Keys: []string{"normalized"}, Doc: sectionDoc("normalized"), shown: 90, needs: readTarget,
	compute: func(in *Inspector, r *Report) {
		if in.reads&readRFC != 0 && r.URIErr == nil && r.subject == r.Input {
			// The uri section's reading is the one Normalize would make.
			if in.steps != nil {
				r.Normalized, r.NormalizedErr = in.steps.NormalizeParsed(r.subject, r.URI, r.URIWarnings, in.normalize)
				return
			}
			r.Normalized, r.NormalizedErr = uri.NormalizeParsed(r.subject, r.URI, r.URIWarnings, in.normalize)
			return
		}
		r.Normalized, r.NormalizedErr = uri.Normalize(r.subject, in.normalize)
	},
	appendJSON: func(dst []byte, r *Report, input jsonw.Written) []byte {
		dst = appendKey(dst, "normalized")
		if r.NormalizedErr != nil {
			return appendError(dst, r.NormalizedErr)
		}
		return r.Normalized.AppendJSONAfter(dst, input)
	},
	appendText: appendNormalizedText,
}

// appendNormalizedText appends the normalized URL and each step that
// changed something, before -> after, with its class.
func appendNormalizedText(dst []byte, r *Report) []byte {
	if r.NormalizedErr != nil {
		return plaintext.AppendField(dst, 0, "normalized", "not possible: "+r.NormalizedErr.Error())
	}
	n := &r.Normalized
	dst = plaintext.AppendField(dst, 0, "normalized", n.URL)
	for _, s := range n.Steps {
		dst = plaintext.AppendField(dst, 1, s.Rule.String()+" ("+s.Rule.Class().String()+")", s.Before+"  ->  "+s.After)
	}
	return dst
}
