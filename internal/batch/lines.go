package batch

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"sync/atomic"
)

// MaxLine is the longest input line a batch command analyses; a longer one
// gets an error record and the rest of it is skipped, so memory stays flat
// whatever the input.
const MaxLine = 1 << 20

// readSize and minRead bound how much lineReader asks its reader for at a
// time.
const (
	readSize = 64 << 10
	minRead  = 4 << 10
)

// ErrLineTooLong is passed to a Processor for a line over MaxLine.
var ErrLineTooLong = errors.New("line longer than 1 MiB (" + strconv.Itoa(MaxLine) + " bytes): skipped")

var bom = []byte("\uFEFF")

// lineReader reads input straight into chunk buffers: a chunk's lines are
// the bytes that were read, never copied line by line. Only what was read
// after a chunk's last line (the start of a line cut by the end of a read,
// and the few lines read past chunkLines) moves to the next chunk. A UTF-8
// byte order mark at the start of the input is removed; a line over
// MaxLine is cut to MaxLine, flagged, and the rest of it discarded.
type lineReader struct {
	r         io.Reader
	carry     []byte       // what was read after the last chunk's lines
	lineBytes int          // average line length in the last chunk
	n         int          // lines read so far
	bytes     atomic.Int64 // bytes consumed so far, read by the progress bar
	started   bool         // the byte order mark has been looked for
	skipping  bool         // discarding the rest of an overlong line
	eof       bool
}

func newLineReader(r io.Reader) *lineReader {
	return &lineReader{r: r}
}

// fill reads whole lines into c, which must be empty, until it holds
// chunkLines lines or chunkBytes bytes. c.ends gets each line's end in
// c.buf, "\n" or "\r\n" included: chunk.line trims them. fill returns
// io.EOF once the input is exhausted, with c holding the last lines, if
// any.
func (lr *lineReader) fill(c *chunk) error {
	c.buf = append(c.buf, lr.carry...)
	lr.carry = lr.carry[:0]
	scanned := lr.split(c, 0) // c.buf[:scanned] holds no unfinished line's "\n"
	for !lr.eof && (len(c.ends) == 0 || len(c.ends) < chunkLines && len(c.buf) < chunkBytes) {
		if err := lr.read(c, lr.readWant(c)); err != nil {
			return err
		}
		scanned = lr.split(c, scanned)
	}
	if len(c.ends) > 0 {
		lr.lineBytes = lineStart(c) / len(c.ends)
	}
	if !lr.eof || len(c.ends) == chunkLines {
		lr.carry = append(lr.carry, c.buf[lineStart(c):]...)
		c.buf = c.buf[:lineStart(c)]
		return nil
	}
	if lr.skipping {
		lr.skipping = false
		c.buf = c.buf[:lineStart(c)] // the cut line is already recorded
	}
	if start := lineStart(c); start < len(c.buf) { // a last line without "\n"
		end, tooLong := len(c.buf), trimmedLen(c.buf[start:]) > MaxLine
		if tooLong {
			end = start + MaxLine
			c.buf = c.buf[:end]
		}
		lr.addLine(c, end, tooLong)
	}
	return io.EOF
}

// readWant is how much to read into c: about what the lines it still
// needs take, judged by the lines read so far, so that few whole lines are
// read past the chunk's last and carried over. Chunks of chunkLines lines
// keep the output waiting in memory in proportion to the workers: with a
// fixed 64 KiB read, chunks of short lines grew to 400-odd lines and
// inspect --json on two cores peaked at 150 MB instead of 60.
func (lr *lineReader) readWant(c *chunk) int {
	if lr.lineBytes == 0 {
		return readSize
	}
	want := (chunkLines - len(c.ends)) * lr.lineBytes * 5 / 4
	partial := len(c.buf) - lineStart(c) // a long line reads in big steps
	return min(max(want, partial, minRead), readSize)
}

// read appends up to want bytes of input to c.buf.
func (lr *lineReader) read(c *chunk, want int) error {
	if cap(c.buf)-len(c.buf) < want {
		grown := make([]byte, len(c.buf), 2*cap(c.buf)+want)
		copy(grown, c.buf)
		c.buf = grown
	}
	n, err := lr.r.Read(c.buf[len(c.buf) : len(c.buf)+want])
	c.buf = c.buf[:len(c.buf)+n]
	lr.bytes.Add(int64(n))
	if err == io.EOF {
		lr.eof = true
		err = nil
	}
	if err != nil {
		return fmt.Errorf("read input line %d: %w", lr.n+1, err)
	}
	if !lr.started && (len(c.buf) >= len(bom) || lr.eof) {
		lr.started = true
		if bytes.HasPrefix(c.buf, bom) {
			c.buf = c.buf[:copy(c.buf, c.buf[len(bom):])]
		}
	}
	return nil
}

// split records the lines completed in c.buf from scanned on and returns
// how far it looked. An unfinished line longer than MaxLine is recorded
// cut, and what follows it up to its "\n" is dropped.
func (lr *lineReader) split(c *chunk, scanned int) int {
	if !lr.started {
		return scanned
	}
	for {
		start := lineStart(c)
		i := bytes.IndexByte(c.buf[scanned:], '\n')
		if i < 0 {
			break
		}
		end := scanned + i + 1
		switch {
		case lr.skipping:
			lr.skipping = false
			c.buf = c.buf[:start+copy(c.buf[start:], c.buf[end:])]
			end = start
		case trimmedLen(c.buf[start:end]) > MaxLine:
			c.buf = c.buf[:start+MaxLine+copy(c.buf[start+MaxLine:], c.buf[end:])]
			lr.addLine(c, start+MaxLine, true)
			end = start + MaxLine
		default:
			lr.addLine(c, end, false)
		}
		scanned = end
		if len(c.ends) == chunkLines {
			return scanned // the rest waits for the next chunk
		}
	}
	return lr.cutOverlong(c)
}

// cutOverlong records the unfinished line at the end of c.buf, cut, once
// it is longer than any line can be and still fit ("\r" may precede the
// "\n" to come), and drops what has been read of the rest.
func (lr *lineReader) cutOverlong(c *chunk) int {
	start := lineStart(c)
	switch {
	case lr.skipping:
		c.buf = c.buf[:start]
	case len(c.buf)-start > MaxLine+1:
		c.buf = c.buf[:start+MaxLine]
		lr.addLine(c, len(c.buf), true)
		lr.skipping = true
	}
	return len(c.buf)
}

func (lr *lineReader) addLine(c *chunk, end int, tooLong bool) {
	c.ends = append(c.ends, end)
	c.long = append(c.long, tooLong)
	lr.n++
}

// lineStart is where c's next line starts in c.buf.
func lineStart(c *chunk) int {
	if len(c.ends) == 0 {
		return 0
	}
	return c.ends[len(c.ends)-1]
}

// trimmedLen is the length of line without its "\n" or "\r\n".
func trimmedLen(line []byte) int { return len(trimEOL(line)) }

// trimEOL removes a final "\n" and then a final "\r". It runs on every
// line, so it tests the bytes itself rather than calling bytes.TrimSuffix.
func trimEOL[T string | []byte](b T) T {
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
