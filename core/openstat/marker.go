package openstat

import (
	"unicode"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/placeholder"
	"github.com/linkscope/linkscope/core/wording"
)

// Marker is the decoded content of an Openstat marker.
type Marker struct {
	Service  string // the service that placed the ad; required
	Campaign string
	Ad       string
	Source   string // the site, section or place where the ad was shown
}

// FieldNames are the marker's field names in their order, the names of
// Fields' values: an array, so the caller's copy is its own.
func FieldNames() [4]string { return [4]string{"service", "campaign", "ad", "source"} }

// Fields returns the four field values in order.
func (m Marker) Fields() [4]string { return [4]string{m.Service, m.Campaign, m.Ad, m.Source} }

// String returns the raw marker: the fields joined by ';'.
func (m Marker) String() string {
	return m.Service + ";" + m.Campaign + ";" + m.Ad + ";" + m.Source
}

// FieldError says which field of a marker is invalid, where and why: its
// Field, Rule, Pos (in characters from 1, Unit finding.Character; Unit
// finding.NoPos when the field is empty), Rune and Byte.
type FieldError struct{ finding.Finding }

func (e *FieldError) Error() string { return wording.Message(e.Finding) }

// Validate checks every field against the specification: no control (Cc)
// or format (Cf) characters, no '&', ';' or '=', valid UTF-8, and a
// non-empty service. It returns the first problem as a *FieldError.
func (m Marker) Validate() error {
	for i, v := range m.Fields() {
		if err := ValidateField(FieldNames()[i], v); err != nil {
			return err
		}
	}
	return nil
}

// ValidateField checks one field's value; name is used in the error and
// decides whether the value may be empty (only "service" may not). Inside
// a placeholder a platform fills, '&' and '=' are the platform's (an
// AMPscript %%=v(@c)=%%); ';' is refused there too, as it would split the
// marker before any platform fills anything.
func ValidateField(name, v string) error {
	if v == "" && name == "service" {
		return &FieldError{finding.Finding{Rule: finding.RuleRequired, Field: name}}
	}
	char := 0
	for i := 0; i < len(v); {
		char++
		c := v[i]
		if c >= 0x20 && c < 0x7f && c != '&' && c != ';' && c != '=' {
			i++
			continue
		}
		if (c == '&' || c == '=') && inPlaceholder(v, i) {
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(v[i:])
		if rule := refusal(r, size); rule != "" {
			e := &FieldError{finding.Finding{Rule: rule, Field: name, Pos: char, Unit: finding.Character, Rune: r}}
			if r == utf8.RuneError && size == 1 {
				e.Byte = v[i]
			}
			return e
		}
		i += size
	}
	return nil
}

// inPlaceholder reports whether byte i of v stands inside a well-formed
// placeholder.
func inPlaceholder(v string, i int) bool {
	for at := 0; at <= i; {
		ph, ok := placeholder.Next(v, at, placeholder.Raw)
		if !ok || ph.Pos > i {
			return false
		}
		if ph.WellFormed() && i < ph.End {
			return true
		}
		at = ph.End
	}
	return false
}

// refusal is the rule a character breaks in a marker field, "" for none.
func refusal(r rune, size int) finding.Rule {
	switch {
	case r == utf8.RuneError && size == 1:
		return finding.RuleInvalidUTF8
	case r == ';', r == '&', r == '=':
		return finding.RuleSeparator
	case unicode.Is(unicode.Cc, r):
		return finding.RuleControl
	case unicode.Is(unicode.Cf, r):
		return finding.RuleFormat
	}
	return ""
}
