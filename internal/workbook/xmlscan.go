package workbook

import (
	"bytes"
	"errors"
	"io"
	"strconv"
	"unicode/utf8"
)

// The XML of a workbook part is read by a scanner of its own, not by
// encoding/xml: a worksheet of 100,000 rows is some 50 MB of XML, read
// twice (once for the values, once to write it back with the new cells),
// and encoding/xml's tokenizer took 3 s a pass where this one, which
// finds tags with bytes.IndexByte and hands out the bytes as written,
// takes a tenth of that. It reads what the Office Open XML parts hold
// (SpreadsheetML and the packaging parts): elements with attributes in
// either quote, text with the predefined and numeric character
// references, CDATA sections, comments and processing instructions. A
// document type declaration is refused: Office Open XML forbids them
// (ECMA-376 Part 2, section 8.1.4), and they are what entity-expansion
// attacks ("billion laughs") are made of. Every token is bounded by
// maxToken; a part that needs more is refused, never buffered whole.

// tokKind is what a token is.
type tokKind uint8

const (
	tokStart tokKind = iota // <name ...>
	tokEmpty                // <name .../>
	tokEnd                  // </name>
	tokText                 // character data, as written (references undecoded)
	tokCDATA                // <![CDATA[...]]>
	tokOther                // a comment, a processing instruction, the XML declaration
)

// maxToken bounds one token: a cell's text is at most 32,767 characters
// (Excel's limit), each at most a 10-byte character reference.
const maxToken = 1 << 20

// xmlError is a malformed or refused part: where (byte offset) and why.
type xmlError struct {
	Offset int64
	Reason string
}

func (e *xmlError) Error() string {
	return "at byte " + strconv.FormatInt(e.Offset, 10) + ": " + e.Reason
}

// scanner reads tokens from a part. A token's bytes are valid until the
// next call to next.
type scanner struct {
	r    io.Reader
	buf  []byte
	pos  int   // start of the unread bytes in buf
	base int64 // offset in the part of buf[0]
	eof  bool
	err  error

	kind   tokKind
	raw    []byte // the token as written
	off    int64  // offset of the token in the part
	endTag []byte // the end tag through looks for
}

// openAtEnd is the error for a worksheet that ends with an element still
// open, at the part's end.
func (s *scanner) openAtEnd() error {
	return &xmlError{s.base + int64(len(s.buf)), "the worksheet ends inside an element"}
}

func newScanner(r io.Reader) *scanner {
	return &scanner{r: r, buf: make([]byte, 0, 32<<10)}
}

// fill reads more of the part, keeping the bytes from pos (an unfinished
// token) at the start of buf; it reports whether reading may go on.
func (s *scanner) fill() bool {
	if s.eof || s.err != nil {
		return false
	}
	if s.pos > 0 && len(s.buf) == cap(s.buf) {
		n := copy(s.buf[:cap(s.buf)], s.buf[s.pos:])
		s.base += int64(s.pos)
		s.buf, s.pos = s.buf[:n], 0
	}
	if len(s.buf)-s.pos > maxToken {
		s.err = &xmlError{s.base + int64(s.pos), "an XML token longer than " + strconv.Itoa(maxToken) + " bytes"}
		return false
	}
	if len(s.buf) == cap(s.buf) {
		grown := make([]byte, len(s.buf), 2*cap(s.buf))
		copy(grown, s.buf)
		s.buf = grown
	}
	n, err := s.r.Read(s.buf[len(s.buf):cap(s.buf)])
	s.buf = s.buf[:len(s.buf)+n]
	switch {
	case errors.Is(err, io.EOF):
		s.eof = true
	case err != nil:
		s.err = err
	}
	return n > 0 || (!s.eof && s.err == nil)
}

// next reads the next token; io.EOF at the end of the part.
func (s *scanner) next() error {
	for s.pos == len(s.buf) {
		if !s.fill() {
			return s.end()
		}
	}
	s.off = s.base + int64(s.pos)
	if s.buf[s.pos] != '<' {
		return s.text()
	}
	for len(s.buf)-s.pos < 9 && s.fill() {
	}
	rest := s.buf[s.pos:]
	switch {
	case bytes.HasPrefix(rest, []byte("<!--")):
		return s.until(4, "-->", tokOther)
	case bytes.HasPrefix(rest, []byte("<![CDATA[")):
		return s.until(9, "]]>", tokCDATA)
	case bytes.HasPrefix(rest, []byte("<?")):
		return s.until(2, "?>", tokOther)
	case bytes.HasPrefix(rest, []byte("<!")):
		return &xmlError{s.off, "a document type declaration, which Office Open XML forbids (refused: it can declare entities that expand without bound)"}
	}
	return s.tag()
}

func (s *scanner) end() error {
	if s.err != nil {
		return s.err
	}
	return io.EOF
}

