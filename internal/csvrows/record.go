package csvrows

import (
	"bytes"
	"errors"
	"io"
	"strconv"
	"strings"
)

// record reads the record that starts on first, taking more lines while a
// quoted field is open.
func (r *Reader) record(first line) (Row, error) {
	for _, l := range r.rec {
		r.release(l)
	}
	r.rec = append(r.rec[:0], first)
	r.buf, r.ends = r.buf[:0], r.ends[:0]
	if r.KeepRaw {
		r.raw, r.rawEnd = append(r.raw[:0], first.text...), r.rawEnd[:0]
	}
	if first.overlong {
		return r.malformed(first.n, MaxRecordBytes+1, "a line longer than "+strconv.Itoa(MaxRecordBytes)+" bytes")
	}
	p := parser{r: r}
	for {
		cur := r.rec[len(r.rec)-1]
		if bad := p.scan(cur); bad != nil {
			return r.malformed(bad.Line, bad.Column, bad.Reason)
		}
		if !p.quoted {
			return r.row(first.n), nil
		}
		if reason := p.overBounds(r); reason != "" {
			return r.malformed(p.quoteLine, p.quoteCol, "the quoted field opened here is not closed "+reason)
		}
		next, err := r.nextLine()
		if err != nil {
			if errors.Is(err, io.EOF) {
				return r.malformed(p.quoteLine, p.quoteCol, "the quoted field opened here is not closed before the end of the input")
			}
			return Row{}, err
		}
		if r.KeepRaw {
			if r.rec[len(r.rec)-1].crlf {
				r.raw = append(r.raw, '\r')
			}
			r.raw = append(append(r.raw, '\n'), next.text...)
		}
		r.rec = append(r.rec, next)
		r.buf = append(r.buf, '\n')
		p.size += len(next.text) + 1
		if next.overlong {
			return r.malformed(p.quoteLine, p.quoteCol, "the quoted field opened here is not closed within "+strconv.Itoa(MaxRecordBytes)+" bytes")
		}
	}
}

// row makes the fields of the record read.
func (r *Reader) row(n int) Row {
	r.ends = append(r.ends, len(r.buf))
	s := string(r.buf)
	r.fields = r.fields[:0]
	start := 0
	for _, end := range r.ends {
		r.fields = append(r.fields, s[start:end])
		start = end
	}
	row := Row{Fields: r.fields, Line: n}
	if r.KeepRaw {
		r.rawEnd = append(r.rawEnd, len(r.raw))
		r.rawOut = r.rawOut[:0]
		start = 0
		for _, end := range r.rawEnd {
			r.rawOut = append(r.rawOut, r.raw[start:end])
			start = end + 1 // past the delimiter
		}
		row.Raw = r.rawOut
	}
	return row
}

// malformed gives the error row of the record being read, and puts its
// lines after the first back to be read again: reading resumes on the
// line after the one the record started on.
func (r *Reader) malformed(lineN, col int, reason string) (Row, error) {
	start := r.rec[0].n
	if len(r.rec) > 1 {
		r.replay = append(append([]line(nil), r.rec[1:]...), r.replay...)
	}
	r.rec = r.rec[:1]
	row := Row{Line: start, Err: &Error{Line: lineN, Column: col, Reason: reason}}
	r.fields = r.fields[:0]
	text := r.rec[0].text
	if r.rec[0].overlong {
		return row, nil // its start alone: no field of it is whole
	}
	// The line cut at each delimiter, as written: no quote undone, so a
	// writer that keeps the input's fields loses none of this line.
	for f := range strings.SplitSeq(string(text), string([]byte{r.delim()})) {
		r.fields = append(r.fields, f)
	}
	row.Fields = r.fields
	if r.KeepRaw {
		r.rawOut = r.rawOut[:0]
		for _, f := range row.Fields {
			r.rawOut = append(r.rawOut, []byte(f))
		}
		row.Raw = r.rawOut
	}
	return row, nil
}

// parser is the state of a record across its lines.
type parser struct {
	r         *Reader
	quoted    bool // inside a quoted field
	quoteLine int  // where the open quoted field started
	quoteCol  int
	lines     int // lines the open quoted field spans
	size      int
}

// overBounds says why an open quoted field may not take another line, or
// "" when it may.
func (p *parser) overBounds(r *Reader) string {
	p.lines++
	switch {
	case p.lines >= MaxQuotedLines:
		return "within " + strconv.Itoa(MaxQuotedLines) + " lines"
	case p.size >= MaxRecordBytes:
		return "within " + strconv.Itoa(MaxRecordBytes) + " bytes"
	}
	return ""
}

// scan reads one line of the record: in a quoted field when the line
// before left one open, else from a field's start.
func (p *parser) scan(l line) *Error {
	r := p.r
	b := l.text
	i := 0
	if !p.quoted {
		p.size += len(b)
	}
	for {
		if p.quoted {
			j, closed := p.quotedPart(b, i)
			i = j
			if !closed {
				return nil // the field goes on on the next line
			}
			if i < len(b) && b[i] != r.delim() {
				return &Error{Line: l.n, Column: i + 1, Reason: "text after the closing quote of a field: " +
					strconv.QuoteToASCII(string(b[i:min(i+1, len(b))])) + " (a quote inside a quoted field is written \"\")"}
			}
		} else if i < len(b) && b[i] == '"' {
			p.quoted, p.quoteLine, p.quoteCol, p.lines = true, l.n, i+1, 0
			i++
			continue
		} else {
			j := bytes.IndexByte(b[i:], r.delim())
			if j < 0 {
				j = len(b) - i
			}
			r.buf = append(r.buf, b[i:i+j]...)
			i += j
		}
		if i >= len(b) {
			return nil
		}
		r.ends = append(r.ends, len(r.buf)) // the delimiter at b[i] ends a field
		if r.KeepRaw {
			r.rawEnd = append(r.rawEnd, len(r.raw)-len(b)+i) // b is the record's last line so far
		}
		i++
	}
}

// quotedPart reads a quoted field's text from b[i:] up to its closing
// quote; it returns the offset after the quote, and whether there was
// one.
func (p *parser) quotedPart(b []byte, i int) (int, bool) {
	r := p.r
	for i < len(b) {
		j := bytes.IndexByte(b[i:], '"')
		if j < 0 {
			r.buf = append(r.buf, b[i:]...)
			return len(b), false
		}
		r.buf = append(r.buf, b[i:i+j]...)
		i += j
		if i+1 < len(b) && b[i+1] == '"' {
			r.buf = append(r.buf, '"')
			i += 2
			continue
		}
		p.quoted = false
		return i + 1, true
	}
	return i, false
}
