package uri

import (
	"strconv"
	"unicode"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/textsafe"
)

// WarningKind says what ParseLenient (or a rule) let pass.
type WarningKind uint8

// The warning kinds.
const (
	WarnTrimmed WarningKind = iota + 1 // surrounding whitespace was removed
	WarnIRI                            // non-ASCII characters: an IRI (RFC 3987), not a URI
	WarnIllegal                        // ASCII characters the URI grammar does not allow where they stand
	WarnIDNA                           // idna-to-ascii could not convert the host; it was left as written
)

// Warning is one thing ParseLenient accepted that Parse would not. One
// warning stands for every occurrence of its kind in its component: Pos is
// the first one's byte offset in the original input, Count how many there
// were (for WarnTrimmed, the bytes removed).
type Warning struct {
	Kind      WarningKind
	Pos       int
	Component string
	Count     int
	Rune      rune   // the first offending character (WarnIRI, WarnIllegal)
	Detail    string // the IDNA error (WarnIDNA)
}

// String describes the warning for people.
func (w Warning) String() string { return string(w.appendText(nil, appendRaw)) }

// AppendJSON appends String as a JSON string, without building it first.
func (w Warning) AppendJSON(dst []byte) []byte {
	dst = append(dst, '"')
	dst = w.appendText(dst, appendJSONInner)
	return append(dst, '"')
}

// appendText appends the description: its own words as they are (plain
// ASCII, as JSON writes them), the parts that come from elsewhere through
// appendPart.
func (w Warning) appendText(dst []byte, appendPart func([]byte, string) []byte) []byte {
	switch w.Kind {
	case WarnTrimmed:
		dst = append(dst, "surrounding whitespace trimmed ("...)
		dst = strconv.AppendInt(dst, int64(w.Count), 10)
		return append(dst, " bytes)"...)
	case WarnIRI:
		fix := "encode-illegal percent-encodes them"
		if w.Component == "host" {
			// encode-illegal leaves hosts alone: a host is written in
			// ASCII by IDNA, not by percent-encoding.
			fix = "idna-to-ascii (in the usual preset) writes the host as punycode"
		}
		dst = w.appendWhere(dst, appendPart)
		dst = append(dst, " non-ASCII character(s) in "...)
		dst = appendPart(dst, w.Component)
		dst = append(dst, ": an IRI (RFC 3987), not a URI; "...)
		return append(dst, fix...)
	case WarnIllegal:
		dst = w.appendWhere(dst, appendPart)
		dst = append(dst, " character(s) not allowed in "...)
		dst = appendPart(dst, w.Component)
		return append(dst, " (RFC 3986); encode-illegal percent-encodes them"...)
	case WarnIDNA:
		dst = append(dst, "idna-to-ascii left the host as written: "...)
		return appendPart(dst, textsafe.Escape(w.Detail))
	}
	return w.appendPos(dst)
}

// appendWhere appends "byte N, <the character>: <count>".
func (w Warning) appendWhere(dst []byte, appendPart func([]byte, string) []byte) []byte {
	dst = w.appendPos(dst)
	dst = append(dst, ", "...)
	dst = appendPart(dst, textsafe.Describe(w.Rune))
	dst = append(dst, ": "...)
	return strconv.AppendInt(dst, int64(w.Count), 10)
}

func (w Warning) appendPos(dst []byte) []byte {
	return strconv.AppendInt(append(dst, "byte "...), int64(w.Pos), 10)
}

func appendRaw(dst []byte, s string) []byte { return append(dst, s...) }

// appendJSONInner appends s escaped for JSON, without the quotes.
func appendJSONInner(dst []byte, s string) []byte {
	if jsonw.IsPlain(s) {
		return append(dst, s...)
	}
	start := len(dst)
	dst = jsonw.AppendString(dst, s)
	n := copy(dst[start:], dst[start+1:len(dst)-1])
	return dst[:start+n]
}

// ParseLenient parses what people paste: surrounding whitespace (Unicode
// White_Space, zero-width space, BOM) is trimmed; non-ASCII characters that
// RFC 3987 allows (ucschar; iprivate in the query) are accepted anywhere but
// in the scheme, port and IP literals; and the printable ASCII characters
// that a URI never holds unescaped (space " < > [ \ ] ^ ` { | }, a "%" not
// starting an escape, a second "#" in the fragment, an "@" in the userinfo,
// the last "@" ending it) are accepted outside the host. Each kind is
// flagged by a Warning. Controls, invalid UTF-8 and bidirectional
// formatting characters (RFC 3987 section 4.1) are still errors. Positions
// refer to s as given.
func ParseLenient(s string) (r Reference, warns []Warning, err error) {
	var p parser
	perr := p.parseLenient(&r, s, true)
	warns = p.warns
	if perr != nil {
		return r, warns, perr
	}
	return r, warns, nil
}

// parseLenient tries the strict grammar first, so that a clean URI costs no
// more than Parse. Warnings are collected only when asked for; p.illegal
// says whether the lenient grammar was needed either way.
func (p *parser) parseLenient(r *Reference, s string, collect bool) *ParseError {
	t, lead := trimSpace(s)
	*p = parser{s: t, noWarn: !collect}
	if collect && (lead > 0 || len(t) < len(s)) {
		p.warns = append(p.warns, Warning{Kind: WarnTrimmed, Pos: trimPos(lead, len(t)), Count: len(s) - len(t)})
	}
	ok := p.parse(r)
	if !ok {
		p.lenient = true
		ok = p.parse(r)
	}
	if lead > 0 {
		p.errPos += lead
		for k := range p.warns {
			if p.warns[k].Kind != WarnTrimmed {
				p.warns[k].Pos += lead
			}
		}
	}
	if !ok {
		p.s = s
		return p.err()
	}
	p.s = t
	return nil
}

