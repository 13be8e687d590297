package batch

import (
	"io"
	"os"
	"os/signal"
	"sync"
	"syscall"
)

// InterruptGuard stands between a command and the process's stdout when
// that is no terminal (a file, a pipe to jq): an interrupt (SIGINT,
// SIGTERM) ends the process only when what was written so far ends with a
// line break, so a JSON line is finished or dropped, never cut in half.
// The engine writes whole lines only (lineBuffer), so a line command ends
// at once; a command caught mid-line ends as soon as the line is written.
// A second interrupt ends the process at once.
type InterruptGuard struct {
	mu      sync.Mutex
	w       io.Writer
	whole   bool      // what was written ends with a line break (or is nothing)
	pending os.Signal // an interrupt waiting for the line to end
	errw    io.Writer
	exit    func(int)
}

// GuardInterrupts starts the guard over w; the interrupt's message goes to
// errw, and exit ends the process (os.Exit in the program).
func GuardInterrupts(w, errw io.Writer, exit func(int)) *InterruptGuard {
	g := &InterruptGuard{w: w, whole: true, errw: errw, exit: exit}
	signals := make(chan os.Signal, 2)
	signal.Notify(signals, os.Interrupt, syscall.SIGTERM)
	go g.watch(signals)
	return g
}

func (g *InterruptGuard) watch(signals <-chan os.Signal) {
	first := <-signals
	go func() { // a second interrupt does not wait for the line
		g.stop(<-signals, "interrupted again: the last line may be cut")
	}()
	g.interrupt(first)
}

// interrupt ends the process now when the output ends with a whole line,
// else when the line being written ends.
func (g *InterruptGuard) interrupt(sig os.Signal) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.whole {
		g.stop(sig, "interrupted: every line written is whole")
		return
	}
	g.pending = sig
}

// Write writes p; after an interrupt, the first write that ends a line
// ends the process.
func (g *InterruptGuard) Write(p []byte) (int, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	n, err := g.w.Write(p)
	if n > 0 {
		g.whole = p[n-1] == '\n'
	}
	if g.pending != nil && g.whole {
		g.stop(g.pending, "interrupted: every line written is whole")
	}
	return n, err
}

// stop ends the process with the status a shell gives a process a signal
// ended (128 + the signal's number).
func (g *InterruptGuard) stop(sig os.Signal, msg string) {
	io.WriteString(g.errw, "linkscope: "+msg+"\n")
	code := 130
	if s, ok := sig.(syscall.Signal); ok {
		code = 128 + int(s)
	}
	g.exit(code)
}
