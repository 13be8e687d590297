package uri

import (
	"strconv"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/textsafe"
)

// ParseError says where and why a string is not a URI reference: the byte
// offset into Input, the component being read, and what the grammar of
// RFC 3986 Appendix A (or RFC 3987 for IRIs) expected there.
type ParseError struct {
	Input     string // the string given to the parser, untrimmed
	Pos       int    // 0-based byte offset of the offending character; len(Input) for the end
	Component string // "scheme", "userinfo", "host", "port", "path", "query", "fragment" or "base"
	Expected  string // what the grammar allows at Pos
}

// Error says, for example:
// `uri: byte 8, U+0020 SPACE, in path: expected a path character ...`.
func (e *ParseError) Error() string {
	b := make([]byte, 0, 96+len(e.Expected))
	b = append(b, "uri: byte "...)
	b = strconv.AppendInt(b, int64(e.Pos), 10)
	b = append(b, ", "...)
	b = append(b, describeAt(e.Input, e.Pos)...)
	if e.Component != "" {
		b = append(b, ", in "...)
		b = append(b, e.Component...)
	}
	b = append(b, ": expected "...)
	b = append(b, e.Expected...)
	return string(b)
}

// AppendJSON appends {"error": "...", "position": N}, the contract's "uri"
// object for a line that is not a URI reference.
func (e *ParseError) AppendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	dst = jsonw.AppendKey(dst, "error")
	dst = jsonw.AppendString(dst, e.Error())
	dst = jsonw.AppendKey(dst, "position")
	dst = jsonw.AppendInt(dst, int64(e.Pos))
	return append(dst, '}')
}

// describeAt names the character at s[pos] safely for printing.
func describeAt(s string, pos int) string {
	if pos < 0 || pos >= len(s) {
		return "end of input"
	}
	r, size := utf8.DecodeRuneInString(s[pos:])
	if r == utf8.RuneError && size <= 1 {
		return "byte 0x" + string([]byte{upperHex[s[pos]>>4], upperHex[s[pos]&15]}) + " (not UTF-8)"
	}
	return textsafe.Describe(r)
}