// text reads character data up to the next '<' or the end.
func (s *scanner) text() error {
	from := 0
	for {
		if i := bytes.IndexByte(s.buf[s.pos+from:], '<'); i >= 0 {
			return s.take(from+i, tokText)
		}
		from = len(s.buf) - s.pos
		if !s.fill() {
			if s.err != nil {
				return s.err
			}
			return s.take(len(s.buf)-s.pos, tokText)
		}
	}
}

// until reads a token that ends with close, after skip bytes.
func (s *scanner) until(skip int, close string, kind tokKind) error {
	from := skip
	for {
		if i := bytes.Index(s.buf[s.pos+from:], []byte(close)); i >= 0 {
			return s.take(from+i+len(close), kind)
		}
		from = max(skip, len(s.buf)-s.pos-len(close)+1)
		if !s.fill() {
			return s.unclosed()
		}
	}
}

func (s *scanner) unclosed() error {
	if s.err != nil {
		return s.err
	}
	return &xmlError{s.off, "a tag or section that is not closed before the end of the part"}
}

// tag reads a start, end or empty-element tag: up to the '>' outside a
// quoted attribute value.
func (s *scanner) tag() error {
	i, quote := 1, byte(0)
	for {
		b := s.buf[s.pos:]
		for ; i < len(b); i++ {
			c := b[i]
			switch {
			case quote != 0:
				if j := bytes.IndexByte(b[i:], quote); j >= 0 {
					i += j
					quote = 0
				} else {
					i = len(b) - 1
				}
			case c == '"' || c == '\'':
				quote = c
			case c == '<':
				return &xmlError{s.off + int64(i), "'<' inside a tag"}
			case c == '>':
				kind := tokStart
				switch {
				case len(b) > 1 && b[1] == '/':
					kind = tokEnd
				case b[i-1] == '/':
					kind = tokEmpty
				}
				if err := s.take(i+1, kind); err != nil {
					return err
				}
				if len(s.name()) == 0 {
					return &xmlError{s.off, "a tag with no name"}
				}
				return nil
			}
		}
		if !s.fill() {
			return s.unclosed()
		}
	}
}

func (s *scanner) take(n int, kind tokKind) error {
	s.kind, s.raw = kind, s.buf[s.pos:s.pos+n]
	s.pos += n
	return nil
}

// name is a tag's qualified name.
func (s *scanner) name() []byte {
	b := s.raw[1:]
	if s.kind == tokEnd {
		b = b[1:]
	}
	for i, c := range b {
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '/' || c == '>' {
			return b[:i]
		}
	}
	return b
}

// local is a tag's name without its prefix.
func (s *scanner) local() []byte { return localName(s.name()) }

func localName(n []byte) []byte {
	if i := bytes.IndexByte(n, ':'); i >= 0 {
		return n[i+1:]
	}
	return n
}

// prefix is a tag's prefix with its colon ("x:"), or "".
func (s *scanner) prefix() string {
	n := s.name()
	if i := bytes.IndexByte(n, ':'); i >= 0 {
		return string(n[:i+1])
	}
	return ""
}

// attr is the value, as written (references undecoded), of the start
// tag's attribute whose qualified name is name, and whether there is one.
func (s *scanner) attr(name string) ([]byte, bool) {
	var found []byte
	ok := false
	s.eachAttr(func(n, v []byte) bool {
		if string(n) == name {
			found, ok = v, true
			return false
		}
		return true
	})
	return found, ok
}

// eachAttr calls f with each attribute's qualified name and value as
// written, until f returns false.
func (s *scanner) eachAttr(f func(name, value []byte) bool) {
	b := s.raw[1+len(s.name()):]
	for {
		b = bytes.TrimLeft(b, " \t\r\n")
		eq := bytes.IndexByte(b, '=')
		if eq <= 0 {
			return
		}
		name := bytes.TrimRight(b[:eq], " \t\r\n")
		b = bytes.TrimLeft(b[eq+1:], " \t\r\n")
		if len(b) == 0 || (b[0] != '"' && b[0] != '\'') {
			return
		}
		end := bytes.IndexByte(b[1:], b[0])
		if end < 0 {
			return
		}
		if !f(name, b[1:1+end]) {
			return
		}
		b = b[end+2:]
	}
}

