package batch

import (
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/progress"
)

// progressBar draws a one-line progress bar with rate and ETA on stderr,
// at most five times a second. The zero value (no bar) does nothing.
type progressBar struct {
	on    bool
	b     Engine
	lr    *lineReader
	bar   progress.Model
	start time.Time
	last  time.Time
	lines int
}

// newProgress returns a bar when one was asked for (--progress), or when
// stderr is a terminal and the input a file of known size, unless --quiet.
func (b Engine) newProgress(lr *lineReader) *progressBar {
	if !b.Progress {
		return &progressBar{}
	}
	bar := progress.New(progress.WithDefaultGradient(), progress.WithWidth(30))
	now := time.Now()
	return &progressBar{on: true, b: b, lr: lr, bar: bar, start: now, last: now}
}

func (p *progressBar) update(lines int, force bool) {
	if !p.on {
		return
	}
	p.lines = lines
	now := time.Now()
	interval := 200 * time.Millisecond
	if !p.b.ErrIsTerminal {
		interval = 2 * time.Second
	}
	if !force && now.Sub(p.last) < interval {
		return
	}
	p.last = now
	elapsed := now.Sub(p.start).Seconds()
	rate := float64(lines) / max(elapsed, 1e-9)
	var status strings.Builder
	fmt.Fprintf(&status, "%d lines  %.0f lines/s", lines, rate)
	fraction := -1.0
	if size := p.b.InSize; size > 0 {
		fraction = min(float64(p.lr.bytesRead())/float64(size), 1)
		if fraction > 0 && fraction < 1 {
			eta := time.Duration(elapsed * (1 - fraction) / fraction * float64(time.Second))
			fmt.Fprintf(&status, "  ETA %s", eta.Round(time.Second))
		}
	}
	if !p.b.ErrIsTerminal {
		// A log file gets plain lines: no bar, no escapes.
		fmt.Fprintf(p.b.Err, "linkscope %s: %s\n", p.b.Name, status.String())
		return
	}
	line := status.String()
	if fraction >= 0 {
		line = p.bar.ViewAs(fraction) + "  " + line
	}
	fmt.Fprintf(p.b.Err, "\r%s\x1b[K", line)
}

// finish draws the final state and ends the line.
func (p *progressBar) finish() {
	if !p.on {
		return
	}
	p.update(p.lines, true)
	if p.b.ErrIsTerminal {
		fmt.Fprintln(p.b.Err)
	}
}
