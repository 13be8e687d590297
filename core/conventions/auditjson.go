package conventions

import (
	"sort"

	"github.com/linkscope/linkscope/core/jsonw"
)

// AppendJSON appends the report as the contract's object:
// {"links", "findings": {"<rule>": {"count", "lines", "fields": {"<field>":
// count}}}, "fields": {"<field>": {"values": [{"value", "count"}],
// "variants": [[…]], "other"}}}. Rules appear most broken first (see
// RuleOrder), a rule's fields most findings first; fields in FieldNames
// order.
func (r *AuditReport) AppendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	dst = jsonw.AppendKey(dst, "links")
	dst = jsonw.AppendInt(dst, int64(r.Links))
	dst = jsonw.AppendKey(dst, "findings")
	dst = append(dst, '{')
	n := 0
	for _, rule := range r.RuleOrder() {
		rc := r.Findings[rule]
		if n > 0 {
			dst = append(dst, ',')
		}
		n++
		dst = jsonw.AppendString(dst, rule)
		dst = append(dst, ':', '{')
		dst = jsonw.AppendKey(dst, "count")
		dst = jsonw.AppendInt(dst, int64(rc.Count))
		dst = jsonw.AppendKey(dst, "lines")
		dst = append(dst, '[')
		for i, l := range rc.Lines {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = jsonw.AppendInt(dst, int64(l))
		}
		dst = append(dst, ']')
		dst = jsonw.AppendKey(dst, "fields")
		dst = append(dst, '{')
		for i, fc := range rc.FieldOrder() {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = jsonw.AppendString(dst, fc.Value)
			dst = append(dst, ':')
			dst = jsonw.AppendInt(dst, int64(fc.Count))
		}
		dst = append(dst, '}', '}')
	}
	dst = append(dst, '}')
	dst = jsonw.AppendKey(dst, "fields")
	dst = append(dst, '{')
	for i, f := range r.Fields {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = jsonw.AppendString(dst, f.Field)
		dst = append(dst, ':', '{')
		dst = jsonw.AppendKey(dst, "values")
		dst = appendCounts(dst, f.Values)
		dst = jsonw.AppendKey(dst, "variants")
		dst = append(dst, '[')
		for j, g := range f.Variants {
			if j > 0 {
				dst = append(dst, ',')
			}
			dst = appendCounts(dst, g)
		}
		dst = append(dst, ']')
		dst = jsonw.AppendKey(dst, "other")
		dst = jsonw.AppendInt(dst, int64(f.Other))
		dst = append(dst, '}')
	}
	dst = append(dst, '}')
	dst = appendChannelsJSON(dst, r.Channels)
	return append(dst, '}')
}

// RuleOrder lists the rules found, most broken first; equal counts in
// Rules() order, then by name.
func (r *AuditReport) RuleOrder() []string {
	rank := map[string]int{}
	for i, rule := range Rules() {
		rank[rule] = i + 1
	}
	out := make([]string, 0, len(r.Findings))
	for rule := range r.Findings {
		out = append(out, rule)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if ca, cb := r.Findings[a].Count, r.Findings[b].Count; ca != cb {
			return ca > cb
		}
		if ra, rb := rank[a], rank[b]; ra != rb && ra > 0 && rb > 0 {
			return ra < rb
		}
		return a < b
	})
	return out
}

func appendCounts(dst []byte, vs []ValueCount) []byte {
	return jsonw.AppendArray(dst, vs, func(dst []byte, vc *ValueCount) []byte {
		dst = append(dst, '{')
		dst = jsonw.AppendKey(dst, "value")
		dst = jsonw.AppendString(dst, vc.Value)
		dst = jsonw.AppendKey(dst, "count")
		dst = jsonw.AppendInt(dst, int64(vc.Count))
		return append(dst, '}')
	})
}