// attrSpan is where the value of the attribute name stands in raw (the
// bytes between its quotes), or ok false.
func attrSpan(raw []byte, name string) (start, end int, ok bool) {
	for i := 0; ; {
		j := bytes.Index(raw[i:], []byte(name))
		if j < 0 {
			return 0, 0, false
		}
		at := i + j
		i = at + len(name)
		if at == 0 || !isSpace(raw[at-1]) {
			continue
		}
		k := i
		for k < len(raw) && isSpace(raw[k]) {
			k++
		}
		if k >= len(raw) || raw[k] != '=' {
			continue
		}
		k++
		for k < len(raw) && isSpace(raw[k]) {
			k++
		}
		if k >= len(raw) || (raw[k] != '"' && raw[k] != '\'') {
			continue
		}
		q := raw[k]
		e := bytes.IndexByte(raw[k+1:], q)
		if e < 0 {
			return 0, 0, false
		}
		return k + 1, k + 1 + e, true
	}
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// decode appends the text of b (character data or an attribute value as
// written) with its references replaced, and reports a reference it
// cannot read (an undeclared entity: only the five XML predefines are).
func decode(dst, b []byte) ([]byte, error) {
	for {
		i := bytes.IndexByte(b, '&')
		if i < 0 {
			return append(dst, b...), nil
		}
		dst = append(dst, b[:i]...)
		b = b[i:]
		semi := bytes.IndexByte(b, ';')
		if semi < 0 || semi > 12 {
			return dst, errors.New("an '&' that starts no character reference")
		}
		ref := b[1:semi]
		b = b[semi+1:]
		switch string(ref) {
		case "amp":
			dst = append(dst, '&')
		case "lt":
			dst = append(dst, '<')
		case "gt":
			dst = append(dst, '>')
		case "quot":
			dst = append(dst, '"')
		case "apos":
			dst = append(dst, '\'')
		default:
			r, ok := charRef(ref)
			if !ok {
				return dst, errors.New("the reference &" + strconv.QuoteToASCII(string(ref)) + "; names no character (only the five XML entities are defined)")
			}
			dst = utf8.AppendRune(dst, r)
		}
	}
}

// charRef reads a numeric character reference's body: #N or #xH.
func charRef(ref []byte) (rune, bool) {
	if len(ref) < 2 || ref[0] != '#' {
		return 0, false
	}
	base, digits := 10, ref[1:]
	if digits[0] == 'x' {
		base, digits = 16, digits[1:]
	}
	n, err := strconv.ParseUint(string(digits), base, 32)
	if err != nil || n == 0 || n > utf8.MaxRune || (n >= 0xD800 && n <= 0xDFFF) {
		return 0, false
	}
	return rune(n), true
}

// escapeText appends s escaped for character data or an attribute value
// (both quotes escaped), dropping what XML 1.0 cannot hold (control
// characters other than tab, line feed and carriage return; U+FFFE and
// U+FFFF), which no cell linkscope writes holds.
func escapeText(dst []byte, s string) []byte {
	for _, r := range s {
		switch {
		case r == '&':
			dst = append(dst, "&amp;"...)
		case r == '<':
			dst = append(dst, "&lt;"...)
		case r == '>':
			dst = append(dst, "&gt;"...)
		case r == '"':
			dst = append(dst, "&quot;"...)
		case r == '\'':
			dst = append(dst, "&apos;"...)
		case r == '\t' || r == '\n' || r == '\r':
			dst = append(dst, "&#"...)
			dst = strconv.AppendInt(dst, int64(r), 10)
			dst = append(dst, ';')
		case r < 0x20 || r == 0xFFFE || r == 0xFFFF:
		default:
			dst = utf8.AppendRune(dst, r)
		}
	}
	return dst
}

// maxThrough bounds the bytes through looks at for an element's end.
const maxThrough = 64 << 10

// through reads, after the start tag just read, the element's content and
// its end tag at once, when they are plain: no comment, CDATA section,
// processing instruction or element of the same name between them (a
// cell's <v>, <f> and <is> are), within maxThrough bytes. It returns
// those bytes (valid until the next read) and true, or false having read
// nothing: the caller then reads the element token by token. The bulk of
// a worksheet is cells, and a cell read this way costs one search instead
// of five tokens.
func (s *scanner) through() ([]byte, bool) {
	name := s.name()
	s.endTag = append(append(append(s.endTag[:0], "</"...), name...), '>')
	open := s.endTag[1 : len(s.endTag)-1] // "/name": its start is "<name"
	from := 0
	for {
		b := s.buf[s.pos:]
		if i := bytes.Index(b[from:], s.endTag); i >= 0 {
			span := b[:from+i+len(s.endTag)]
			if bytes.Contains(span, []byte("<!")) || bytes.Contains(span, []byte("<?")) || nested(span, open[1:]) {
				return nil, false
			}
			s.off = s.base + int64(s.pos)
			s.kind, s.raw = tokEnd, span
			s.pos += len(span)
			return span, true
		}
		from = max(0, len(b)-len(s.endTag)+1)
		if len(b) > maxThrough || !s.fill() {
			return nil, false
		}
	}
}

// nested reports whether b holds a start tag of the element name.
func nested(b, name []byte) bool {
	for {
		i := bytes.Index(b, name)
		if i < 0 {
			return false
		}
		if i > 0 && b[i-1] == '<' && i+len(name) < len(b) {
			switch b[i+len(name)] {
			case ' ', '>', '/', '\t', '\n', '\r':
				return true
			}
		}
		b = b[i+len(name):]
	}
}
