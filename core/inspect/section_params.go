package inspect

import (
	"strconv"

	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/plaintext"
	"github.com/linkscope/linkscope/core/query"
)

var paramsSection = Section{
	Name: "params", Keys: []string{"params"}, Doc: sectionDoc("params"), shown: 60, needs: readPairs,
	compute: func(in *Inspector, r *Report) {
		r.Params = in.params(r)
	},
	appendJSON: func(dst []byte, r *Report, _ jsonw.Written) []byte {
		return query.AppendPairsJSON(appendKey(dst, "params"), r.Params)
	},
	appendText: appendParamsText,
}

// appendParamsText appends every query pair, decoded, with its position,
// and the invalid escapes it holds.
func appendParamsText(dst []byte, r *Report) []byte {
	if len(r.Params) == 0 {
		return plaintext.AppendField(dst, 0, "params", "none")
	}
	dst = plaintext.AppendField(dst, 0, "params", strconv.Itoa(len(r.Params))+" pair(s), decoded")
	for _, p := range r.Params {
		note := "  (byte " + strconv.Itoa(p.Pos)
		if p.Tracking {
			note += ", tracking"
		}
		for _, b := range p.BadEscapes {
			note += ", invalid escape at byte " + strconv.Itoa(b)
		}
		dst = plaintext.AppendField(dst, 1, p.Key, p.Value+note+")")
	}
	return dst
}
