package conventions

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/placeholder"
)

// A placeholder an ad platform or mailer fills ({campaignid},
// *|CAMPAIGN_UID|*, {{ contact.firstname }}) stands for any value: the
// case and spaces rules read only the text around it, and allowed values
// and patterns accept it in place of whatever it will become.

// shape says which of the case, spaces and pattern rules v breaks (the
// first), and how; "" when none.
func (f *Field) shape(v string) (rule, why string) {
	if f.SpacesSet && spaceAt(v) >= 0 {
		return RuleSpaces, "it holds a space"
	}
	if fixCase(v, f.Case) != v {
		return RuleCase, "case is " + string(f.Case)
	}
	if !f.matchesPattern(v) {
		return RulePattern, "it does not match " + f.Pattern.String()
	}
	return "", ""
}

func fixCase(v string, c Case) string {
	switch c {
	case Lower:
		return placeholder.MapOutside(v, strings.ToLower)
	case Upper:
		return placeholder.MapOutside(v, strings.ToUpper)
	}
	return v
}

// spaceAt is the byte offset of v's first space outside its placeholders,
// -1 when there is none.
func spaceAt(v string) int {
	if strings.IndexByte(v, ' ') < 0 {
		return -1
	}
	return placeholder.IndexOutside(v, func(r rune) bool { return r == ' ' })
}

// fixSpaces trims surrounding spaces (a copied cell's, or an encoded
// `facebook%20`) and replaces each run of inner spaces with sep. With an
// empty sep, inner spaces have no certain fix: ok is false.
func fixSpaces(v, sep string) (string, bool) {
	t := strings.Trim(v, " ")
	if spaceAt(t) < 0 {
		return t, true
	}
	if sep == "" {
		return t, false
	}
	return placeholder.MapOutside(t, func(s string) string { return replaceSpaceRuns(s, sep) }), true
}

// replaceSpaceRuns replaces each run of spaces in s with sep.
func replaceSpaceRuns(s, sep string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != ' ' {
			b.WriteByte(s[i])
			continue
		}
		if i == 0 || s[i-1] != ' ' {
			b.WriteString(sep)
		}
	}
	return b.String()
}

// allowsValue reports whether v is approved: listed, or, holding
// placeholders, what a listed value could be once they are filled.
func (f *Field) allowsValue(v string) bool {
	if f.allows(v) {
		return true
	}
	parts, n := placeholder.Literals(v)
	if n == 0 {
		return false
	}
	for _, a := range f.Allowed {
		if placeholder.MatchesLiterals(a, parts) {
			return true
		}
	}
	return false
}

// matchesPattern reports whether v matches the field's pattern (always,
// with none); a value holding a placeholder is accepted, as the pattern
// cannot be decided before the platform fills it.
func (f *Field) matchesPattern(v string) bool {
	return f.Pattern == nil || f.Pattern.MatchString(v) || placeholder.Has(v)
}

// CheckValue checks one field's value against the file's rules for it.
// Positions are byte offsets in v. An empty value is only checked for
// being required. A nil file or a field the file does not describe gives
// no findings.
func (c *File) CheckValue(field, v string) []Finding {
	return c.appendValue(nil, field, v, 0, false)
}

// appendValue checks v; base is added to positions, and inLink says the
// position is the value's own (a link's findings point at the value).
func (c *File) appendValue(dst []Finding, field, v string, base int, inLink bool) []Finding {
	f := c.Field(field)
	if f == nil {
		return dst
	}
	if v == "" {
		if f.Required {
			dst = append(dst, Finding{Rule: RuleRequired, Field: field, Pos: -1})
		}
		return dst
	}
	start := len(dst)
	pos := func(off int) int {
		if inLink {
			return base
		}
		return base + off
	}
	fixed, certain := v, true
	if to, ok := f.alias(v); ok {
		dst = append(dst, Finding{Rule: RuleAlias, Field: field, Value: v, Pos: pos(0)})
		fixed = to
	} else {
		if at := spaceAt(v); f.SpacesSet && at >= 0 {
			fixed, certain = fixSpaces(v, f.Spaces)
			dst = append(dst, Finding{Rule: RuleSpaces, Field: field, Value: v, Pos: pos(at)})
		}
		if cased := fixCase(fixed, f.Case); cased != fixed {
			dst = append(dst, Finding{Rule: RuleCase, Field: field, Value: v, Pos: pos(firstCaseBreak(v, f.Case)), Case: f.Case})
			fixed = cased
		}
		if to, ok := f.alias(fixed); ok && certain {
			dst = append(dst, Finding{Rule: RuleAlias, Field: field, Value: v, Pos: pos(0)})
			fixed = to
		}
	}
	if certain && fixed != v {
		for i := start; i < len(dst); i++ {
			dst[i].Suggestion, dst[i].HasSuggestion = fixed, true
		}
	}
	if !f.allowsValue(fixed) {
		dst = append(dst, Finding{Rule: RuleNotAllowed, Field: field, Value: v, Pos: pos(0), Allowed: f.Allowed})
	}
	if !f.matchesPattern(fixed) {
		dst = append(dst, Finding{Rule: RulePattern, Field: field, Value: v, Pos: pos(0),
			Pattern: f.Pattern.String(), Hint: f.Hint})
	}
	return dst
}

// firstCaseBreak is the byte offset of the first letter c would change,
// outside placeholders.
func firstCaseBreak(v string, c Case) int {
	i := placeholder.IndexOutside(v, func(r rune) bool {
		return r != utf8.RuneError && (c == Lower && unicode.ToLower(r) != r || c == Upper && unicode.ToUpper(r) != r)
	})
	return max(i, 0)
}

// Fix returns v with every certain fix for field applied (alias, case,
// spaces), and whether it changed: what the build form's fix-all key sets.
func (c *File) Fix(field, v string) (string, bool) {
	for _, f := range c.CheckValue(field, v) {
		if f.HasSuggestion {
			return f.Suggestion, true
		}
	}
	return v, false
}

// CheckValues checks a set of field values, as the build form and the
// build command hold them: every field the file describes, in file order,
// so a required field left empty is reported.
func (c *File) CheckValues(values map[string]string) []Finding {
	if c == nil {
		return nil
	}
	var out []Finding
	for i := range c.Fields {
		name := c.Fields[i].Name
		out = c.appendValue(out, name, values[name], 0, false)
	}
	return out
}

// checkTemplates refuses a template that names an unknown field or holds
// a value the file's own rules flag: a template must build clean links.
func (c *File) checkTemplates() error {
	for _, t := range c.Templates {
		for _, v := range t.Values {
			if fs := c.CheckValue(v.Field, v.Value); len(fs) > 0 {
				return &Error{Line: v.line, Column: v.column,
					Reason: "template " + quote(t.Name) + ": " + fs[0].Message()}
			}
		}
	}
	return nil
}

// FixAll applies every certain fix to values (what the build form's
// fix-all key does) and returns the fields it changed, in file order.
func (c *File) FixAll(values map[string]string) []string {
	if c == nil {
		return nil
	}
	var changed []string
	for i := range c.Fields {
		name := c.Fields[i].Name
		if fixed, ok := c.Fix(name, values[name]); ok {
			values[name] = fixed
			changed = append(changed, name)
		}
	}
	return changed
}
