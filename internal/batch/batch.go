// Package batch is the engine behind every command that reads input
// lines: line N of the output always answers line N of the input, lines
// are processed by a pool of workers in chunks read straight into reused
// buffers, memory stays flat whatever the input size, a bad line is
// reported with its number, and a progress bar can be drawn on stderr.
package batch

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"sync"
	"unsafe"
)

// Processor turns one input line into one output line appended to dst
// (without the newline). n is the line's 1-based number; lineErr is set when
// the engine could not read the line whole. msg, when not empty, is a
// problem to report on stderr in plain output (JSON output carries it in the
// record instead). A Processor is used by one goroutine at a time, so it may
// keep reusable buffers. line is valid only during the call (see chunk): a
// Processor that keeps any part of it for later must copy it.
type Processor func(dst []byte, n int, line string, lineErr error) (out []byte, msg string)

// Streams are what an Engine reads and writes.
type Streams struct {
	In            io.Reader
	Out, Err      io.Writer
	OutIsTerminal bool  // flush after every chunk, so a reader sees lines as they come
	ErrIsTerminal bool  // draw the progress bar; else plain status lines
	InSize        int64 // size of In when it is a regular file, for the bar's fraction; else 0
}

// Engine runs a Processor over input lines: the positional arguments when
// there are any, else the lines of In, with a pool of workers. Output
// line N always answers input line N.
type Engine struct {
	Name     string // the command, in messages: "linkscope NAME: line N: …"
	JSON     bool   // problems go in the record, not on stderr
	Workers  int    // 0: one per core
	Progress bool   // draw a progress bar on stderr
	Streams
}

// chunk is a run of consecutive input lines processed by one worker. Its
// buffers are reused once it is written, so a long run allocates nothing per
// chunk: text is a string view of buf, made without copying, and is valid
// until the chunk is reset. Before this, copying every chunk into a new
// string was a tenth of `normalize`'s time, counting the garbage collection
// it caused.
type chunk struct {
	seq   int
	first int // number of the chunk's first line
	buf   []byte
	text  string
	ends  []int  // end of each line in text, "\n" or "\r\n" included
	long  []bool // the line was cut at maxLine; no end of line to trim
	out   []byte
	msgs  []byte
}

// reset empties c for reuse as chunk seq starting at line first, keeping
// its buffers.
func (c *chunk) reset(seq, first int) {
	*c = chunk{seq: seq, first: first, buf: keep(c.buf, 4*chunkBytes), ends: c.ends[:0], long: c.long[:0],
		out: keep(c.out, keptOutput), msgs: keep(c.msgs, keptOutput)}
}

// keptOutput is the most of a chunk's answer buffer kept for the next
// chunk: a full chunk's answers take a few megabytes (inspect --json
// writes some ten bytes a byte read), but a chunk of long lines can grow
// it to tens of megabytes, and each of the chunks in flight keeping that
// much would hold hundreds of them for the rest of the run.
const keptOutput = 16 * chunkBytes

// keep empties b for reuse, or drops it when it grew past limit bytes.
func keep(b []byte, limit int) []byte {
	if cap(b) > limit {
		return nil
	}
	return b[:0]
}

// seal makes text the view of buf once the chunk is full. No line is read
// into buf again until the chunk has been written and reset.
func (c *chunk) seal() {
	c.text = unsafe.String(unsafe.SliceData(c.buf), len(c.buf))
}

const (
	chunkLines = 256
	chunkBytes = 256 << 10
)

// memoryCeiling is the soft limit on the heap while lines are processed
// (runtime/debug.SetMemoryLimit): a base, and a share per worker for the
// line it works on and the answers of its chunks in flight. The GC then
// runs more often rather than let the heap grow; a user's GOMEMLIMIT
// wins.
func memoryCeiling(workers int) int64 { return 96<<20 + int64(workers)*12<<20 }

// gcPercent is the collector's setting while lines are processed
// (runtime/debug.SetGCPercent): the heap may grow to five times what
// lives before a cycle, within memoryCeiling.
const gcPercent = 400

// setMemoryLimit sets the ceiling for workers unless the environment set
// one; it returns what puts the limit back.
func setMemoryLimit(workers int) func() { return SoftMemoryLimit(memoryCeiling(workers)) }

