package cli

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
)

// maxLine is the longest input line a batch command analyses; a longer one
// gets an error record and the rest of it is skipped, so memory stays flat
// whatever the input.
const maxLine = 1 << 20

// errLineTooLong is passed to a processor for a line over maxLine.
var errLineTooLong = errors.New("line longer than 1 MiB (" + strconv.Itoa(maxLine) + " bytes): skipped")

// processor turns one input line into one output line appended to dst
// (without the newline). lineErr is set when the engine could not read the
// line whole. msg, when not empty, is a problem to report on stderr in plain
// output (JSON output carries it in the record instead).
type processor func(dst []byte, line string, lineErr error) (out []byte, msg string)

// batch runs a processor over input lines: the positional arguments when
// there are any, else the lines of stdin. Output line N always answers
// input line N.
type batch struct {
	name  string
	json  bool
	stdio IO
}

func (b batch) run(args []string, process processor) error {
	w := bufio.NewWriterSize(b.stdio.Out, 64<<10)
	var buf []byte
	emit := func(n int, line string, lineErr error) error {
		var msg string
		buf, msg = process(buf[:0], line, lineErr)
		buf = append(buf, '\n')
		if _, err := w.Write(buf); err != nil {
			return fmt.Errorf("write output: %w", err)
		}
		if msg != "" && !b.json {
			fmt.Fprintf(b.stdio.Err, "linkscope %s: line %d: %s\n", b.name, n, msg)
		}
		if b.stdio.OutIsTerminal {
			return w.Flush()
		}
		return nil
	}
	var err error
	if len(args) > 0 {
		for i, a := range args {
			if err = emit(i+1, a, nil); err != nil {
				break
			}
		}
	} else {
		err = eachLine(b.stdio.In, emit)
	}
	if ferr := w.Flush(); err == nil && ferr != nil {
		err = fmt.Errorf("write output: %w", ferr)
	}
	return err
}

// eachLine calls fn with every line of r: without its "\n" or "\r\n", a
// leading UTF-8 byte order mark removed from the first line, and
// errLineTooLong (with the line's first maxLine bytes) for an overlong line.
func eachLine(r io.Reader, fn func(n int, line string, lineErr error) error) error {
	br := bufio.NewReaderSize(r, 64<<10)
	var long []byte
	for n := 1; ; n++ {
		line, tooLong, err := readLine(br, &long)
		if err == io.EOF && line == nil && !tooLong {
			return nil
		}
		if err != nil && err != io.EOF {
			return fmt.Errorf("read input line %d: %w", n, err)
		}
		if n == 1 {
			line = bytes.TrimPrefix(line, []byte("\uFEFF"))
		}
		var lineErr error
		if tooLong {
			lineErr = errLineTooLong
		}
		if ferr := fn(n, string(line), lineErr); ferr != nil {
			return ferr
		}
		if err == io.EOF {
			return nil
		}
	}
}

// readLine reads one line. Lines that fit the reader's buffer are returned
// without copying; longer ones are gathered in *long up to maxLine and the
// rest is discarded.
func readLine(br *bufio.Reader, long *[]byte) (line []byte, tooLong bool, err error) {
	frag, err := br.ReadSlice('\n')
	if err == nil || err == io.EOF {
		if err == io.EOF && len(frag) == 0 {
			return nil, false, io.EOF
		}
		return trimEOL(frag), false, err
	}
	if err != bufio.ErrBufferFull {
		return nil, false, err
	}
	buf := append((*long)[:0], frag...)
	for err == bufio.ErrBufferFull {
		frag, err = br.ReadSlice('\n')
		if len(buf)+len(frag) <= maxLine+2 {
			buf = append(buf, frag...)
		} else {
			tooLong = true
		}
	}
	*long = buf
	if err != nil && err != io.EOF {
		return nil, false, err
	}
	line = trimEOL(buf)
	if len(line) > maxLine {
		line, tooLong = line[:maxLine], true
	}
	if err == io.EOF {
		return line, tooLong, io.EOF
	}
	return line, tooLong, nil
}

func trimEOL(b []byte) []byte {
	b = bytes.TrimSuffix(b, []byte("\n"))
	return bytes.TrimSuffix(b, []byte("\r"))
}
