package openstat

import "github.com/linkscope/linkscope/core/jsonw"

// AppendJSON appends the contract's `openstat` object: the fields of a
// valid marker, or `found: false` with the reason and what a split
// produced. Besides the contract's keys it writes `place`, `encoding` and
// `raw` for an ignored candidate too, so a script can see what was ignored.
func (d *Decoded) AppendJSON(dst []byte) []byte {
	dst = append(dst, `{"found":`...)
	dst = jsonw.AppendBool(dst, d.Found)
	if d.Candidate {
		dst = append(dst, `,"place":`...)
		dst = appendName(dst, d.Place.String())
		dst = append(dst, `,"encoding":`...)
		dst = appendName(dst, d.Encoding.String())
		dst = append(dst, `,"raw":`...)
		dst = appendText(dst, d.Raw, d.plain&plainRaw != 0)
	}
	if d.Found {
		plain := d.plain&plainMarker != 0
		// The keys are FieldNames, written as literals.
		dst = appendText(append(dst, `,"service":`...), d.Marker.Service, plain)
		dst = appendText(append(dst, `,"campaign":`...), d.Marker.Campaign, plain)
		dst = appendText(append(dst, `,"ad":`...), d.Marker.Ad, plain)
		dst = appendText(append(dst, `,"source":`...), d.Marker.Source, plain)
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

// appendName appends one of the package's own names (a place, an
// encoding): plain ASCII words, copied without a scan.
func appendName(dst []byte, name string) []byte { return jsonw.AppendPlain(dst, name) }

// appendText appends s, copied when Decode found it plain, else escaped.
func appendText(dst []byte, s string, plain bool) []byte {
	if plain {
		return jsonw.AppendPlain(dst, s)
	}
	return jsonw.AppendString(dst, s)
}

func appendList(dst []byte, list []string) []byte {
	if list == nil {
		return append(dst, '[', ']')
	}
	return jsonw.AppendStrings(dst, list)
}
