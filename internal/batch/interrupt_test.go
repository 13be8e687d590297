package batch

import (
	"bytes"
	"strings"
	"syscall"
	"testing"
)

// TestInterruptGuard: an interrupt ends at once when the output ends with
// a whole line, else with the write that ends the line, with 128 + the
// signal's number.
func TestInterruptGuard(t *testing.T) {
	var out, errs bytes.Buffer
	code := -1
	g := &InterruptGuard{w: &out, whole: true, errw: &errs, exit: func(c int) { code = c }}
	g.Write([]byte("{\"a\":1}\n{\"b\":"))
	g.interrupt(syscall.SIGINT)
	if code != -1 {
		t.Fatalf("ended mid-line: %q", out.String())
	}
	g.Write([]byte("2}\n"))
	if code != 130 || !strings.HasSuffix(out.String(), "\n") || !strings.Contains(errs.String(), "every line written is whole") {
		t.Errorf("exit %d, out %q, stderr %q", code, out.String(), errs.String())
	}
	code = -1
	g2 := &InterruptGuard{w: &out, whole: true, errw: &errs, exit: func(c int) { code = c }}
	g2.interrupt(syscall.SIGTERM)
	if code != 143 {
		t.Errorf("SIGTERM at a line's end: exit %d", code)
	}
}

// TestLineBuffer: whole lines reach the writer whole, however they fall
// against the buffer's size.
func TestLineBuffer(t *testing.T) {
	var writes []string
	w := writerFunc(func(p []byte) (int, error) { writes = append(writes, string(p)); return len(p), nil })
	b := newLineBuffer(w, 16)
	for _, l := range []string{"aaaaaaaaa\n", "bbbbbbbbb\n", strings.Repeat("c", 40) + "\n", "d\n"} {
		b.Write([]byte(l))
	}
	b.Flush()
	for _, w := range writes {
		if !strings.HasSuffix(w, "\n") {
			t.Errorf("a write ends mid-line: %q (all: %q)", w, writes)
		}
	}
	if got := strings.Join(writes, ""); got != "aaaaaaaaa\nbbbbbbbbb\n"+strings.Repeat("c", 40)+"\nd\n" {
		t.Errorf("wrote %q", got)
	}
}

type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }
