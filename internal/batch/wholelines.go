package batch

import "io"

// lineBuffer is bufio.Writer for output written in whole lines: each
// Write is one or more whole lines, and it reaches the writer beneath
// whole, never split at the buffer's end as bufio splits it. So what the
// output holds between two writes always ends with a line break, and an
// interrupt (see InterruptGuard) can end the process there.
type lineBuffer struct {
	w   io.Writer
	buf []byte
	err error
}

func newLineBuffer(w io.Writer, size int) *lineBuffer {
	return &lineBuffer{w: w, buf: make([]byte, 0, size)}
}

// Write takes p, whole lines, into the buffer, writing the buffer out
// first when p does not fit, and p itself when it is larger than the
// buffer.
func (b *lineBuffer) Write(p []byte) (int, error) {
	if b.err != nil {
		return 0, b.err
	}
	if len(b.buf)+len(p) > cap(b.buf) {
		if err := b.Flush(); err != nil {
			return 0, err
		}
	}
	if len(p) > cap(b.buf) {
		n, err := b.w.Write(p)
		b.err = err
		return n, err
	}
	b.buf = append(b.buf, p...)
	return len(p), nil
}

// Flush writes the buffer out.
func (b *lineBuffer) Flush() error {
	if b.err != nil || len(b.buf) == 0 {
		return b.err
	}
	_, b.err = b.w.Write(b.buf)
	b.buf = b.buf[:0]
	return b.err
}
