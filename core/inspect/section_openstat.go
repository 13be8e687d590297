package inspect

import (
	"strconv"

	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/plaintext"
)

var openstatSection = Section{
	Name: "openstat", Keys: []string{"openstat"}, Doc: sectionDoc("openstat"), shown: 40, needs: readOpenstat,
	appendJSON: func(dst []byte, r *Report, _ jsonw.Written) []byte {
		return r.Openstat.AppendJSON(appendKey(dst, "openstat"))
	},
	appendText: func(dst []byte, r *Report) []byte { return appendOpenstatText(dst, &r.Openstat) },
}

func appendOpenstatText(dst []byte, d *openstat.Decoded) []byte {
	switch {
	case d.Found:
		dst = plaintext.AppendField(dst, 0, "openstat", "found in the "+d.Place.String()+", "+d.Encoding.String()+" form, at byte "+strconv.Itoa(d.Pos))
		for i, v := range d.Marker.Fields() {
			dst = plaintext.AppendField(dst, 1, openstat.FieldNames()[i], v)
		}
	case d.Candidate:
		dst = plaintext.AppendField(dst, 0, "openstat", "ignored: "+d.Reason)
		dst = plaintext.AppendField(dst, 1, "raw", d.Raw)
		for i, f := range d.Fields {
			dst = plaintext.AppendField(dst, 1, "field "+strconv.Itoa(i+1), f)
		}
	default:
		msg := "none"
		if d.Reason != "" {
			msg = "none: " + d.Reason
		}
		dst = plaintext.AppendField(dst, 0, "openstat", msg)
	}
	for _, w := range d.Warnings {
		dst = plaintext.AppendField(dst, 1, "warning", w)
	}
	return dst
}
