package openstat

import (
	"encoding/base64"
	"fmt"
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
	// readable).
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

const upperHex = "0123456789ABCDEF"

// keepLiteral reports whether the percent form writes c as itself: the
// unreserved characters, and ';', which the base64 form never holds and
// which tells the two forms apart.
func keepLiteral(c byte) bool {
	return c == ';' || c == '-' || c == '.' || c == '_' || c == '~' ||
		('0' <= c && c <= '9') || ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z')
}

// AppendPercent appends the percent form of raw to dst: a space is %20,
// never '+', and hex digits are upper case.
func AppendPercent(dst []byte, raw string) []byte {
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		if keepLiteral(c) {
			dst = append(dst, c)
			continue
		}
		dst = append(dst, '%', upperHex[c>>4], upperHex[c&15])
	}
	return dst
}

func percentLen(raw string) int {
	n := 0
	for i := 0; i < len(raw); i++ {
		if keepLiteral(raw[i]) {
			n++
		} else {
			n += 3
		}
	}
	return n
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
// encodings are returned unchanged.
func (e Encoding) Resolve(m Marker) Encoding {
	if e != Auto {
		return e
	}
	p, b := EncodedLengths(m)
	if b < p {
		return Base64
	}
	return Percent
}

// Encode validates m and returns its encoded form. With Auto the shorter
// form is used.
func Encode(m Marker, enc Encoding) (string, error) {
	if err := m.Validate(); err != nil {
		return "", err
	}
	raw := m.String()
	if enc.Resolve(m) == Base64 {
		return base64.RawURLEncoding.EncodeToString([]byte(raw)), nil
	}
	return string(AppendPercent(make([]byte, 0, percentLen(raw)), raw)), nil
}