// SoftMemoryLimit sets the heap's soft limit (runtime/debug.SetMemoryLimit)
// to limit bytes unless the user's GOMEMLIMIT set one; it returns what puts
// the limit back. Past it the collector runs more often, never fails.
func SoftMemoryLimit(limit int64) func() {
	if os.Getenv("GOMEMLIMIT") != "" {
		return func() {}
	}
	old := debug.SetMemoryLimit(limit)
	return func() { debug.SetMemoryLimit(old) }
}

// MaxWorkers is the most workers an Engine runs: each holds up to two
// chunks in flight and its own work, so more than the machine's cores
// add memory and no speed. A larger Workers is taken as MaxWorkers.
const MaxWorkers = 64

// Run processes the arguments, or In's lines when there are none, with
// one Processor per worker (newProcessor makes them), writing the answers
// to Out in input order.
func (b Engine) Run(args []string, newProcessor func() Processor) error {
	// Memory is bounded by the chunks in flight, not by the input: the
	// collector can wait for more garbage before it runs, up to a soft
	// ceiling past which it works harder (long lines make large answers:
	// 40 lines of 1 MiB at 16 workers went past a gigabyte). The first
	// link builds the lookup tables, tens of megabytes that live to the
	// end: collecting as they grow took a third of a one-link run.
	defer debug.SetGCPercent(debug.SetGCPercent(gcPercent))
	w := newLineBuffer(b.Out, 256<<10)
	var err error
	if len(args) > 0 {
		defer setMemoryLimit(1)()
		err = b.runArgs(w, args, newProcessor())
	} else {
		err = b.runStream(w, newProcessor)
	}
	if ferr := w.Flush(); err == nil && ferr != nil {
		err = Written(ferr)
	}
	return err
}

// runArgs processes the arguments in order on this goroutine: there are few.
func (b Engine) runArgs(w *lineBuffer, args []string, p Processor) error {
	var buf []byte
	for i, a := range args {
		var msg string
		buf, msg = p(buf[:0], i+1, a, nil)
		buf = append(buf, '\n')
		if _, err := w.Write(buf); err != nil {
			return Written(err)
		}
		if warning := b.appendWarning(nil, i+1, msg); len(warning) > 0 {
			b.Err.Write(warning)
		}
	}
	return nil
}

// appendWarning appends the stderr line for a bad input line in plain
// output; JSON output carries the problem in its record instead.
func (b Engine) appendWarning(dst []byte, n int, msg string) []byte {
	if msg == "" || b.JSON {
		return dst
	}
	return fmt.Appendf(dst, "linkscope %s: line %d: %s\n", b.Name, n, msg)
}

// runStream reads stdin in chunks, processes them on a pool of workers and
// writes the results in input order. At most 2 chunks per worker are in
// flight, so memory stays flat whatever the input size.
func (b Engine) runStream(w *lineBuffer, newProcessor func() Processor) error {
	workers := b.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, MaxWorkers)
	defer setMemoryLimit(workers)()
	lr := newLineReader(b.In)
	if workers == 1 {
		return b.runSerial(w, lr, newProcessor())
	}
	jobs := make(chan *chunk, workers)
	done := make(chan *chunk, workers)
	slots := make(chan struct{}, 2*workers+1)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p := newProcessor()
			for c := range jobs {
				b.process(c, p)
				done <- c
			}
		}()
	}
	readErr := make(chan error, 1)
	stop := make(chan struct{})
	free := make(chan *chunk, cap(slots))
	// The input in flight is bounded in bytes too: a chunk of one long line
	// is four times a full chunk, and its answer ten times that, so fewer
	// of them are let in at once.
	inFlight := newBudget(cap(slots) * chunkBytes)
	go func() {
		readErr <- feed(lr, jobs, slots, free, stop, inFlight)
		close(jobs)
		wg.Wait()
		close(done)
	}()
	bar := b.newProgress(lr)
	werr := b.collect(w, done, slots, free, stop, inFlight, bar)
	bar.finish()
	if err := <-readErr; err != nil {
		return err
	}
	return werr
}

// runSerial is the one-worker pipeline on one goroutine: read a chunk,
// process it, write it, reuse it. No hand-offs, so nothing is spent on
// scheduling when there is one core to use.
func (b Engine) runSerial(w *lineBuffer, lr *lineReader, p Processor) error {
	bar := b.newProgress(lr)
	defer bar.finish()
	return readChunks(lr, &chunk{first: 1}, func(c *chunk) (*chunk, error) {
		b.process(c, p)
		if err := b.write(w, c); err != nil {
			return nil, err
		}
		bar.update(c.first+len(c.ends)-1, false)
		c.reset(0, lr.n+1)
		return c, nil
	})
}

