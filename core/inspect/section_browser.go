package inspect

import "github.com/linkscope/linkscope/core/jsonw"

// browserSection is the input as a browser reads it, beside its RFC 3986
// reading.
var browserSection = Section{
	Name: "browser", Keys: []string{"browser"}, Doc: sectionDoc("browser"), shown: 80, needs: readRFC,
	compute: (*Inspector).readAsBrowser,
	appendJSON: func(dst []byte, r *Report, _ jsonw.Written) []byte {
		return r.Browser.AppendInspectJSON(appendKey(dst, "browser"))
	},
	appendText: func(dst []byte, r *Report) []byte { return r.Browser.AppendReadingText(dst) },
}
