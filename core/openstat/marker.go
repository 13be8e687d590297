package openstat

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/textsafe"
)

// Marker is the decoded content of an Openstat marker.
type Marker struct {
	Service  string // the service that placed the ad; required
	Campaign string
	Ad       string
	Source   string // the site, section or place where the ad was shown
}

// FieldNames are the marker's fields in their order.
var FieldNames = [4]string{"service", "campaign", "ad", "source"}

// Fields returns the four field values in order.
func (m Marker) Fields() [4]string { return [4]string{m.Service, m.Campaign, m.Ad, m.Source} }

// String returns the raw marker: the fields joined by ';'.
func (m Marker) String() string {
	return m.Service + ";" + m.Campaign + ";" + m.Ad + ";" + m.Source
}

// FieldError says which field of a marker is invalid, where and why.
type FieldError struct {
	Field  string // "service", "campaign", "ad" or "source"
	Offset int    // byte offset of the bad character within the field
	Char   int    // 1-based character position within the field; 0 when the field is empty
	Rune   rune   // the offending character; utf8.RuneError for an invalid byte
	Byte   byte   // the offending byte when the field is not valid UTF-8
	Reason string // why the character is refused
}

func (e *FieldError) Error() string {
	if e.Char == 0 {
		return e.Field + ": " + e.Reason
	}
	what := textsafe.Describe(e.Rune)
	if e.Rune == utf8.RuneError && e.Byte != 0 {
		what = "byte 0x" + strings.ToUpper(strconv.FormatUint(uint64(e.Byte), 16))
	}
	return e.Field + ": " + what + " at character " + strconv.Itoa(e.Char) + " is not allowed: " + e.Reason
}

// Validate checks every field against the specification: no control (Cc)
// or format (Cf) characters, no '&', ';' or '=', valid UTF-8, and a
// non-empty service. It returns the first problem as a *FieldError.
func (m Marker) Validate() error {
	for i, v := range m.Fields() {
		if err := ValidateField(FieldNames[i], v); err != nil {
			return err
		}
	}
	return nil
}

// ValidateField checks one field's value; name is used in the error and
// decides whether the value may be empty (only "service" may not).
func ValidateField(name, v string) error {
	if v == "" && name == "service" {
		return &FieldError{Field: name, Reason: "the service is required (it may not be empty)"}
	}
	char := 0
	for i := 0; i < len(v); {
		char++
		c := v[i]
		if c >= 0x20 && c < 0x7f && c != '&' && c != ';' && c != '=' {
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(v[i:])
		if reason := refusal(r, size); reason != "" {
			e := &FieldError{Field: name, Offset: i, Char: char, Rune: r, Reason: reason}
			if r == utf8.RuneError && size == 1 {
				e.Byte = v[i]
			}
			return e
		}
		i += size
	}
	return nil
}

func refusal(r rune, size int) string {
	switch {
	case r == utf8.RuneError && size == 1:
		return "the marker must be valid UTF-8"
	case r == ';':
		return "';' separates the marker's fields"
	case r == '&':
		return "'&' separates query parameters"
	case r == '=':
		return "'=' separates a query key from its value"
	case unicode.Is(unicode.Cc, r):
		return "control characters (Cc) are not allowed"
	case unicode.Is(unicode.Cf, r):
		return "format characters (Cf) are not allowed"
	}
	return ""
}