// readChunks reads lines into chunks and hands each one to emit, which
// returns the chunk to fill next (nil to stop early). After a read error the
// lines read before it are still emitted.
func readChunks(lr *lineReader, c *chunk, emit func(*chunk) (*chunk, error)) error {
	for c != nil {
		err := lr.fill(c)
		if len(c.ends) > 0 {
			c.seal()
			var emitErr error
			if c, emitErr = emit(c); emitErr != nil {
				return emitErr
			}
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// feed reads chunks of lines and hands them to the workers, until the
// input ends or stop is closed (the output failed). Chunks come back through
// free once written, so their buffers are reused.
func feed(lr *lineReader, jobs chan<- *chunk, slots chan struct{}, free <-chan *chunk, stop <-chan struct{}, inFlight *budget) error {
	return readChunks(lr, newChunk(free, 0, 1), func(c *chunk) (*chunk, error) {
		select {
		case slots <- struct{}{}:
		case <-stop:
			return nil, nil
		}
		if !inFlight.wait() {
			return nil, nil
		}
		inFlight.add(len(c.buf))
		jobs <- c
		return newChunk(free, c.seq+1, lr.n+1), nil
	})
}

func (b Engine) process(c *chunk, p Processor) {
	for i := range c.ends {
		var lineErr error
		if c.long[i] {
			lineErr = ErrLineTooLong
		}
		var msg string
		c.out, msg = p(c.out, c.first+i, c.line(i), lineErr)
		c.out = append(c.out, '\n')
		c.msgs = b.appendWarning(c.msgs, c.first+i, msg)
	}
}

// line is the chunk's line i, without its end of line.
func (c *chunk) line(i int) string {
	start := 0
	if i > 0 {
		start = c.ends[i-1]
	}
	if c.long[i] {
		return c.text[start:c.ends[i]]
	}
	return trimEOL(c.text[start:c.ends[i]])
}

// newChunk takes a written chunk back from free, or makes one.
func newChunk(free <-chan *chunk, seq, first int) *chunk {
	select {
	case c := <-free:
		c.reset(seq, first)
		return c
	default:
		return &chunk{seq: seq, first: first}
	}
}

// collect writes finished chunks in sequence order, then hands them back
// for reuse. After a write error it closes stop and keeps draining, so the
// reader and workers can finish.
func (b Engine) collect(w *lineBuffer, done <-chan *chunk, slots <-chan struct{}, free chan<- *chunk, stop chan<- struct{}, inFlight *budget,
	bar *progressBar) error {
	pending := map[int]*chunk{}
	next := 0
	var werr error
	for c := range done {
		pending[c.seq] = c
		for c, ok := pending[next]; ok; c, ok = pending[next] {
			delete(pending, next)
			next++
			if werr == nil {
				if werr = b.write(w, c); werr != nil {
					close(stop)
					inFlight.close()
				}
				bar.update(c.first+len(c.ends)-1, false)
			}
			inFlight.add(-len(c.buf))
			// The chunk goes back before its slot is given up, so the
			// reader, which waits for a slot, finds it there to reuse.
			select {
			case free <- c:
			default:
			}
			<-slots
		}
	}
	return werr
}

func (b Engine) write(w *lineBuffer, c *chunk) error {
	if _, err := w.Write(c.out); err != nil {
		return Written(err)
	}
	if len(c.msgs) > 0 {
		if err := w.Flush(); err != nil {
			return Written(err)
		}
		b.Err.Write(c.msgs)
	}
	if b.OutIsTerminal {
		return w.Flush()
	}
	return nil
}

// WriteError is a failure to write the output (a closed pipe, a full
// disk): the command stops, with an exit status of its own, so a caller
// can tell it from a bad input or an answer such as compare's "not
// equivalent".
type WriteError struct{ Err error }

func (e *WriteError) Error() string { return "write output: " + e.Err.Error() }
func (e *WriteError) Unwrap() error { return e.Err }

// Written wraps a write error (nil stays nil).
func Written(err error) error {
	if err == nil {
		return nil
	}
	return &WriteError{err}
}
