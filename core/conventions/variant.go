package conventions

import (
	"strings"
	"unicode"
)

// VariantKey is what two spellings of one value have in common: values of
// a field with the same key are variants of each other. Under a file that
// describes the field, that is its own rules (spaces, case, aliases);
// otherwise, case is folded (but not in a case-sensitive field such as
// utm_id) and space, '-' and '_' count as one separator.
func (c *File) VariantKey(field, v string) string {
	if f := c.Field(field); f != nil {
		return f.canonical(v)
	}
	return looseKey(field, v)
}

// canonical applies the field's certain fixes. White space around a
// value is never part of it ("google " is google typed with a space after
// it), whatever the field's spaces rule says of spaces inside.
func (f *Field) canonical(v string) string {
	v = strings.TrimFunc(v, unicode.IsSpace)
	if to, ok := f.alias(v); ok {
		return to
	}
	if f.SpacesSet {
		v, _ = fixSpaces(v, f.Spaces)
	}
	v = fixCase(v, f.Case)
	if to, ok := f.alias(v); ok {
		return to
	}
	return v
}

func looseKey(field, v string) string {
	v = strings.TrimFunc(v, unicode.IsSpace) // a tab or no-break space after a value too
	if !CaseSensitive(field) && hasUpper(v) {
		v = strings.ToLower(v)
	}
	if !strings.ContainsAny(v, " -_") {
		return v
	}
	v = strings.Trim(v, " -_")
	b := []byte(v)
	out := b[:0]
	for i, ch := range b {
		if ch == ' ' || ch == '-' || ch == '_' {
			if i > 0 && (out[len(out)-1] == '_') {
				continue
			}
			ch = '_'
		}
		out = append(out, ch)
	}
	return string(out)
}

func hasUpper(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; 'A' <= c && c <= 'Z' || c >= 0x80 {
			return true
		}
	}
	return false
}
