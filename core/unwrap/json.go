package unwrap

import "github.com/linkscope/linkscope/core/jsonw"

// AppendJSON appends the result as the contract's `unwrapped` object:
// {"target","layers":[{"wrapper","url"}],"opaque","embedded":[{"url","where"}],"truncated"},
// opaque null when the target is no shortener, embedded [] when the target
// holds no URL, truncated true when MaxDepth stopped the unwrapping (the
// target is a wrapper itself).
func (r *Result) AppendJSON(dst []byte) []byte {
	return append(r.AppendJSONFields(append(dst, '{')), '}')
}

// AppendJSONFields appends the object's members without braces, so a
// record can put "input" first (`unwrap --json`).
func (r *Result) AppendJSONFields(dst []byte) []byte {
	return r.AppendJSONFieldsAfter(dst, jsonw.Written{})
}

// AppendJSONFieldsAfter is AppendJSONFields after the input was written to
// dst as input: a target that is the input (no wrapper) is copied from
// there.
func (r *Result) AppendJSONFieldsAfter(dst []byte, input jsonw.Written) []byte {
	dst = jsonw.AppendKey(dst, "target") // first of the members: a comma only after others
	dst = jsonw.AppendStringAgain(dst, r.Target, input)
	dst = append(dst, `,"layers":`...)
	dst = append(dst, '[')
	for i, l := range r.Layers {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, '{')
		dst = append(dst, `"wrapper":`...)
		dst = jsonw.AppendString(dst, l.Wrapper)
		dst = append(dst, `,"url":`...)
		dst = jsonw.AppendString(dst, l.URL)
		dst = append(dst, '}')
	}
	dst = append(dst, ']')
	dst = append(dst, `,"opaque":`...)
	dst = jsonw.AppendStringOrNull(dst, r.Opaque, r.Opaque != "")
	dst = append(dst, `,"embedded":[`...)
	for i, e := range r.Embedded {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, `{"url":`...)
		dst = jsonw.AppendString(dst, e.URL)
		dst = append(dst, `,"where":`...)
		dst = jsonw.AppendString(dst, e.Where)
		dst = append(dst, '}')
	}
	dst = append(dst, `],"truncated":`...)
	return jsonw.AppendBool(dst, r.Truncated)
}
