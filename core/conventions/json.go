package conventions

import "github.com/linkscope/linkscope/core/jsonw"

// AppendJSON appends the finding as the contract's object:
// {"rule", "field", "value", "pos", "suggestion"}; pos and suggestion are
// null when there is none.
func (f Finding) AppendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	dst = append(dst, `"rule":`...)
	dst = jsonw.AppendString(dst, f.Rule)
	dst = append(dst, `,"field":`...)
	dst = jsonw.AppendString(dst, f.Field)
	dst = append(dst, `,"value":`...)
	dst = jsonw.AppendString(dst, f.Value)
	dst = append(dst, `,"pos":`...)
	if f.Pos < 0 {
		dst = append(dst, "null"...)
	} else {
		dst = jsonw.AppendInt(dst, int64(f.Pos))
	}
	dst = append(dst, `,"suggestion":`...)
	if f.HasSuggestion {
		dst = jsonw.AppendString(dst, f.Suggestion)
	} else {
		dst = append(dst, "null"...)
	}
	return append(dst, '}')
}

// AppendFindingsJSON appends fs as a JSON array ([] when empty).
func AppendFindingsJSON(dst []byte, fs []Finding) []byte {
	return jsonw.AppendArray(dst, fs, func(dst []byte, f *Finding) []byte { return f.AppendJSON(dst) })
}
