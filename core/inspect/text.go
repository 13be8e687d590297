package inspect

import "github.com/linkscope/linkscope/core/plaintext"

// AppendText appends the plain report: the input, then a few labelled
// lines per section computed, in the order people read them (risks
// first), every piece of input text escaped.
func (r *Report) AppendText(dst []byte) []byte {
	dst = plaintext.AppendField(dst, 0, "input", r.Input)
	for _, i := range readingOrder {
		if r.sections&(1<<i) != 0 {
			dst = sectionList[i].appendText(dst, r)
		}
	}
	return plaintext.TrimNewline(dst)
}
