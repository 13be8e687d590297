package inspect

import (
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/placeholder"
	"github.com/linkscope/linkscope/core/plaintext"
)

// placeholdersSection lists the ad platforms' and mailers' placeholders
// the destination holds: one a landing page receives was never filled.
var placeholdersSection = Section{
	Name: "placeholders", Keys: []string{"placeholders"}, Doc: sectionDoc("placeholders"), shown: 62, needs: readTarget,
	compute: func(in *Inspector, r *Report) {
		in.holders = placeholder.AppendInLink(in.holders[:0], r.subject)
		r.Placeholders = in.holders
	},
	appendJSON: func(dst []byte, r *Report, _ jsonw.Written) []byte {
		return placeholder.AppendJSON(appendKey(dst, "placeholders"), r.Placeholders)
	},
	appendText: appendPlaceholdersText,
}

// appendPlaceholdersText appends a line per placeholder: as written, its
// byte, the platforms that know its name, and whether it is encoded.
func appendPlaceholdersText(dst []byte, r *Report) []byte {
	if len(r.Placeholders) == 0 {
		return plaintext.AppendField(dst, 0, "placeholders", "none")
	}
	dst = plaintext.AppendField(dst, 0, "placeholders", strconv.Itoa(len(r.Placeholders))+" unfilled")
	for i := range r.Placeholders {
		ph := &r.Placeholders[i]
		about := "byte " + strconv.Itoa(ph.Pos)
		if names := platformNames(ph.Platforms); names != "" {
			about += ", " + names
		} else {
			about += ", no platform knows it"
		}
		if ph.Encoded {
			about += ", percent-encoded: no platform fills it"
		}
		dst = plaintext.AppendField(dst, 1, ph.Text, about)
	}
	return dst
}

func platformNames(s placeholder.Set) string {
	ids := s.IDs()
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = placeholder.PlatformName(id)
	}
	return strings.Join(names, ", ")
}
