package tagging

import (
	"errors"
	"strings"
	"unicode"

	"github.com/linkscope/linkscope/core/conventions"
)

// isEdge is what Fix drops around a value: spaces (a no-break space
// too) and the invisible format characters a copy brings along (a byte
// order mark, a zero-width space).
func isEdge(r rune) bool { return unicode.IsSpace(r) || unicode.Is(unicode.Cf, r) }

// LinkField is the name Fix gives the link among the campaign fields.
const LinkField = "url"

// Change is one value Fix changed.
type Change struct {
	Field    string // LinkField, or a conventions field name
	Old, New string
}

// Fix applies every certain fix to a build's values, in place: the spaces
// and invisible characters around each value dropped (a spreadsheet
// cell's, a copied word's: no analytics tool means them), the link's "did you mean" (CheckAbsolute's
// suggestion: https:// added to shop.example/landing), and the conventions
// file's alias, case and spaces fixes (conventions FixAll). It is what the
// build form's fix-all key does and what build --fix does to each row, so
// both mend the same values the same way. values is keyed by conventions
// field name and LinkField; the changes come in the order fields, then the
// conventions file, name them.
func Fix(c *conventions.File, values map[string]string, fields []string) []Change {
	var out []Change
	old := make(map[string]string, len(fields))
	for _, f := range fields {
		v, ok := values[f]
		if !ok {
			continue
		}
		old[f] = v
		values[f] = strings.TrimFunc(v, isEdge)
	}
	if link := values[LinkField]; link != "" {
		var ue *URLError
		if _, err := CheckAbsolute(link); errors.As(err, &ue) && ue.Suggestion != "" {
			values[LinkField] = ue.Suggestion
		}
	}
	c.FixAll(values)
	for _, f := range fields {
		if o, ok := old[f]; ok && values[f] != o {
			out = append(out, Change{Field: f, Old: o, New: values[f]})
		}
	}
	return out
}
