package tracking

import "github.com/linkscope/linkscope/core/jsonw"

// AppendJSON appends the match as the contract's `tracking` list item:
// {"key","value","owner","kind","family","kept_because"}. The key is as
// written; the value decoded; family is the pattern or null; kept_because
// null when the clean link drops the pair.
func (m Match) AppendJSON(dst []byte) []byte {
	// Keys are written as literals: this runs for every match of every
	// link of a batch.
	dst = append(dst, `{"key":`...)
	dst = jsonw.AppendString(dst, m.Key)
	dst = append(dst, `,"value":`...)
	dst = jsonw.AppendString(dst, m.Value)
	dst = append(dst, `,"owner":`...)
	dst = jsonw.AppendString(dst, m.Param.Owner)
	dst = append(dst, `,"kind":"`...)
	dst = append(dst, m.Param.Kind...) // a kind is a plain ASCII word
	dst = append(dst, `","family":`...)
	dst = appendNullable(dst, m.Param.Family)
	dst = append(dst, `,"kept_because":`...)
	dst = appendNullable(dst, m.KeptBecause)
	return append(dst, '}')
}

// appendNullable appends s, or null when it is empty.
func appendNullable(dst []byte, s string) []byte {
	if s == "" {
		return append(dst, "null"...)
	}
	return jsonw.AppendString(dst, s)
}

// AppendMatchesJSON appends matches as a JSON array ([] when there is none).
func AppendMatchesJSON(dst []byte, matches []Match) []byte {
	return jsonw.AppendArray(dst, matches, func(dst []byte, m *Match) []byte { return m.AppendJSON(dst) })
}

// AppendJSON appends the lint as {"field","severity","rule","message"}.
func (l Lint) AppendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	dst = jsonw.AppendKey(dst, "field")
	dst = jsonw.AppendString(dst, l.Field)
	dst = jsonw.AppendKey(dst, "severity")
	dst = jsonw.AppendString(dst, string(l.Severity))
	dst = jsonw.AppendKey(dst, "rule")
	dst = jsonw.AppendString(dst, string(l.Rule))
	dst = jsonw.AppendKey(dst, "message")
	dst = jsonw.AppendString(dst, l.Message)
	return append(dst, '}')
}
