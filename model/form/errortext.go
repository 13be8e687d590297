package form

import (
	"errors"
	"strconv"

	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/tagging"
	"github.com/linkscope/linkscope/core/textsafe"
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
		s := ae.Reason
		if ae.Offset >= 0 {
			s = "at byte " + strconv.Itoa(ae.Offset) + ": " + s
		}
		if ae.Suggestion != "" {
			s += "; did you mean " + textsafe.Escape(ae.Suggestion) + "?"
		}
		return s
	}
	return err.Error()
}
