package hops

import "github.com/linkscope/linkscope/core/tracking"

import "github.com/linkscope/linkscope/core/jsonw"

// Step is one hop as the follower saw it.
type Step struct {
	URL    string
	Status int // the status of the response that led here; 0 for an unwrap hop
	Via    string
}

// Hop is a step with what it did to the tracking values.
type Hop struct {
	Step
	Diff
}

// Chain is a followed link: every hop in order, the final URL, what the
// first link carried and the final URL lacks, and why the chain stopped
// early ("" when it reached a page that leads nowhere else).
type Chain struct {
	Input  string
	Final  string
	Hops   []Hop
	Lost   []string
	LostAt int // index in Hops of the first hop that dropped a lost value; -1 when nothing is lost
	Error  string
	// FinalStatus is the status the final page answered with, 0 when the
	// chain ended before one answered (see SetFinalStatus).
	FinalStatus int
	// Warnings are what a reader should know that is no error: an https
	// hop to http, an error status at the end.
	Warnings []Warning
}

// NewChain diffs the steps taken from input. The first link's values are
// those of the input and of the wrappers unwrapped from it before any
// request, so a destination's parameters inside a Google /url count as
// carried. t is the tracking table (with the user's rules) that says which
// parameters are tracking values.
func NewChain(input string, steps []Step, err string, t *tracking.Table) Chain {
	c := Chain{Input: input, Final: input, Hops: make([]Hop, 0, len(steps)), Lost: []string{}, LostAt: -1, Error: err}
	prev := Params(input, t)
	carried := append([]Param(nil), prev...)
	leading := true
	for _, s := range steps {
		cur := Params(s.URL, t)
		c.Hops = append(c.Hops, Hop{Step: s, Diff: Compare(prev, cur)})
		if leading && s.Via == ViaUnwrap {
			carried = append(carried, cur...)
		} else {
			leading = false
		}
		prev = cur
		c.Final = s.URL
	}
	for _, p := range carried {
		if _, ok := lookup(prev, p.Name); !ok {
			c.Lost = appendOnce(c.Lost, p.Name)
		}
	}
	c.LostAt = firstDrop(c.Hops, c.Lost)
	c.Warnings = downgrades(input, c.Hops)
	return c
}

// firstDrop is the index of the first hop that dropped one of names.
func firstDrop(hops []Hop, names []string) int {
	for i, h := range hops {
		for _, d := range h.Dropped {
			for _, n := range names {
				if d == n {
					return i
				}
			}
		}
	}
	return -1
}

// AppendJSON appends the contract's `follow --json` record: {"input",
// "final", "hops":[{"url","status","via","kept","dropped","added",
// "changed"}], "lost", "lost_at", "error"}; status null for an unwrap hop,
// lost_at and error null when there is none. A "warnings" array follows
// them: [{"rule","hop","message"}] (see Warning; hop null for the input),
// [] when there is none.
func (c *Chain) AppendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	dst = jsonw.AppendKey(dst, "input")
	dst = jsonw.AppendString(dst, c.Input)
	dst = jsonw.AppendKey(dst, "final")
	dst = jsonw.AppendString(dst, c.Final)
	dst = jsonw.AppendKey(dst, "hops")
	dst = append(dst, '[')
	for i := range c.Hops {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = c.Hops[i].appendJSON(dst)
	}
	dst = append(dst, ']')
	dst = jsonw.AppendKey(dst, "lost")
	dst = jsonw.AppendStrings(dst, c.Lost)
	dst = jsonw.AppendKey(dst, "lost_at")
	if c.LostAt < 0 {
		dst = jsonw.AppendNull(dst)
	} else {
		dst = jsonw.AppendInt(dst, int64(c.LostAt))
	}
	dst = jsonw.AppendKey(dst, "error")
	dst = jsonw.AppendStringOrNull(dst, c.Error, c.Error != "")
	dst = jsonw.AppendKey(dst, "warnings")
	dst = appendWarnings(dst, c.Warnings)
	return append(dst, '}')
}

func (h *Hop) appendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	dst = jsonw.AppendKey(dst, "url")
	dst = jsonw.AppendString(dst, h.URL)
	dst = jsonw.AppendKey(dst, "status")
	if h.Status == 0 {
		dst = jsonw.AppendNull(dst)
	} else {
		dst = jsonw.AppendInt(dst, int64(h.Status))
	}
	dst = jsonw.AppendKey(dst, "via")
	dst = jsonw.AppendString(dst, h.Via)
	for _, l := range []struct {
		key  string
		list []string
	}{{"kept", h.Kept}, {"dropped", h.Dropped}, {"added", h.Added}, {"changed", h.Changed}} {
		dst = jsonw.AppendKey(dst, l.key)
		dst = jsonw.AppendStrings(dst, l.list)
	}
	return append(dst, '}')
}
