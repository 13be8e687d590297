package cli

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"sync/atomic"
)

// maxLine is the longest input line a batch command analyses; a longer one
// gets an error record and the rest of it is skipped, so memory stays flat
// whatever the input.
const maxLine = 1 << 20

// errLineTooLong is passed to a processor for a line over maxLine.
var errLineTooLong = errors.New("line longer than 1 MiB (" + strconv.Itoa(maxLine) + " bytes): skipped")

// lineReader yields the lines of an input: without "\n" or "\r\n", a
// leading UTF-8 byte order mark removed from the first line, and lines over
// maxLine cut to maxLine and flagged.
type lineReader struct {
	br    *bufio.Reader
	long  []byte
	n     int          // lines read so far
	bytes atomic.Int64 // bytes consumed so far, read by the progress bar
	done  bool
}

func newLineReader(r io.Reader) *lineReader {
	return &lineReader{br: bufio.NewReaderSize(r, 64<<10)}
}

// next returns the next line, valid until the following call, whether it
// was cut, and io.EOF after the last line.
func (lr *lineReader) next() (line []byte, tooLong bool, err error) {
	if lr.done {
		return nil, false, io.EOF
	}
	line, tooLong, err = lr.read()
	if err == io.EOF {
		lr.done = true
		if line == nil && !tooLong {
			return nil, false, io.EOF
		}
		err = nil
	}
	if err != nil {
		return nil, false, fmt.Errorf("read input line %d: %w", lr.n+1, err)
	}
	lr.n++
	if lr.n == 1 {
		line = bytes.TrimPrefix(line, []byte("\uFEFF"))
	}
	return line, tooLong, nil
}

// read reads one line. Lines that fit the reader's buffer are returned
// without copying; longer ones are gathered up to maxLine and the rest is
// discarded.
func (lr *lineReader) read() (line []byte, tooLong bool, err error) {
	frag, err := lr.br.ReadSlice('\n')
	lr.bytes.Add(int64(len(frag)))
	if err == nil || err == io.EOF {
		if err == io.EOF && len(frag) == 0 {
			return nil, false, io.EOF
		}
		return trimEOL(frag), false, err
	}
	if err != bufio.ErrBufferFull {
		return nil, false, err
	}
	buf := append(lr.long[:0], frag...)
	for err == bufio.ErrBufferFull {
		frag, err = lr.br.ReadSlice('\n')
		lr.bytes.Add(int64(len(frag)))
		if len(buf)+len(frag) <= maxLine+2 {
			buf = append(buf, frag...)
		} else {
			tooLong = true
		}
	}
	lr.long = buf
	if err != nil && err != io.EOF {
		return nil, false, err
	}
	line = trimEOL(buf)
	if len(line) > maxLine {
		line, tooLong = line[:maxLine], true
	}
	return line, tooLong, err
}

// trimEOL removes a final "\n" and then a final "\r". It runs on every
// line, so it tests the bytes itself rather than calling bytes.TrimSuffix.
func trimEOL(b []byte) []byte {
	if n := len(b); n > 0 && b[n-1] == '\n' {
		b = b[:n-1]
	}
	if n := len(b); n > 0 && b[n-1] == '\r' {
		b = b[:n-1]
	}
	return b
}

// bytesRead is how much of the input has been consumed; safe to call from
// another goroutine.
func (lr *lineReader) bytesRead() int64 { return lr.bytes.Load() }
