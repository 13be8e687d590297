package render

import (
	"fmt"
	"strings"

	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/core/textsafe"
)

// Conventions says what a file means, field by field, then its
// templates; every value from the file escaped.
func Conventions(path string, c *conventions.File) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: valid; %d field(s), %d template(s)\n", textsafe.Escape(path), len(c.Fields), len(c.Templates))
	for _, f := range c.Fields {
		b.WriteString("\n" + f.Name + "\n")
		for _, line := range fieldRules(&f) {
			b.WriteString("  " + line + "\n")
		}
	}
	if len(c.Templates) > 0 {
		b.WriteString("\ntemplates (build --template NAME)\n")
	}
	for _, t := range c.Templates {
		parts := make([]string, len(t.Values))
		for i, v := range t.Values {
			parts[i] = v.Field + "=" + textsafe.Escape(v.Value)
		}
		b.WriteString("  " + textsafe.Escape(t.Name) + ": " + strings.Join(parts, " ") + "\n")
	}
	if len(c.Brands) > 0 {
		names := make([]string, len(c.Brands))
		for i, br := range c.Brands {
			names[i] = textsafe.Escape(br.Domain)
		}
		b.WriteString("\nbrands: " + strings.Join(names, ", ") + "\n" +
			"  a host that looks like one of them, and is neither it nor one of its subdomains, is flagged (lookalike)\n")
	}
	b.WriteString("\nlink-level rules, with or without a file: duplicate-param, utm-in-fragment, click-id-without-utm\n")
	return b.String()
}

func fieldRules(f *conventions.Field) []string {
	var out []string
	if f.Required {
		out = append(out, "required: a link without it is flagged (required)")
	}
	switch f.Case {
	case conventions.Lower:
		out = append(out, "case: lower; upper-case letters are flagged and lower-cased (case)")
	case conventions.Upper:
		out = append(out, "case: upper; lower-case letters are flagged and upper-cased (case)")
	}
	if f.SpacesSet && f.Spaces == "" {
		out = append(out, "spaces: forbidden; surrounding spaces are trimmed (spaces)")
	} else if f.SpacesSet {
		out = append(out, "spaces: replaced with "+textsafe.Quote(f.Spaces)+" (spaces)")
	}
	if len(f.Allowed) > 0 {
		out = append(out, "allowed: "+escapeJoin(f.Allowed)+"; anything else is flagged (not-allowed)")
	}
	for _, a := range f.Aliases {
		out = append(out, "alias: "+textsafe.Quote(a.From)+" becomes "+textsafe.Quote(a.To)+" (alias)")
	}
	if f.Pattern != nil {
		line := "pattern: " + textsafe.Escape(f.Pattern.String()) + " (pattern)"
		if f.Hint != "" {
			line += "; hint: " + textsafe.Escape(f.Hint)
		}
		out = append(out, line)
	}
	if conventions.CaseSensitive(f.Name) {
		out = append(out, "case-sensitive identifier: never case-folded")
	}
	if len(out) == 0 {
		out = append(out, "no rules: any value passes")
	}
	return out
}

func escapeJoin(list []string) string {
	out := make([]string, len(list))
	for i, v := range list {
		out[i] = textsafe.Escape(v)
	}
	return strings.Join(out, ", ")
}
