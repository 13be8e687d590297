package form

import (
	"errors"
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/tagging"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/core/tracking"
)

// errorText describes a tagging error (a marker field's, a UTM field's or
// the link's) for the field it concerns, without the field name the form
// already shows: which character, where, why.
func errorText(err error) string {
	var fe *openstat.FieldError
	if errors.As(err, &fe) {
		if fe.Char == 0 {
			return fe.Reason
		}
		what := textsafe.Describe(fe.Rune)
		if fe.Byte != 0 {
			what = "byte 0x" + strings.ToUpper(strconv.FormatUint(uint64(fe.Byte), 16))
		}
		return what + " at character " + strconv.Itoa(fe.Char) + ": " + fe.Reason
	}
	var te *tracking.FieldError
	if errors.As(err, &te) {
		if te.Rule == "invalid-utf8" {
			return "invalid UTF-8 at byte " + strconv.Itoa(te.Offset)
		}
		return textsafe.Describe(te.Rune) + " at byte " + strconv.Itoa(te.Offset) + ": a control character, not allowed in a campaign value"
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
	var ue *openstat.URLError
	if errors.As(err, &ue) {
		if ue.Offset < 0 {
			return ue.Reason
		}
		return textsafe.Describe(ue.Rune) + " at byte " + strconv.Itoa(ue.Offset) + ": " + ue.Reason
	}
	return err.Error()
}
