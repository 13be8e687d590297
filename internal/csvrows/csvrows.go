// Package csvrows reads CSV (RFC 4180: comma-separated fields, double
// quotes around a field that holds commas, quotes or line breaks, ""
// for a quote inside one) row by row, so that one malformed row costs
// that row only.
//
// encoding/csv with LazyQuotes reads an unbalanced quote as the start of
// a field that runs to the next quote, however far: one stray quote on
// the first row made the rest of a file one cell (1 row out, exit 0, and
// 1 GB held for a 200 MB file). Here a quoted field may span at most
// MaxQuotedLines lines and a record MaxRecordBytes bytes; a quoted field
// that is not closed within them (or before the input ends), or that has
// text after its closing quote, makes its record an error row that names
// the line and column, and reading resumes at the line after the one the
// bad record started on. Memory stays within a record's bound whatever
// the input.
//
// A quote inside a field that does not start with one is text (a"b), as
// spreadsheets write it; empty lines are skipped (KeepBlank returns them);
// a CRLF inside a quoted field reads as LF, as encoding/csv does. The
// delimiter is a comma unless Delimiter says otherwise (';' as Excel
// writes CSV in locales whose decimal mark is a comma, a tab for its
// "Unicode Text"). KeepRaw also gives each field exactly as written: its
// quotes and its line breaks, for a writer that must pass it through.
package csvrows

import (
	"bufio"
	"errors"
	"io"
	"strconv"
)

// The bounds of a record.
const (
	// MaxQuotedLines bounds the lines one quoted field may span: a note
	// with line breaks fits, a stray quote does not swallow the file.
	MaxQuotedLines = 64
	// MaxRecordBytes bounds a record, all its lines together; a longer
	// line is an error row of its own.
	MaxRecordBytes = 1 << 20
)

// Row is one record, or one that could not be read.
type Row struct {
	// Fields are the record's fields, valid until the next Read (the
	// slice is reused; the strings are not).
	Fields []string
	// Line is the 1-based line the record starts on.
	Line int
	// Err, when not nil, says why the record is malformed; Fields (and
	// Raw) are then its first line cut at each delimiter, as written (no
	// quote undone), so that a writer keeping the input's fields loses
	// none of it; none for a line too long to hold whole.
	Err *Error
	// Raw are the fields exactly as written, quotes and line breaks
	// included, when the reader keeps them (KeepRaw); valid until the next
	// Read, as Fields.
	Raw [][]byte
	// Blank is an empty line, returned only with KeepBlank.
	Blank bool
}

// Error is a malformed record: where (1-based line and byte column) and
// what.
type Error struct {
	Line, Column int
	Reason       string
}

func (e *Error) Error() string {
	return "line " + strconv.Itoa(e.Line) + ", column " + strconv.Itoa(e.Column) + ": " + e.Reason
}

// Reader reads rows from an input.
type Reader struct {
	// Delimiter separates fields; 0 means a comma. Set it before the
	// first Read.
	Delimiter byte
	// KeepRaw fills Row.Raw; KeepBlank returns empty lines as blank rows.
	KeepRaw, KeepBlank bool

	in     *bufio.Reader
	taken  int    // the number of the last line read from in
	replay []line // lines to read again, after a malformed record
	spare  [][]byte
	rec    []line // the lines of the record being read
	buf    []byte // the current record's field bytes
	ends   []int
	fields []string
	raw    []byte // the record's lines with the breaks between them, for Raw
	rawEnd []int
	rawOut [][]byte
}

// line is one line of input, without its line break.
type line struct {
	n        int
	text     []byte
	crlf     bool // ended by CRLF, not LF (or by the end of the input)
	overlong bool // longer than MaxRecordBytes: text holds its start only
}

// NewReader reads from in.
func NewReader(in io.Reader) *Reader {
	return &Reader{in: bufio.NewReaderSize(in, 64<<10)}
}

// Read returns the next row; io.EOF after the last. Any other error is
// the input's own (reading failed), after which Read must not be called.
func (r *Reader) Read() (Row, error) {
	for {
		first, err := r.nextLine()
		if err != nil {
			return Row{}, err
		}
		if len(first.text) == 0 && !first.overlong {
			r.release(first)
			if r.KeepBlank {
				return Row{Line: first.n, Blank: true}, nil
			}
			continue // an empty line is no record
		}
		return r.record(first)
	}
}

// nextLine takes a line to read again, or the next line of the input.
func (r *Reader) nextLine() (line, error) {
	if len(r.replay) > 0 {
		l := r.replay[0]
		r.replay = r.replay[1:]
		return l, nil
	}
	return r.readLine()
}

// readLine reads one line of the input into a buffer of its own, keeping
// at most MaxRecordBytes of it.
func (r *Reader) readLine() (line, error) {
	var l line
	if n := len(r.spare); n > 0 {
		l.text, r.spare = r.spare[n-1][:0], r.spare[:n-1]
	}
	got := false
	for {
		part, err := r.in.ReadSlice('\n')
		got = got || len(part) > 0
		if room := MaxRecordBytes - len(l.text); len(part) > room {
			l.overlong = true
			part = part[:max(room, 0)]
		}
		l.text = append(l.text, part...)
		if err == bufio.ErrBufferFull {
			continue
		}
		if err != nil && !errors.Is(err, io.EOF) {
			return line{}, err
		}
		if !got {
			return line{}, io.EOF
		}
		r.taken++
		l.n = r.taken
		l.text, l.crlf = trimBreak(l.text)
		return l, nil
	}
}

// trimBreak drops a line's break (LF or CRLF), and a CR that ends the
// input, as encoding/csv does; crlf says the break had a CR.
func trimBreak(b []byte) ([]byte, bool) {
	n := len(b)
	if n > 0 && b[n-1] == '\n' {
		b = b[:n-1]
	}
	if n := len(b); n > 0 && b[n-1] == '\r' {
		return b[:n-1], true
	}
	return b, false
}

// delim is the field delimiter.
func (r *Reader) delim() byte {
	if r.Delimiter == 0 {
		return ','
	}
	return r.Delimiter
}

// release keeps a line's buffer for a later line.
func (r *Reader) release(l line) {
	if cap(l.text) <= 64<<10 && len(r.spare) < 4 {
		r.spare = append(r.spare, l.text)
	}
}
