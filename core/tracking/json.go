package tracking

import "github.com/linkscope/linkscope/core/jsonw"

// AppendJSON appends the match as the contract's `tracking` list item:
// {"key","value","owner","kind","family","kept_because"}. The key is as
// written; the value decoded; family is the pattern or null; kept_because
// null when the clean link drops the pair.
func (m Match) AppendJSON(dst []byte) []byte { return m.appendJSON(dst) }

// appendJSON is AppendJSON without copying the match.
func (m *Match) appendJSON(dst []byte) []byte {
	// Keys are written as literals, and the parameter's members were
	// escaped when its table was built: this runs for every match of
	// every link of a batch.
	p := m.Param
	if m.plain && m.KeptBecause == "" && p.jsonTail != "" {
		// The common match: the text around the value is the table's.
		if p.jsonHead != "" && m.Key == p.Key {
			dst = append(dst, p.jsonHead...)
		} else {
			dst = appendPlainHead(dst, m.Key)
		}
		dst = append(dst, m.Value...)
		return append(dst, p.jsonTail...)
	}
	if m.plain {
		dst = appendPlainHead(dst, m.Key)
		dst = append(dst, m.Value...)
		dst = append(dst, '"')
	} else {
		dst = append(dst, `{"key":`...)
		dst = jsonw.AppendString(dst, m.Key)
		dst = append(dst, `,"value":`...)
		dst = jsonw.AppendString(dst, m.Value)
	}
	if p.json != "" {
		dst = append(dst, p.json...)
	} else { // a Param not from a table
		dst = p.appendJSONMembers(dst)
	}
	dst = append(dst, `,"kept_because":`...)
	dst = appendNullable(dst, m.KeptBecause)
	return append(dst, '}')
}

// appendPlainHead appends a match's JSON up to its value's first byte,
// for a key written in JSON as itself.
func appendPlainHead(dst []byte, key string) []byte {
	dst = append(dst, `{"key":"`...)
	dst = append(dst, key...)
	return append(dst, `","value":"`...)
}

// setJSON escapes the parameter's part of its matches' JSON once, when its
// table is built.
func (p *Param) setJSON() {
	p.json = string(p.appendJSONMembers(nil))
	p.jsonTail = `"` + p.json + `,"kept_because":null}`
	p.jsonHead = ""
	if jsonw.IsPlain(p.Key) {
		p.jsonHead = string(appendPlainHead(nil, p.Key))
	}
}

// appendJSONMembers appends the parameter's members of a match's JSON:
// ,"owner","kind","family".
func (p *Param) appendJSONMembers(dst []byte) []byte {
	dst = append(dst, `,"owner":`...)
	dst = jsonw.AppendString(dst, p.Owner)
	dst = append(dst, `,"kind":"`...)
	dst = append(dst, p.Kind...) // a kind is a plain ASCII word
	dst = append(dst, `","family":`...)
	return appendNullable(dst, p.Family)
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
	dst = append(dst, '[')
	for i := range matches {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = matches[i].appendJSON(dst)
	}
	return append(dst, ']')
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
