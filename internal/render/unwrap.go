package render

import (
	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/unwrap"
)

// appendUnwrapped appends the wrapper chain: the target, then each layer
// from the outside in, or why the link is its own target.
func appendUnwrapped(dst []byte, r *inspect.Report) []byte {
	u := &r.Unwrapped
	switch {
	case u.Wrapped():
		dst = appendField(dst, 0, "unwrapped", u.Target)
		for i, l := range u.Layers {
			dst = appendField(dst, 1, "layer "+itoa(i+1), l.Wrapper+"  "+l.URL)
		}
		if r.Analysed != u.Target {
			dst = appendField(dst, 1, "note", "--no-unwrap: the sections below describe the wrapper link itself")
		}
	default:
		dst = appendField(dst, 0, "unwrapped", "not wrapped")
	}
	return appendUnwrapNotes(dst, u)
}

func appendUnwrapNotes(dst []byte, u *unwrap.Result) []byte {
	if u.Opaque != "" {
		dst = appendField(dst, 1, "opaque", u.Opaque+" short link: its destination is known only to its server (linkscope follow resolves it)")
	}
	if u.Problem != nil {
		dst = appendField(dst, 1, "not decoded", u.Problem.Wrapper+": "+u.Problem.Reason)
	}
	if u.Truncated {
		dst = appendField(dst, 1, "note", "stopped after "+itoa(unwrap.MaxDepth)+" layers")
	}
	for _, e := range u.Embedded {
		dst = appendField(dst, 1, "embedded", e.URL+"  (in "+e.Where+"; not a known redirector: not the destination)")
	}
	return dst
}

func itoa(n int) string {
	return string(appendInt(nil, n))
}

func appendInt(dst []byte, n int) []byte {
	if n >= 10 {
		dst = appendInt(dst, n/10)
	}
	return append(dst, byte('0'+n%10))
}
