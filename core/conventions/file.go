package conventions

import (
	"regexp"
	"strconv"

	"github.com/linkscope/linkscope/core/spoof"
)

// Case is a field's case rule.
type Case string

// The case rules; the zero value is Keep.
const (
	Keep  Case = "keep"
	Lower Case = "lower"
	Upper Case = "upper"
)

// Alias maps a known wrong spelling to the approved value.
type Alias struct {
	From, To string
}

// Field is what the file says about one field.
type Field struct {
	Name     string
	Required bool
	Case     Case // Keep when not set
	// Spaces, when SpacesSet, is what a space is replaced with; "" forbids
	// spaces with no replacement.
	Spaces    string
	SpacesSet bool
	Allowed   []string
	Aliases   []Alias
	Pattern   *regexp.Regexp // nil when not set
	Hint      string         // how a value should look, shown with a pattern finding
	Line      int            // where the field is described, 1-based
	idx       *valueIndex    // Allowed and Aliases as maps, when read from a file (see index.go)
}

// alias returns the approved value v is an alias of.
func (f *Field) alias(v string) (string, bool) {
	if f.idx != nil {
		to, ok := f.idx.aliases[v]
		return to, ok
	}
	for _, a := range f.Aliases {
		if a.From == v {
			return a.To, true
		}
	}
	return "", false
}

// allows reports whether v is approved: always when no list is given.
func (f *Field) allows(v string) bool {
	if len(f.Allowed) == 0 {
		return true
	}
	if f.idx != nil {
		_, ok := f.idx.allowed[v]
		return ok
	}
	for _, a := range f.Allowed {
		if a == v {
			return true
		}
	}
	return false
}

// Template is a named set of field values the build form and
// `build --template` start from.
type Template struct {
	Name   string
	Values []Value
	Line   int
}

// Value is one field's value.
type Value struct {
	Field, Value string
	line, column int // where the value is written, for errors
}

// Get returns the template's value for field.
func (t *Template) Get(field string) (string, bool) {
	for _, v := range t.Values {
		if v.Field == field {
			return v.Value, true
		}
	}
	return "", false
}

// File is a parsed conventions file. The zero value (no file) checks only
// the link-level rules.
type File struct {
	Fields    []Field
	Templates []Template
	Brands    []Brand // the team's own domains, in file order
	brandSet  *spoof.Brands
	// Shorten is the shorten: section, nil when there is none (see
	// ShortenSettings: only the config directory's file may hold one).
	Shorten *ShortenSettings
}

// Field returns the rules for name, or nil.
func (c *File) Field(name string) *Field {
	if c == nil {
		return nil
	}
	for i := range c.Fields {
		if c.Fields[i].Name == name {
			return &c.Fields[i]
		}
	}
	return nil
}

// Template returns the template called name, or nil.
func (c *File) Template(name string) *Template {
	if c == nil {
		return nil
	}
	for i := range c.Templates {
		if c.Templates[i].Name == name {
			return &c.Templates[i]
		}
	}
	return nil
}

// TemplateNames lists the templates in file order.
func (c *File) TemplateNames() []string {
	if c == nil {
		return nil
	}
	out := make([]string, len(c.Templates))
	for i, t := range c.Templates {
		out[i] = t.Name
	}
	return out
}

// Error is a problem in a conventions file, at a line and column (both
// 1-based, columns counted in characters, as editors count them).
type Error struct {
	Line, Column int
	Reason       string
}

func (e *Error) Error() string {
	return "line " + strconv.Itoa(e.Line) + ", column " + strconv.Itoa(e.Column) + ": " + e.Reason
}
