// Package sheetcsv reads and writes CSV as spreadsheets write it: comma,
// semicolon or tab between fields, UTF-8 with or without a byte order
// mark, UTF-16 with one (Excel's "Unicode Text"), LF or CRLF, and Excel's
// "sep=;" first line. A file is written back in the dialect it was read
// in, and the fields that pass through are written exactly as they were
// read (core/sheet decides which).
package sheetcsv

import (
	"bufio"
	"errors"
	"fmt"
	"io"

	"github.com/linkscope/linkscope/core/sheet"
	"github.com/linkscope/linkscope/internal/csvrows"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"
)

// Reader reads the rows of a CSV file in its dialect.
type Reader struct {
	Dialect sheet.Dialect
	// SepLine is Excel's "sep=" line as written, without its line break,
	// when the file starts with one.
	SepLine []byte
	rows    *csvrows.Reader
}

// NewReader sniffs in's dialect (sheet.SniffEncoding, then sheet.SniffText
// on the decoded start) and reads its rows; delimiter, when not 0, is the
// delimiter to use instead of the one sniffed.
func NewReader(in io.Reader, delimiter byte) (*Reader, error) {
	raw := bufio.NewReaderSize(in, 4096)
	head, err := raw.Peek(64)
	if err != nil && !errors.Is(err, io.EOF) && !errors.Is(err, bufio.ErrBufferFull) {
		return nil, err
	}
	enc, bom, reason := sheet.SniffEncoding(head)
	if reason != "" {
		return nil, errors.New(reason)
	}
	raw.Discard(bom)
	var text io.Reader = raw
	switch enc {
	case sheet.UTF16LE:
		text = transform.NewReader(raw, unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM).NewDecoder())
	case sheet.UTF16BE:
		text = transform.NewReader(raw, unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM).NewDecoder())
	}
	buf := bufio.NewReaderSize(text, sheet.MaxSniff)
	start, err := buf.Peek(sheet.MaxSniff)
	if err != nil && !errors.Is(err, io.EOF) && !errors.Is(err, bufio.ErrBufferFull) {
		return nil, err
	}
	r := &Reader{Dialect: sheet.SniffText(start)}
	r.Dialect.Encoding = enc
	if r.Dialect.SepLine {
		line, err := buf.ReadSlice('\n')
		if err != nil && !errors.Is(err, io.EOF) {
			return nil, err
		}
		r.SepLine = append([]byte(nil), trimBreak(line)...)
	}
	if delimiter != 0 {
		r.Dialect.Delimiter = delimiter
	}
	r.rows = csvrows.NewReader(buf)
	r.rows.Delimiter, r.rows.KeepRaw, r.rows.KeepBlank = r.Dialect.Delimiter, true, true
	return r, nil
}

func trimBreak(b []byte) []byte {
	if n := len(b); n > 0 && b[n-1] == '\n' {
		b = b[:n-1]
	}
	if n := len(b); n > 0 && b[n-1] == '\r' {
		b = b[:n-1]
	}
	return b
}

// Read returns the next row (csvrows.Row, with Raw and blank rows); io.EOF
// after the last.
func (r *Reader) Read() (csvrows.Row, error) { return r.rows.Read() }

// Writer writes rows in a dialect. Raw writes a field as it was read;
// Cell writes a value, quoted when the dialect requires it. Errors are
// sticky: Flush returns the first.
type Writer struct {
	d     sheet.Dialect
	out   *bufio.Writer
	enc   io.WriteCloser // the UTF-16 encoder, or nil
	first bool           // the next field is the row's first
	err   error
}

// NewWriter writes to w in d: the byte order mark first, and the "sep="
// line when sep is not nil.
func NewWriter(w io.Writer, d sheet.Dialect, sep []byte) *Writer {
	wr := &Writer{d: d, first: true}
	if bom := d.Encoding.BOM(); bom != nil {
		_, wr.err = w.Write(bom)
	}
	switch d.Encoding {
	case sheet.UTF16LE:
		wr.enc = transform.NewWriter(w, unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM).NewEncoder())
		w = wr.enc
	case sheet.UTF16BE:
		wr.enc = transform.NewWriter(w, unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM).NewEncoder())
		w = wr.enc
	}
	wr.out = bufio.NewWriterSize(w, 64<<10)
	if sep != nil {
		wr.out.Write(sep)
		wr.EndRow()
	}
	return wr
}

// Raw writes a field exactly as it was read.
func (w *Writer) Raw(b []byte) {
	w.sep()
	w.out.Write(b)
}

// Cell writes a value: between quotes, a quote doubled, when it holds the
// delimiter, a quote or a line break, or starts or ends with a space.
func (w *Writer) Cell(s string) {
	w.sep()
	if !w.needsQuotes(s) {
		w.out.WriteString(s)
		return
	}
	w.out.WriteByte('"')
	for i := 0; i < len(s); i++ {
		if s[i] == '"' {
			w.out.WriteByte('"')
		}
		w.out.WriteByte(s[i])
	}
	w.out.WriteByte('"')
}

func (w *Writer) needsQuotes(s string) bool {
	if s == "" {
		return false
	}
	if s[0] == ' ' || s[len(s)-1] == ' ' {
		return true
	}
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case w.d.Delimiter, '"', '\n', '\r':
			return true
		}
	}
	return false
}

func (w *Writer) sep() {
	if !w.first {
		w.out.WriteByte(w.d.Delimiter)
	}
	w.first = false
}

// EndRow ends a row with the dialect's line break.
func (w *Writer) EndRow() {
	if w.d.CRLF {
		w.out.WriteByte('\r')
	}
	w.out.WriteByte('\n')
	w.first = true
}

// Flush writes what is buffered and closes the encoder.
func (w *Writer) Flush() error {
	if err := w.out.Flush(); err != nil && w.err == nil {
		w.err = err
	}
	if w.enc != nil {
		if err := w.enc.Close(); err != nil && w.err == nil {
			w.err = err
		}
		w.enc = nil
	}
	if w.err != nil {
		return fmt.Errorf("write CSV: %w", w.err)
	}
	return nil
}
