// Package hostmemo remembers what was worked out from a host name, for a
// batch that meets the same hosts again and again: its IDNA forms, its
// deceptive-host risks. The memory is bounded in entries and in the length
// of a host it keeps, and keeps copies, so it neither grows without end on
// hostile input nor holds the input lines alive.
package hostmemo

import "strings"

// The bounds: a Memo starts again when it holds MaxHosts hosts, and does
// not remember a host longer than a DNS name can be (a hostile line can
// hold a megabyte of host).
const (
	MaxHosts   = 4096
	MaxHostLen = 255
)

// Memo maps a host, as written, to a value. The zero Memo is empty and
// ready; use one per goroutine.
type Memo[V any] struct {
	m map[string]V
}

// Get returns the value for host: remembered, or work(host) kept as
// keep(value). keep must copy whatever the value holds of the input (the
// host's substrings), since the value outlives the line.
func (c *Memo[V]) Get(host string, work func(string) V, keep func(V) V) V {
	if len(host) > MaxHostLen {
		return work(host)
	}
	if v, ok := c.m[host]; ok {
		return v
	}
	v := keep(work(host))
	if c.m == nil || len(c.m) >= MaxHosts {
		c.m = make(map[string]V, 64)
	}
	c.m[strings.Clone(host)] = v
	return v
}

// Len is how many hosts are remembered.
func (c *Memo[V]) Len() int { return len(c.m) }
