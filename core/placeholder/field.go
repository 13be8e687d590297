package placeholder

import (
	"fmt"
	"strings"
)

// Field is where a platform takes tracking text: the link itself, or one of
// the fields ad platforms keep apart from the landing page.
type Field uint8

// The fields, by their --as names.
const (
	// Link is the whole tagged link.
	Link Field = iota
	// FinalURLSuffix is Google Ads' and Microsoft Advertising's final URL
	// suffix: the query to append to the landing page, with no leading ? or &.
	FinalURLSuffix
	// TrackingTemplate is their tracking template: an {lpurl} form that
	// stands for the final URL, then the query to add.
	TrackingTemplate
	// URLParameters is Meta's URL parameters field: the query alone.
	URLParameters
	numFields
)

var fieldNames = [numFields]string{"link", "final-url-suffix", "tracking-template", "url-parameters"}

// String is the field's --as name.
func (f Field) String() string {
	if f < numFields {
		return fieldNames[f]
	}
	return "unknown"
}

// FieldNames lists the --as names in order.
func FieldNames() []string { return append([]string(nil), fieldNames[:]...) }

// ParseField reads an --as name.
func ParseField(s string) (Field, error) {
	for i, n := range fieldNames {
		if n == s {
			return Field(i), nil
		}
	}
	return Link, fmt.Errorf("unknown field %q: want one of %s", s, strings.Join(fieldNames[:], ", "))
}
