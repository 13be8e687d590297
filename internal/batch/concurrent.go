package batch

import (
	"strings"
	"sync"
)

// RunConcurrent's bounds on the lines read but not yet written: a slow
// line holds back the writing of the lines after it, not their
// processing, until this many lines, or this many bytes of answers, wait
// behind it. A window of a thousand lines lets the slow lines of a batch
// overlap instead of each stalling the whole run in turn.
const (
	windowLines = 1024
	windowBytes = 64 << 20
)

// MaxConcurrent is the most lines RunConcurrent works on at once (a
// larger Workers is taken as it): each is a goroutine waiting on the
// network, and the window holds four times as many lines.
const MaxConcurrent = 256

// RunConcurrent is Run for a Processor that waits, on the network, not on
// the CPU: each line runs on its own as soon as one of Workers (at least
// one) goroutines is free, and answers are written in input order as soon
// as every line before them is done. A slow line never keeps the workers
// idle while there is room in the window; memory is bounded by the window.
// p must be safe to call from several goroutines.
func (b Engine) RunConcurrent(args []string, p Processor) error {
	workers := min(max(b.Workers, 1), MaxConcurrent)
	type job struct {
		n       int
		line    string
		lineErr error
	}
	jobs := make(chan job)
	results := make(chan lineResult, workers)
	var pool sync.WaitGroup
	for range workers {
		pool.Add(1)
		go func() {
			defer pool.Done()
			for j := range jobs {
				out, msg := p(nil, j.n, j.line, j.lineErr)
				results <- lineResult{j.n, out, msg}
			}
		}()
	}
	slots := make(chan struct{}, max(windowLines, 4*workers))
	stop := make(chan struct{})
	held := newBudget(windowBytes)
	var lr *lineReader
	if len(args) == 0 {
		lr = newLineReader(b.In)
	}
	readErr := make(chan error, 1)
	go func() {
		err := eachLine(args, lr, func(n int, line string, lineErr error) bool {
			select {
			case slots <- struct{}{}:
			case <-stop:
				return false
			}
			if !held.wait() {
				return false
			}
			jobs <- job{n, strings.Clone(line), lineErr} // the chunk's buffer is reused
			return true
		})
		close(jobs)
		pool.Wait()
		close(results)
		readErr <- err
	}()
	bar := b.newProgress(lr)
	werr := b.collectLines(results, slots, stop, held, bar)
	bar.finish()
	if err := <-readErr; err != nil {
		return err
	}
	return werr
}

// lineResult is one line's answer.
type lineResult struct {
	n   int
	out []byte
	msg string
}

// collectLines writes the answers in line order, each as soon as the ones
// before it are written, and frees a window slot per line written. After
// a write error it stops the reader and drains the rest.
func (b Engine) collectLines(results <-chan lineResult, slots <-chan struct{}, stop chan<- struct{}, held *budget, bar *progressBar) error {
	w := newLineBuffer(b.Out, 64<<10)
	pending := map[int]lineResult{}
	next := 1
	var werr error
	for r := range results {
		pending[r.n] = r
		held.add(len(r.out) + len(r.msg))
		for r, ok := pending[next]; ok; r, ok = pending[next] {
			delete(pending, next)
			if werr == nil {
				if werr = b.writeLine(w, r); werr != nil {
					close(stop)
					held.close()
				}
				bar.update(next, false)
			}
			held.add(-len(r.out) - len(r.msg))
			next++
			<-slots
		}
	}
	if ferr := w.Flush(); werr == nil && ferr != nil {
		werr = Written(ferr)
	}
	return werr
}

// writeLine writes one answer and its message; a terminal sees it at once.
func (b Engine) writeLine(w *lineBuffer, r lineResult) error {
	r.out = append(r.out, '\n')
	if _, err := w.Write(r.out); err != nil {
		return Written(err)
	}
	if warning := b.appendWarning(nil, r.n, r.msg); len(warning) > 0 || b.OutIsTerminal {
		if err := w.Flush(); err != nil {
			return Written(err)
		}
		b.Err.Write(warning)
	}
	return nil
}

// eachLine calls fn with each argument, or each line lr reads when there
// are no arguments, numbered from 1, until fn returns false. A line over
// MaxLine comes with ErrLineTooLong and its first MaxLine bytes.
func eachLine(args []string, lr *lineReader, fn func(n int, line string, lineErr error) bool) error {
	if lr == nil {
		for i, a := range args {
			if !fn(i+1, a, nil) {
				return nil
			}
		}
		return nil
	}
	return readChunks(lr, &chunk{first: 1}, func(c *chunk) (*chunk, error) {
		for i := range c.ends {
			var lineErr error
			if c.long[i] {
				lineErr = ErrLineTooLong
			}
			if !fn(c.first+i, c.line(i), lineErr) {
				return nil, nil
			}
		}
		c.reset(0, lr.n+1)
		return c, nil
	})
}

// EachLine calls fn with each line of In, numbered from 1, drawing the
// progress bar when asked: for a command that aggregates its input
// rather than answering each line. A line over MaxLine comes with
// ErrLineTooLong and its first MaxLine bytes; line is valid only during
// the call.
func (b Engine) EachLine(fn func(n int, line string, lineErr error)) error {
	lr := newLineReader(b.In)
	bar := b.newProgress(lr)
	count := 0
	err := eachLine(nil, lr, func(n int, line string, lineErr error) bool {
		fn(n, line, lineErr)
		if count = n; count%chunkLines == 0 {
			bar.update(count, false)
		}
		return true
	})
	bar.update(count, false)
	bar.finish()
	return err
}

// Progress is a progress bar for an input the engine does not read
// itself (a CSV file): it shows the count and the rate.
type Progress struct{ bar *progressBar }

// NewProgress starts a bar when the Engine asks for one.
func (b Engine) NewProgress() Progress {
	b.InSize = 0 // no byte count to draw a fraction from: rate only
	return Progress{b.newProgress(nil)}
}

// Update shows that n records are done.
func (p Progress) Update(n int) { p.bar.update(n, false) }

// Finish draws the final count and ends the line.
func (p Progress) Finish() { p.bar.finish() }

// budget counts the bytes of answers waiting to be written; the reader
// waits while they are over the limit.
type budget struct {
	mu     sync.Mutex
	cond   *sync.Cond
	held   int
	limit  int
	closed bool
}

func newBudget(limit int) *budget {
	b := &budget{limit: limit}
	b.cond = sync.NewCond(&b.mu)
	return b
}

// add changes the bytes held by n (negative: written).
func (b *budget) add(n int) {
	b.mu.Lock()
	b.held += n
	b.mu.Unlock()
	if n < 0 {
		b.cond.Broadcast()
	}
}

// wait blocks while the bytes held are over the limit; false once closed.
func (b *budget) wait() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	for b.held > b.limit && !b.closed {
		b.cond.Wait()
	}
	return !b.closed
}

// close releases the reader for good: the output failed.
func (b *budget) close() {
	b.mu.Lock()
	b.closed = true
	b.mu.Unlock()
	b.cond.Broadcast()
}
