package sheet

import (
	"bytes"
	"strconv"
	"strings"
)

// Encoding is how a CSV file's text is stored.
type Encoding int

// The encodings spreadsheets write CSV in: UTF-8 with or without a byte
// order mark (Excel's "CSV UTF-8" has one), UTF-16 with one (Excel's
// "Unicode Text", tab-separated).
const (
	UTF8 Encoding = iota
	UTF8BOM
	UTF16LE
	UTF16BE
)

func (e Encoding) String() string {
	return [...]string{"UTF-8", "UTF-8 with a byte order mark", "UTF-16 little-endian", "UTF-16 big-endian"}[e]
}

// BOM is the byte order mark the encoding starts a file with; nil for
// UTF8.
func (e Encoding) BOM() []byte {
	switch e {
	case UTF8BOM:
		return []byte{0xEF, 0xBB, 0xBF}
	case UTF16LE:
		return []byte{0xFF, 0xFE}
	case UTF16BE:
		return []byte{0xFE, 0xFF}
	}
	return nil
}

// Dialect is how a CSV file is written, so the output is written the same
// way: its encoding, delimiter and line ending, and whether it starts with
// Excel's "sep=;" line.
type Dialect struct {
	Encoding  Encoding
	Delimiter byte // ',', ';' or '\t'
	CRLF      bool
	SepLine   bool
}

// delimiters are the delimiters SniffText chooses from, in the order a
// tie is broken: a tab is the rarest character in a column name, then ';'.
const delimiters = "\t;,"

// SniffEncoding reads a file's first bytes: its byte order mark (a UTF-16
// one, or UTF-8's), else UTF-16 written without one (every other byte of
// an ASCII header NUL), else UTF-8. bom is the length of the mark to skip.
// A UTF-32 mark is refused with a reason: no spreadsheet writes it for CSV
// and it would read as UTF-16 holding NULs.
func SniffEncoding(prefix []byte) (enc Encoding, bom int, reason string) {
	switch {
	case bytes.HasPrefix(prefix, []byte{0xFF, 0xFE, 0, 0}), bytes.HasPrefix(prefix, []byte{0, 0, 0xFE, 0xFF}):
		return UTF8, 0, "the file is UTF-32, which spreadsheets do not write for CSV; save it as CSV UTF-8"
	case bytes.HasPrefix(prefix, []byte{0xEF, 0xBB, 0xBF}):
		return UTF8BOM, 3, ""
	case bytes.HasPrefix(prefix, []byte{0xFF, 0xFE}):
		return UTF16LE, 2, ""
	case bytes.HasPrefix(prefix, []byte{0xFE, 0xFF}):
		return UTF16BE, 2, ""
	}
	return unmarkedUTF16(prefix), 0, ""
}

// unmarkedUTF16 reads UTF-16 with no byte order mark from an ASCII start:
// in every one of the first pairs of bytes the same one is NUL and the
// other is not.
func unmarkedUTF16(p []byte) Encoding {
	n := min(len(p), 64) &^ 1
	if n < 4 {
		return UTF8
	}
	le, be := true, true
	for i := 0; i < n; i += 2 {
		le = le && p[i] != 0 && p[i+1] == 0
		be = be && p[i] == 0 && p[i+1] != 0
	}
	switch {
	case le:
		return UTF16LE
	case be:
		return UTF16BE
	}
	return UTF8
}

// MaxSniff is how much of a file's start Sniff reads.
const MaxSniff = 64 << 10

// SniffText reads a CSV file's start, as UTF-8: Excel's "sep=X" line when
// it has one, else the delimiter that splits the header line into the most
// fields (a tie broken by the lines after it: the delimiter that gives each
// of them as many fields as the header, then by the order tab, ';', ','), and
// the line ending of the first line. A header with none of them is one
// column, comma-separated.
func SniffText(text []byte) Dialect {
	text = text[:min(len(text), MaxSniff)]
	d := Dialect{Delimiter: ','}
	first, rest := cutLine(text)
	d.CRLF = bytes.HasSuffix(first, []byte("\r\n"))
	line := bytes.TrimRight(first, "\r\n")
	if len(line) == 5 && bytes.EqualFold(line[:4], []byte("sep=")) && isDelimiter(line[4]) {
		d.Delimiter, d.SepLine = line[4], true
		return d
	}
	best, bestN, tie := byte(','), 0, false
	for _, c := range []byte(delimiters) {
		n := fieldsOn(line, c) - 1
		switch {
		case n > bestN:
			best, bestN, tie = c, n, false
		case n == bestN && n > 0:
			tie = true
		}
	}
	if tie {
		best = breakTie(line, rest, bestN)
	}
	d.Delimiter = best
	return d
}

// breakTie chooses among the delimiters that split the header into n+1
// fields the first that gives the next lines as many.
func breakTie(header, rest []byte, n int) byte {
	var lines [][]byte
	for len(rest) > 0 && len(lines) < 8 {
		var l []byte
		l, rest = cutLine(rest)
		if l = bytes.TrimRight(l, "\r\n"); len(l) > 0 {
			lines = append(lines, l)
		}
	}
	var first byte
	for _, c := range []byte(delimiters) {
		if fieldsOn(header, c)-1 != n {
			continue
		}
		if first == 0 {
			first = c
		}
		agree := len(lines) > 0
		for _, l := range lines {
			agree = agree && fieldsOn(l, c) == n+1
		}
		if agree {
			return c
		}
	}
	return first
}

func isDelimiter(c byte) bool { return c != 0 && strings.IndexByte(delimiters, c) >= 0 }

// cutLine splits off the first line, with its line break, reading quoted
// fields whole (a header cell may hold a line break).
func cutLine(b []byte) (line, rest []byte) {
	quoted := false
	for i, c := range b {
		switch {
		case c == '"':
			quoted = !quoted
		case c == '\n' && !quoted:
			return b[:i+1], b[i+1:]
		}
	}
	return b, nil
}

// Delimiters are the delimiters SniffText chooses from.
func Delimiters() []byte { return []byte(delimiters) }

// fieldsOn counts the fields delim splits line into, outside quotes.
func fieldsOn(line []byte, delim byte) int {
	n, quoted := 1, false
	for _, c := range line {
		switch {
		case c == '"':
			quoted = !quoted
		case c == delim && !quoted:
			n++
		}
	}
	return n
}

// DelimiterName is a delimiter as messages name it.
func DelimiterName(c byte) string {
	switch c {
	case '\t':
		return "tab"
	case ';':
		return "semicolon"
	case ',':
		return "comma"
	}
	return strconv.QuoteRune(rune(c))
}

// ParseDelimiter reads --delimiter: a character, or its name (comma,
// semicolon, tab, or \t).
func ParseDelimiter(s string) (byte, bool) {
	switch s {
	case ",", "comma":
		return ',', true
	case ";", "semicolon":
		return ';', true
	case "\t", `\t`, "tab":
		return '\t', true
	case "|", "pipe":
		return '|', true
	}
	return 0, false
}
