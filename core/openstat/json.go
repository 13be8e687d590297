package openstat

import "github.com/linkscope/linkscope/core/jsonw"

// AppendJSON appends the contract's `openstat` object: the fields of a
// valid marker, or `found: false` with the reason and what a split
// produced. Besides the contract's keys it writes `place`, `encoding` and
// `raw` for an ignored candidate too, so a script can see what was ignored.
func (d *Decoded) AppendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	dst = append(dst, `"found":`...)
	dst = jsonw.AppendBool(dst, d.Found)
	if d.Candidate {
		dst = append(dst, `,"place":`...)
		dst = jsonw.AppendString(dst, d.Place.String())
		dst = append(dst, `,"encoding":`...)
		dst = jsonw.AppendString(dst, d.Encoding.String())
		dst = append(dst, `,"raw":`...)
		dst = jsonw.AppendString(dst, d.Raw)
	}
	if d.Found {
		for i, v := range d.Marker.Fields() {
			dst = jsonw.AppendKey(dst, FieldNames()[i])
			dst = jsonw.AppendString(dst, v)
		}
	} else {
		dst = append(dst, `,"reason":`...)
		dst = jsonw.AppendString(dst, d.Reason)
		dst = append(dst, `,"fields":`...)
		dst = appendList(dst, d.Fields)
	}
	dst = append(dst, `,"warnings":`...)
	dst = appendList(dst, d.Warnings)
	return append(dst, '}')
}

func appendList(dst []byte, list []string) []byte {
	if list == nil {
		return append(dst, '[', ']')
	}
	return jsonw.AppendStrings(dst, list)
}
