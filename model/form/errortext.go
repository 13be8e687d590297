package form

import (
	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/wording"
)

// errorText describes a tagging error (a marker field's, a UTM field's or
// the link's) for the field it concerns, without the field name the form
// already shows: which character, where, why. The words are core/wording's,
// the same the command line prints.
func errorText(err error) string {
	if f, ok := finding.From(err); ok {
		return wording.InField(f)
	}
	return err.Error()
}
