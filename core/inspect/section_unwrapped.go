package inspect

import (
	"strconv"

	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/plaintext"
	"github.com/linkscope/linkscope/core/unwrap"
)

var unwrappedSection = Section{
	Name: "unwrapped", Keys: []string{"unwrapped"}, Doc: sectionDoc("unwrapped"), shown: 20, needs: readUnwrap,
	appendJSON: func(dst []byte, r *Report, input jsonw.Written) []byte {
		dst = appendKey(dst, "unwrapped")
		return append(r.Unwrapped.AppendJSONFieldsAfter(append(dst, '{'), input), '}')
	},
	appendText: appendUnwrappedText,
}

// appendUnwrappedText appends the wrapper chain: the target, then each
// layer from the outside in, or why the link is its own target.
func appendUnwrappedText(dst []byte, r *Report) []byte {
	u := &r.Unwrapped
	switch {
	case u.Wrapped():
		dst = plaintext.AppendField(dst, 0, "unwrapped", u.Target)
		for i, l := range u.Layers {
			dst = plaintext.AppendField(dst, 1, "layer "+strconv.Itoa(i+1), l.Wrapper+"  "+l.URL)
		}
		if r.Analysed != u.Target {
			dst = plaintext.AppendField(dst, 1, "note", "--no-unwrap: the sections below describe the wrapper link itself")
		}
	default:
		dst = plaintext.AppendField(dst, 0, "unwrapped", "not wrapped")
	}
	return appendUnwrapNotes(dst, u)
}

func appendUnwrapNotes(dst []byte, u *unwrap.Result) []byte {
	if u.Opaque != "" {
		dst = plaintext.AppendField(dst, 1, "opaque", u.Opaque+" short link: its destination is known only to its server (linkscope follow resolves it)")
	}
	if u.Problem != nil {
		dst = plaintext.AppendField(dst, 1, "not decoded", u.Problem.Wrapper+": "+u.Problem.Reason)
	}
	if u.Truncated {
		dst = plaintext.AppendField(dst, 1, "note", unwrap.TruncatedNote())
	}
	for _, e := range u.Embedded {
		dst = plaintext.AppendField(dst, 1, "embedded", e.URL+"  (in "+e.Where+"; not a known redirector: not the destination)")
	}
	return dst
}
