package batch

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// echo answers each line with its number and the line, and reports a line
// that says "bad" as a problem.
func echo(dst []byte, n int, line string, lineErr error) ([]byte, string) {
	if lineErr != nil {
		return dst, lineErr.Error()
	}
	if line == "bad" {
		return dst, "bad line"
	}
	dst = strconv.AppendInt(dst, int64(n), 10)
	return append(append(dst, ' '), line...), ""
}

func numbered(n int) (in, want string) {
	var i, w strings.Builder
	for k := 1; k <= n; k++ {
		fmt.Fprintf(&i, "line-%d-%s\n", k, strings.Repeat("x", k%97))
		fmt.Fprintf(&w, "%d line-%d-%s\n", k, k, strings.Repeat("x", k%97))
	}
	return i.String(), w.String()
}

// TestRunOrder: on any number of workers, serial or not, line N of the
// output answers line N of the input, over many chunks.
func TestRunOrder(t *testing.T) {
	in, want := numbered(5000)
	for _, workers := range []int{1, 2, 7} {
		var out bytes.Buffer
		e := Engine{Name: "test", Workers: workers, Streams: Streams{In: strings.NewReader(in), Out: &out, Err: io.Discard}}
		if err := e.Run(nil, func() Processor { return echo }); err != nil {
			t.Fatal(err)
		}
		if out.String() != want {
			t.Errorf("workers %d: output out of order", workers)
		}
	}
}

// TestRunArgs: arguments are the lines when there are any.
func TestRunArgs(t *testing.T) {
	var out bytes.Buffer
	e := Engine{Streams: Streams{In: strings.NewReader("ignored\n"), Out: &out, Err: io.Discard}}
	if err := e.Run([]string{"a", "b"}, func() Processor { return echo }); err != nil || out.String() != "1 a\n2 b\n" {
		t.Errorf("%q, %v", out.String(), err)
	}
}

// TestProblems: a bad line gives an empty output line and, in plain
// output, its message on stderr with its number; JSON output leaves the
// message to the record.
func TestProblems(t *testing.T) {
	for _, asJSON := range []bool{false, true} {
		var out, errs bytes.Buffer
		e := Engine{Name: "test", JSON: asJSON, Workers: 2, Streams: Streams{In: strings.NewReader("a\nbad\nc\n"), Out: &out, Err: &errs}}
		if err := e.Run(nil, func() Processor { return echo }); err != nil {
			t.Fatal(err)
		}
		wantErr := "linkscope test: line 2: bad line\n"
		if asJSON {
			wantErr = ""
		}
		if out.String() != "1 a\n\n3 c\n" || errs.String() != wantErr {
			t.Errorf("json %v: out %q, stderr %q", asJSON, out.String(), errs.String())
		}
	}
}

// TestLongLine: a line over MaxLine comes with ErrLineTooLong, and the
// lines after it are read as usual.
func TestLongLine(t *testing.T) {
	in := "a\n" + strings.Repeat("y", MaxLine+10) + "\nc\n"
	var out, errs bytes.Buffer
	e := Engine{Name: "test", Workers: 1, Streams: Streams{In: strings.NewReader(in), Out: &out, Err: &errs}}
	if err := e.Run(nil, func() Processor { return echo }); err != nil {
		t.Fatal(err)
	}
	if out.String() != "1 a\n\n3 c\n" || !strings.Contains(errs.String(), "line 2: "+ErrLineTooLong.Error()) {
		t.Errorf("out %q, stderr %q", out.String(), errs.String())
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("broken pipe") }

// TestStopsOnWriteError: a closed output ends the run with the write
// error, without reading the rest of the input.
func TestStopsOnWriteError(t *testing.T) {
	in := strings.Repeat("some line\n", 200000)
	for _, workers := range []int{1, 3} {
		r := &countingReader{r: strings.NewReader(in)}
		e := Engine{Workers: workers, Streams: Streams{In: r, Out: failingWriter{}, Err: io.Discard}}
		err := e.Run(nil, func() Processor { return echo })
		if err == nil || !strings.Contains(err.Error(), "broken pipe") {
			t.Errorf("workers %d: %v", workers, err)
		}
		if r.n.Load() == int64(len(in)) {
			t.Errorf("workers %d: the whole input was read after the output failed", workers)
		}
	}
}

type countingReader struct {
	r io.Reader
	n atomic.Int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n.Add(int64(n))
	return n, err
}

// TestProgressPlain: a progress bar on a stderr that is not a terminal is
// plain status lines, no escapes, and stdout is untouched.
func TestProgressPlain(t *testing.T) {
	in, want := numbered(1000)
	var out, errs bytes.Buffer
	e := Engine{Name: "test", Progress: true, Workers: 2, Streams: Streams{In: strings.NewReader(in), Out: &out, Err: &errs}}
	if err := e.Run(nil, func() Processor { return echo }); err != nil {
		t.Fatal(err)
	}
	if out.String() != want || !strings.Contains(errs.String(), "linkscope test: 1000 lines") || strings.Contains(errs.String(), "\x1b") {
		t.Errorf("stderr %q", errs.String())
	}
}

// TestRunConcurrentOrder: answers come in input order though lines finish
// in any order.
func TestRunConcurrentOrder(t *testing.T) {
	in, want := numbered(3000)
	var out bytes.Buffer
	e := Engine{Workers: 16, Streams: Streams{In: strings.NewReader(in), Out: &out, Err: io.Discard}}
	p := func(dst []byte, n int, line string, lineErr error) ([]byte, string) {
		if n%13 == 0 {
			time.Sleep(time.Millisecond)
		}
		return echo(dst, n, line, lineErr)
	}
	if err := e.RunConcurrent(nil, p); err != nil {
		t.Fatal(err)
	}
	if out.String() != want {
		t.Error("output out of order")
	}
}

// TestRunConcurrentSlowLines: slow lines overlap instead of each holding
// up the lines after it: 1,000 lines of which 10 take 300 ms, on 8
// workers, take about two slow lines' time (8 slow lines at once, then
// 2), where waiting for the slowest line of each 256-line chunk took four.
func TestRunConcurrentSlowLines(t *testing.T) {
	in, _ := numbered(1000)
	const slow = 300 * time.Millisecond
	p := func(dst []byte, n int, line string, lineErr error) ([]byte, string) {
		if n%100 == 50 {
			time.Sleep(slow)
		}
		return echo(dst, n, line, lineErr)
	}
	var out bytes.Buffer
	e := Engine{Workers: 8, Streams: Streams{In: strings.NewReader(in), Out: &out, Err: io.Discard}}
	start := time.Now()
	if err := e.RunConcurrent(nil, p); err != nil {
		t.Fatal(err)
	}
	if took := time.Since(start); took > 3*slow {
		t.Errorf("took %v: the slow lines did not overlap", took)
	}
	if got := strings.Count(out.String(), "\n"); got != 1000 {
		t.Errorf("%d lines out", got)
	}
}

// TestEachLine: every line once, numbered, too-long ones flagged.
func TestEachLine(t *testing.T) {
	in := "a\r\n\n" + strings.Repeat("z", MaxLine+1) + "\nb"
	var got []string
	e := Engine{Streams: Streams{In: strings.NewReader(in), Err: io.Discard}}
	err := e.EachLine(func(n int, line string, lineErr error) {
		got = append(got, fmt.Sprintf("%d:%d:%v", n, len(line), lineErr != nil))
	})
	want := []string{"1:1:false", "2:0:false", fmt.Sprintf("3:%d:true", MaxLine), "4:1:false"}
	if err != nil || strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("%v, %v; want %v", got, err, want)
	}
}
