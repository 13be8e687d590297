package conventions

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// shape says which of the case, spaces and pattern rules v breaks (the
// first), and how; "" when none.
func (f *Field) shape(v string) (rule, why string) {
	if f.SpacesSet && strings.ContainsRune(v, ' ') {
		return RuleSpaces, "it holds a space"
	}
	if fixCase(v, f.Case) != v {
		return RuleCase, "case is " + string(f.Case)
	}
	if f.Pattern != nil && !f.Pattern.MatchString(v) {
		return RulePattern, "it does not match " + f.Pattern.String()
	}
	return "", ""
}

func fixCase(v string, c Case) string {
	switch c {
	case Lower:
		return strings.ToLower(v)
	case Upper:
		return strings.ToUpper(v)
	}
	return v
}

// fixSpaces trims surrounding spaces (a copied cell's, or an encoded
// `facebook%20`) and replaces each run of inner spaces with sep. With an
// empty sep, inner spaces have no certain fix: ok is false.
func fixSpaces(v, sep string) (string, bool) {
	t := strings.Trim(v, " ")
	if !strings.Contains(t, " ") {
		return t, true
	}
	if sep == "" {
		return t, false
	}
	fields := strings.FieldsFunc(t, func(r rune) bool { return r == ' ' })
	return strings.Join(fields, sep), true
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
		if f.SpacesSet && strings.ContainsRune(v, ' ') {
			fixed, certain = fixSpaces(v, f.Spaces)
			dst = append(dst, Finding{Rule: RuleSpaces, Field: field, Value: v, Pos: pos(strings.IndexByte(v, ' '))})
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
	if !f.allows(fixed) {
		dst = append(dst, Finding{Rule: RuleNotAllowed, Field: field, Value: v, Pos: pos(0), Allowed: f.Allowed})
	}
	if f.Pattern != nil && !f.Pattern.MatchString(fixed) {
		dst = append(dst, Finding{Rule: RulePattern, Field: field, Value: v, Pos: pos(0),
			Pattern: f.Pattern.String(), Hint: f.Hint})
	}
	return dst
}

// firstCaseBreak is the byte offset of the first letter c would change.
func firstCaseBreak(v string, c Case) int {
	for i, r := range v {
		if r == utf8.RuneError {
			continue
		}
		if c == Lower && unicode.ToLower(r) != r || c == Upper && unicode.ToUpper(r) != r {
			return i
		}
	}
	return 0
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
