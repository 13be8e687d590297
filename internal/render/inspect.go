package render

import (
	"strings"

	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/textsafe"
)

// Report appends the human report of one URL: a few labelled lines per
// section, every piece of input text escaped.
func Report(dst []byte, r *inspect.Report) []byte { return r.AppendText(dst) }

// Summary appends the one-line form used for stdin in plain mode, so
// that output line N answers input line N.
func Summary(dst []byte, r *inspect.Report) []byte {
	dst = textsafe.AppendEscaped(dst, r.Input)
	dst = append(dst, "\topenstat="...)
	d := &r.Openstat
	switch {
	case d.Found:
		dst = textsafe.AppendEscaped(dst, d.Marker.String())
	case d.Candidate:
		dst = append(dst, "ignored ("...)
		dst = textsafe.AppendEscaped(dst, d.Reason)
		dst = append(dst, ')')
	default:
		dst = append(dst, "none"...)
	}
	if r.Analysed != strings.TrimSpace(r.Input) {
		dst = append(dst, "\tunwrapped="...)
		dst = textsafe.AppendEscaped(dst, r.Analysed)
	}
	return dst
}
