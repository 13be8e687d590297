package form

import (
	"errors"
	"strconv"

	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/tagging"
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
	var ae *tagging.URLError
	if errors.As(err, &ae) {
		if ae.Pos >= 0 {
			return "at byte " + strconv.Itoa(ae.Pos) + ": " + ae.InField()
		}
		return ae.InField()
	}
	return err.Error()
}
