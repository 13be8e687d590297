package render

import (
	"fmt"
	"strings"

	"github.com/linkscope/linkscope/core/compare"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/mattn/go-runewidth"
)

// Comparison is the readable answer: the verdict, then what differs.
func Comparison(dst []byte, r *compare.Result) []byte {
	name := r.RulesName()
	after, hasAfter := r.EqualAfterName()
	switch {
	case r.Equivalent && r.Browser && hasAfter:
		dst = append(dst, "equivalent under browser: equal as a browser serializes them\n"...)
	case r.Equivalent && hasAfter:
		dst = fmt.Appendf(dst, "equivalent under %s: equal after %s\n", name, after)
	case r.Equivalent:
		dst = fmt.Appendf(dst, "equivalent under %s: equal as written\n", name)
	default:
		dst = fmt.Appendf(dst, "not equivalent under %s\n", name)
	}
	if once := r.Once(); once != "" {
		dst = append(append(append(dst, "  "...), once...), '\n')
	}
	for _, c := range r.Components {
		dst = appendComponentDiff(dst, c)
	}
	return appendParamsDiff(dst, r.Params)
}

// appendComponentDiff shows a component side by side, with carets under
// the span that differs.
func appendComponentDiff(dst []byte, c compare.Component) []byte {
	label := fmt.Sprintf("  %-9s", c.Name)
	dst = appendSide(dst, label+"a: ", c.A, c.HasA, c.SpanA)
	return appendSide(dst, strings.Repeat(" ", len(label))+"b: ", c.B, c.HasB, c.SpanB)
}

func appendSide(dst []byte, prefix, value string, has bool, span [2]int) []byte {
	dst = append(dst, prefix...)
	if !has {
		return append(dst, "(none)\n"...)
	}
	dst = append(textsafe.AppendEscaped(dst, value), '\n')
	before := runewidth.StringWidth(textsafe.Escape(value[:span[0]]))
	width := max(1, runewidth.StringWidth(textsafe.Escape(value[span[0]:span[1]])))
	dst = append(dst, strings.Repeat(" ", len(prefix)+before)...)
	return append(dst, strings.Repeat("^", width)+"\n"...)
}

func appendParamsDiff(dst []byte, p compare.Params) []byte {
	for _, a := range p.Added {
		dst = appendParamLine(dst, "added", a)
	}
	for _, r := range p.Removed {
		dst = appendParamLine(dst, "removed", r)
	}
	for _, c := range p.Changed {
		dst = append(dst, "  changed  "...)
		dst = textsafe.AppendEscaped(dst, c.Key)
		dst = append(dst, ": "...)
		dst = textsafe.AppendEscaped(dst, c.A)
		dst = append(dst, " -> "...)
		dst = append(textsafe.AppendEscaped(dst, c.B), '\n')
	}
	if p.OrderOnly {
		dst = append(dst, "  query parameters differ in order only\n"...)
	}
	return dst
}

func appendParamLine(dst []byte, what string, p compare.Param) []byte {
	dst = fmt.Appendf(dst, "  %-8s ", what)
	dst = textsafe.AppendEscaped(dst, p.Key)
	if p.HasValue {
		dst = append(dst, '=')
		dst = textsafe.AppendEscaped(dst, p.Value)
	}
	return append(dst, '\n')
}
