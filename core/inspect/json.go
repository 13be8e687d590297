package inspect

import (
	"github.com/linkscope/linkscope/core/jsonw"
)

// AppendJSON appends the report as one JSON object with the contract's
// keys: "input", then each section computed, in the list's order.
func (r *Report) AppendJSON(dst []byte) []byte {
	dst = append(dst, `{"input":`...)
	// The input's encoding, which a wrapper's first layer repeats.
	dst, input := jsonw.AppendStringWritten(dst, r.Input)
	for set := r.sections; set != 0; set &= set - 1 {
		dst = sectionList[set.first()].appendJSON(dst, r, input)
	}
	return append(dst, '}')
}

// AppendErrorJSON appends the record of a line that could not be inspected
// at all (an empty or overlong line): its input and the error.
func AppendErrorJSON(dst []byte, input, msg string) []byte {
	dst = append(dst, '{')
	dst = jsonw.AppendKey(dst, "input")
	dst = jsonw.AppendString(dst, input)
	dst = jsonw.AppendKey(dst, "error")
	dst = jsonw.AppendString(dst, msg)
	return append(dst, '}')
}
