package openstat

import (
	"encoding/base64"
	"fmt"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/placeholder"
)

// Encoding is how a marker is written into a URL.
type Encoding uint8

const (
	// Percent writes the marker's UTF-8 bytes percent-encoded (RFC 3986
	// section 2.1), keeping unreserved characters and ';' literal.
	Percent Encoding = iota
	// Base64 writes the marker in URL-safe base64 (RFC 4648 section 5),
	// without padding.
	Base64
	// Auto picks whichever of the two is shorter (percent on a tie: it is
	// readable), and percent whenever a field holds a placeholder.
	Auto
)

// String returns the encoding's name as used on the command line and in
// JSON: "percent", "base64" or "auto".
func (e Encoding) String() string {
	switch e {
	case Percent:
		return "percent"
	case Base64:
		return "base64"
	case Auto:
		return "auto"
	}
	return fmt.Sprintf("Encoding(%d)", uint8(e))
}

// ParseEncoding reads an encoding name.
func ParseEncoding(s string) (Encoding, error) {
	switch s {
	case "percent":
		return Percent, nil
	case "base64":
		return Base64, nil
	case "auto":
		return Auto, nil
	}
	return 0, fmt.Errorf("unknown encoding %q: want percent, base64 or auto", s)
}

// keepLiteral reports whether the percent form writes c as itself: the
// unreserved characters, and ';', which the base64 form never holds and
// which tells the two forms apart.
func keepLiteral(c byte) bool {
	return c == ';' || c == '-' || c == '.' || c == '_' || c == '~' ||
		('0' <= c && c <= '9') || ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z')
}

// markerLiteral is keepLiteral as a byte set. Read-only after
// initialisation.
var markerLiteral = placeholder.NewByteSet(keepLiteral)

// AppendPercent appends the percent form of raw to dst: a space is %20,
// never '+', and hex digits are upper case. A placeholder an ad platform
// fills ({campaignid}, __CID__) is written as the platform looks for it:
// encoded, the platform would never see it (core/placeholder).
func AppendPercent(dst []byte, raw string) []byte {
	return placeholder.AppendEncoded(dst, raw, &markerLiteral)
}

func percentLen(raw string) int { return placeholder.EncodedLen(raw, &markerLiteral) }

// appendMarker appends m's percent form field by field, so that no
// placeholder is read across a ';'.
func appendMarker(dst []byte, m Marker) []byte {
	for i, f := range m.Fields() {
		if i > 0 {
			dst = append(dst, ';')
		}
		dst = AppendPercent(dst, f)
	}
	return dst
}

// firstPlaceholder finds the first field of m that holds a well-formed
// placeholder: its name, the placeholder and its character position.
func firstPlaceholder(m Marker) (string, placeholder.Placeholder, int, bool) {
	for i, f := range m.Fields() {
		for at := 0; at < len(f); {
			ph, ok := placeholder.Next(f, at, placeholder.Raw)
			if !ok {
				break
			}
			if ph.WellFormed() {
				return FieldNames()[i], ph, utf8.RuneCountInString(f[:ph.Pos]) + 1, true
			}
			at = ph.End
		}
	}
	return "", placeholder.Placeholder{}, 0, false
}

// EncodedLengths returns the length in bytes of m's percent and base64
// forms, as the specification's comparison table weighs them.
func EncodedLengths(m Marker) (percent, b64 int) {
	n := 3 // the separators, always literal
	percent = 3
	for _, f := range m.Fields() {
		n += len(f)
		percent += percentLen(f)
	}
	return percent, base64.RawURLEncoding.EncodedLen(n)
}

// Resolve returns the concrete encoding Auto stands for with m; other
// encodings are returned unchanged. Auto is percent when a field holds a
// placeholder: base64 would hide it from the platform that fills it.
func (e Encoding) Resolve(m Marker) Encoding {
	if e != Auto {
		return e
	}
	if _, _, _, ok := firstPlaceholder(m); ok {
		return Percent
	}
	p, b := EncodedLengths(m)
	if b < p {
		return Base64
	}
	return Percent
}

// Encode validates m and returns its encoded form. With Auto the shorter
// form is used. Base64 is refused for a marker that holds a placeholder
// (finding.RulePlaceholderBase64): the platform that fills {campaignid}
// could not see it inside base64.
func Encode(m Marker, enc Encoding) (string, error) {
	if err := m.Validate(); err != nil {
		return "", err
	}
	if enc.Resolve(m) == Base64 {
		if name, ph, pos, ok := firstPlaceholder(m); ok {
			return "", &FieldError{finding.Finding{Rule: finding.RulePlaceholderBase64, Field: name, Pos: pos,
				Unit: finding.Character, Old: ph.Text, Platform: ph.Platforms.First().ID()}}
		}
		return base64.RawURLEncoding.EncodeToString([]byte(m.String())), nil
	}
	p, _ := EncodedLengths(m)
	return string(appendMarker(make([]byte, 0, p), m)), nil
}
