package tagging

import (
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/placeholder"
	"github.com/linkscope/linkscope/core/tracking"
)

// PlaceholderLints are the warnings about the placeholders in the UTM
// values of u and the marker fields of m, for a link built for platform p
// (placeholder.NoPlatform: only the malformed ones): another platform's
// syntax, a name p does not know (with the closest it knows), an unclosed
// brace, a TikTok macro with one underscore, a percent-encoded one. A
// marker field's lint names the field as its flag does ("campaign").
func PlaceholderLints(u tracking.UTM, m openstat.Marker, p placeholder.Platform) []tracking.Lint {
	lints := tracking.PlaceholderLints(u, p)
	for i, v := range m.Fields() {
		for _, f := range placeholder.Check(nil, p, openstat.FieldNames()[i], v) {
			lints = append(lints, tracking.NewLint(tracking.Warning, f))
		}
	}
	return lints
}
