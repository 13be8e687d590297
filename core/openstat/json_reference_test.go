package openstat

import (
	"testing"

	"github.com/linkscope/linkscope/core/jsonw"
)

// appendJSONByParts is AppendJSON as it was first written, every member
// appended on its own: the reference FuzzAppendJSONShortcut holds the
// joined literals to.
func (d *Decoded) appendJSONByParts(dst []byte) []byte {
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

// FuzzAppendJSONShortcut holds AppendJSON to appendJSONByParts, on what
// Decode finds and on the same with a place and an encoding Decode never
// gives.
func FuzzAppendJSONShortcut(f *testing.F) {
	for _, s := range []string{"http://x/?_openstat=ZGlyZWN0LnlhbmRleC5ydTszMzYzOTE2Nzs4MzY1MzQ4MDY7c2lkZWJhcg", "http://x/?_openstat=a%22b;c\\;d;e",
		"http://x/#_openstat=b3BlbnN0YXQucnU7NjYyMTc0NTc7MzcyMDQyMDgzO9Cy0LXRgNGF", "http://x/?_openstat=a;b;c", "http://x/?_opnstat=1", "http://x/",
		"http://x/?_openstat=x&_openstat=a;b;c;d#_openstat=e"} {
		f.Add(s, uint8(0), uint8(0))
	}
	f.Add("http://x/?_openstat=a;b;c;d", uint8(2), uint8(9))
	f.Fuzz(func(t *testing.T, u string, place, encoding uint8) {
		d := Decode(u)
		check := func() {
			if got, want := string(d.AppendJSON(nil)), string(d.appendJSONByParts(nil)); got != want {
				t.Fatalf("Decode(%q) with place %d, encoding %d: JSON\n%s\nwant\n%s", u, d.Place, d.Encoding, got, want)
			}
		}
		check()
		d.Place, d.Encoding = Place(place), Encoding(encoding)
		check()
	})
}
