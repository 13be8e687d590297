package whatwg

import (
	"strconv"

	"github.com/linkscope/linkscope/core/textsafe"
)

// ErrorKind is one of the validation errors the URL Standard names in its
// validation error table (section 1.3 "Validation").
type ErrorKind uint8

// The validation errors, in the order of the standard's table.
const (
	ErrDomainToASCII ErrorKind = iota
	ErrDomainPercentEncoded
	ErrHostInvalidCodePoint
	ErrIPv4EmptyPart
	ErrIPv4TooFewParts
	ErrIPv4TooManyParts
	ErrIPv4NonNumericPart
	ErrIPv4NonDecimalPart
	ErrIPv4OutOfRangePart
	ErrIPv6Unclosed
	ErrIPv6InvalidCompression
	ErrIPv6TooManyPieces
	ErrIPv6MultipleCompression
	ErrIPv6InvalidCodePoint
	ErrIPv6TooFewPieces
	ErrIPv6PieceLeadingZero
	ErrIPv4InIPv6TooManyPieces
	ErrIPv4InIPv6InvalidCodePoint
	ErrIPv4InIPv6OutOfRangePart
	ErrIPv4InIPv6TooFewParts
	ErrInvalidURLUnit
	ErrSpecialSchemeMissingFollowingSolidus
	ErrMissingSchemeNonRelativeURL
	ErrInvalidReverseSolidus
	ErrInvalidCredentials
	ErrHostMissing
	ErrPortOutOfRange
	ErrPortInvalid
	ErrFileInvalidWindowsDriveLetter
	ErrFileInvalidWindowsDriveLetterHost
	numErrorKinds
)

var errorNames = [numErrorKinds]string{
	"domain-to-ASCII",
	"domain-percent-encoded",
	"host-invalid-code-point",
	"IPv4-empty-part",
	"IPv4-too-few-parts",
	"IPv4-too-many-parts",
	"IPv4-non-numeric-part",
	"IPv4-non-decimal-part",
	"IPv4-out-of-range-part",
	"IPv6-unclosed",
	"IPv6-invalid-compression",
	"IPv6-too-many-pieces",
	"IPv6-multiple-compression",
	"IPv6-invalid-code-point",
	"IPv6-too-few-pieces",
	"IPv6-piece-leading-zero",
	"IPv4-in-IPv6-too-many-pieces",
	"IPv4-in-IPv6-invalid-code-point",
	"IPv4-in-IPv6-out-of-range-part",
	"IPv4-in-IPv6-too-few-parts",
	"invalid-URL-unit",
	"special-scheme-missing-following-solidus",
	"missing-scheme-non-relative-URL",
	"invalid-reverse-solidus",
	"invalid-credentials",
	"host-missing",
	"port-out-of-range",
	"port-invalid",
	"file-invalid-Windows-drive-letter",
	"file-invalid-Windows-drive-letter-host",
}

// What each error means, worded for a person; from the descriptions of
// the standard's table.
var errorSentences = [numErrorKinds]string{
	"the host is not a valid domain name (Unicode ToASCII fails)",
	"the host is percent-encoded; it is decoded before use",
	"the host of a non-special URL holds a forbidden host code point",
	"the IPv4 address ends with a dot",
	"the IPv4 address has fewer than 4 parts",
	"the host ends in a number but has more than 4 parts, so it is no IPv4 address",
	"the host ends in a number but a part of it is not a number, so it is no IPv4 address",
	"the IPv4 address holds a hexadecimal or octal number",
	"an IPv4 address part exceeds 255",
	`the IPv6 address lacks its closing "]"`,
	`the IPv6 address begins with a single ":"`,
	"the IPv6 address has more than 8 pieces",
	`the IPv6 address holds "::" more than once`,
	`the IPv6 address holds a character that is neither a hex digit nor ":", or ends early`,
	"the IPv6 address has fewer than 8 pieces and no compression",
	"an IPv6 address piece has a leading zero",
	"the IPv6 address with an IPv4 part has more than 6 pieces before it",
	"the IPv4 part of the IPv6 address is malformed",
	"an IPv4 part of the IPv6 address exceeds 255",
	"the IPv4 part of the IPv6 address has fewer than 4 parts",
	"a character is not allowed in a URL (it is percent-encoded, dropped or ignored)",
	`the special scheme is not followed by "//"`,
	"there is no scheme and no base URL to resolve against (or the base cannot be a base)",
	`a backslash stands where a "/" belongs; a browser reads it as "/"`,
	"the URL includes credentials (a user name or password before \"@\")",
	"a special URL has no host",
	"the port is greater than 65535",
	"the port holds a character that is not a digit",
	"a relative file URL starts with a Windows drive letter",
	"a file URL's host is a Windows drive letter",
}

// String returns the standard's name, e.g. "invalid-reverse-solidus".
func (k ErrorKind) String() string {
	if k < numErrorKinds {
		return errorNames[k]
	}
	return "unknown"
}

// Description says what the error means, worded for a person, e.g. for
// invalid-reverse-solidus: a backslash stands where a "/" belongs.
func (k ErrorKind) Description() string {
	if k < numErrorKinds {
		return errorSentences[k]
	}
	return "unknown validation error"
}

// ValidationError is one validation error: its kind and the byte offset
// in the input given to the parser (before trimming) where it was found.
type ValidationError struct {
	Kind ErrorKind
	Pos  int
}

// Error is a parse failure: the validation error that made the parser
// return failure, where, and the validation errors met before it.
type Error struct {
	Input  string
	Kind   ErrorKind
	Pos    int
	Detail string // more on why, for domain-to-ASCII: the UTS #46 check that failed
	Errors []ValidationError
}

// Error says, for example:
// `URL failure: port-out-of-range at byte 20: the port is greater than 65535`.
func (e *Error) Error() string {
	b := make([]byte, 0, 128)
	b = append(b, "URL failure: "...)
	b = append(b, e.Kind.String()...)
	b = append(b, " at byte "...)
	b = strconv.AppendInt(b, int64(e.Pos), 10)
	if e.Pos < len(e.Input) {
		b = append(b, " ("...)
		b = append(b, describeByte(e.Input, e.Pos)...)
		b = append(b, ')')
	}
	b = append(b, ": "...)
	if e.Detail != "" {
		b = append(b, e.Detail...)
	} else {
		b = append(b, errorSentences[e.Kind]...)
	}
	return string(b)
}

// Sentence returns the failure as a sentence without the byte position:
// what the JSON's "failure" says.
func (e *Error) Sentence() string {
	s := e.Kind.String() + ": "
	if e.Detail != "" {
		return s + e.Detail
	}
	return s + errorSentences[e.Kind]
}

func describeByte(s string, pos int) string {
	r, size := decodeRune(s[pos:])
	if size == 0 {
		return "end of input"
	}
	if r == badRune {
		return "byte 0x" + strconv.FormatUint(uint64(s[pos]), 16) + " (not UTF-8)"
	}
	return textsafe.Describe(r)
}
