package openstat

import "github.com/linkscope/linkscope/core/jsonw"

// AppendJSON appends the contract's `openstat` object: the fields of a
// valid marker, or `found: false` with the reason and what a split
// produced. Besides the contract's keys it writes `place`, `encoding` and
// `raw` for an ignored candidate too, so a script can see what was ignored.
func (d *Decoded) AppendJSON(dst []byte) []byte {
	if d.Found {
		dst = append(dst, `{"found":true`...)
	} else {
		dst = append(dst, `{"found":false`...)
	}
	if d.Candidate {
		if head := candidateHead(d.Place, d.Encoding); head != "" {
			dst = append(dst, head...)
		} else {
			dst = append(dst, `,"place":`...)
			dst = appendName(dst, d.Place.String())
			dst = append(dst, `,"encoding":`...)
			dst = appendName(dst, d.Encoding.String())
			dst = append(dst, `,"raw":`...)
		}
		dst = appendText(dst, d.Raw, d.plain&plainRaw != 0)
	}
	switch {
	case d.Found && d.plain&plainMarker != 0:
		// The commonest marker: each field copied between its key and
		// the next (the keys are FieldNames, written as literals).
		dst = append(dst, `,"service":"`...)
		dst = append(append(dst, d.Marker.Service...), `","campaign":"`...)
		dst = append(append(dst, d.Marker.Campaign...), `","ad":"`...)
		dst = append(append(dst, d.Marker.Ad...), `","source":"`...)
		dst = append(append(dst, d.Marker.Source...), '"')
	case d.Found:
		dst = jsonw.AppendString(append(dst, `,"service":`...), d.Marker.Service)
		dst = jsonw.AppendString(append(dst, `,"campaign":`...), d.Marker.Campaign)
		dst = jsonw.AppendString(append(dst, `,"ad":`...), d.Marker.Ad)
		dst = jsonw.AppendString(append(dst, `,"source":`...), d.Marker.Source)
	default:
		dst = append(dst, `,"reason":`...)
		dst = jsonw.AppendString(dst, d.Reason)
		dst = append(dst, `,"fields":`...)
		dst = appendList(dst, d.Fields)
	}
	if d.Warnings == nil {
		return append(dst, `,"warnings":[]}`...)
	}
	dst = append(dst, `,"warnings":`...)
	dst = appendList(dst, d.Warnings)
	return append(dst, '}')
}

// candidateHead is the place and encoding members and the raw key of a
// candidate, written once for each place and encoding Decode gives; ""
// for any other (a Decoded made otherwise).
func candidateHead(p Place, e Encoding) string {
	switch {
	case p == Query && e == Base64:
		return `,"place":"query","encoding":"base64","raw":`
	case p == Query && e == Percent:
		return `,"place":"query","encoding":"percent","raw":`
	case p == Fragment && e == Base64:
		return `,"place":"fragment","encoding":"base64","raw":`
	case p == Fragment && e == Percent:
		return `,"place":"fragment","encoding":"percent","raw":`
	}
	return ""
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