func trimPos(lead, n int) int {
	if lead > 0 {
		return 0
	}
	return n
}

// trimSpace removes leading and trailing white space and the invisible
// characters that come with copied text; it returns the rest and how many
// bytes were cut from the front.
func trimSpace(s string) (string, int) {
	if len(s) > 0 && s[0] > ' ' && s[0] < utf8.RuneSelf && s[len(s)-1] > ' ' && s[len(s)-1] < utf8.RuneSelf {
		return s, 0
	}
	lead := 0
	for lead < len(s) {
		r, size := utf8.DecodeRuneInString(s[lead:])
		if !isPasteSpace(r) {
			break
		}
		lead += size
	}
	end := len(s)
	for end > lead {
		r, size := utf8.DecodeLastRuneInString(s[lead:end])
		if !isPasteSpace(r) {
			break
		}
		end -= size
	}
	return s[lead:end], lead
}

func isPasteSpace(r rune) bool {
	if r < utf8.RuneSelf {
		return r == ' ' || (r >= '\t' && r <= '\r')
	}
	return unicode.IsSpace(r) || r == 0x200b || r == 0xfeff
}

// lenientChar judges, in lenient mode, the byte at i that the strict
// grammar stopped at: it returns how many bytes to accept (0 to stop there)
// and false when the character is an error in any mode.
func (p *parser) lenientChar(i int, comp string) (int, bool) {
	s := p.s
	c := s[i]
	if c >= utf8.RuneSelf {
		return p.iriChars(i, comp)
	}
	if comp == cHost || comp == cPort || comp == cScheme {
		return 0, true
	}
	switch c {
	case ' ', '"', '<', '>', '[', '\\', ']', '^', '`', '{', '|', '}', '%':
	case '#':
		if comp != cFragment {
			return 0, true
		}
	case '@':
		if comp != cUserinfo {
			return 0, true
		}
	default:
		return 0, true
	}
	p.warn(WarnIllegal, i, comp, rune(c))
	return 1, true
}

// iriChars judges the run of non-ASCII characters at i, as lenientChar
// does: it accepts the characters an IRI allows, one warning for them all,
// up to the first that is not one, which is an error when it is the first.
// Taking the whole run at once spares a return to the scanner per
// character of a word in Cyrillic or Han.
func (p *parser) iriChars(i int, comp string) (int, bool) {
	s := p.s
	j, n := i, 0
	var first rune
	for j < len(s) && s[j] >= utf8.RuneSelf {
		r, size := utf8.DecodeRuneInString(s[j:])
		var what string
		switch {
		case r == utf8.RuneError && size == 1:
			what = "valid UTF-8"
		case isBidiFormat(r):
			what = "no bidirectional formatting character (RFC 3987 section 4.1)"
		case isUcschar(r) || (comp == cQuery && isIprivate(r)):
			if n == 0 {
				first = r
			}
			n++
			j += size
			continue
		default:
			what = "a character an IRI allows (RFC 3987 ucschar)"
		}
		if j > i {
			break // accepted so far; the scanner comes back here and fails
		}
		return 0, p.fail(j, comp, what)
	}
	p.warnRun(WarnIRI, i, comp, first, n)
	return j - i, true
}

func (p *parser) warn(kind WarningKind, pos int, comp string, r rune) {
	p.warnRun(kind, pos, comp, r, 1)
}

// warnRun records n characters of one kind in comp, the first r at pos:
// one warning per kind and component counts them all.
func (p *parser) warnRun(kind WarningKind, pos int, comp string, r rune, n int) {
	if n == 0 {
		return
	}
	p.illegal = true
	if p.noWarn {
		return
	}
	for k := range p.warns {
		if w := &p.warns[k]; w.Kind == kind && w.Component == comp {
			w.Count += n
			return
		}
	}
	p.warns = append(p.warns, Warning{Kind: kind, Pos: pos, Component: comp, Count: n, Rune: r})
}

// isUcschar reports RFC 3987's ucschar.
func isUcschar(r rune) bool {
	switch {
	case r >= 0xa0 && r <= 0xd7ff, r >= 0xf900 && r <= 0xfdcf, r >= 0xfdf0 && r <= 0xffef:
		return true
	case r >= 0x10000 && r <= 0xeffff:
		return r&0xffff <= 0xfffd && (r < 0xe0000 || r >= 0xe1000)
	}
	return false
}

// isIprivate reports RFC 3987's iprivate, allowed in the query only.
func isIprivate(r rune) bool {
	return (r >= 0xe000 && r <= 0xf8ff) || (r >= 0xf0000 && r <= 0xffffd) || (r >= 0x100000 && r <= 0x10fffd)
}

// isBidiFormat reports the bidirectional formatting characters an IRI must
// not hold (RFC 3987 section 4.1), with the later isolates (Unicode 6.3).
func isBidiFormat(r rune) bool {
	return r == 0x200e || r == 0x200f || (r >= 0x202a && r <= 0x202e) || (r >= 0x2066 && r <= 0x2069)
}
