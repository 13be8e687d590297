package inspect

import (
	"strings"

	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/core/uri"
)

// A reading is work several sections share, done once per link and only
// when a section asked for needs it.
type reading uint8

const (
	// readUnwrap: Report.Unwrapped, the wrapper chain.
	readUnwrap reading = 1 << iota
	// readTarget: Report.Analysed and the subject, the destination the
	// analyses read (the unwrapped target unless NoUnwrap).
	readTarget
	// readRFC: Report.URI, the input's RFC 3986 reading.
	readRFC
	// readOpenstat: Report.Openstat, the destination's marker.
	readOpenstat
	// readPairs: the destination's query pairs (Inspector.pairs).
	readPairs
	// readTracking: Report.Tracking and Report.Clean.
	readTracking
)

// closure adds the readings that the readings in need read first.
func (need reading) closure(noUnwrap bool) reading {
	if need&readTracking != 0 {
		need |= readPairs
	}
	if need&(readPairs|readOpenstat) != 0 {
		need |= readTarget
	}
	if need&readTarget != 0 && !noUnwrap {
		need |= readUnwrap
	}
	return need
}

// read does the readings the Inspector's sections need, in the order they
// depend on each other.
func (in *Inspector) read(r *Report) {
	raw := r.Input
	link := strings.TrimSpace(raw)
	r.link, r.Analysed, r.subject = link, link, raw
	if in.reads&readUnwrap != 0 {
		r.Unwrapped = in.wrappers.Unwrap(link)
		if !in.opts.NoUnwrap && r.Unwrapped.Wrapped() {
			r.Analysed, r.subject = r.Unwrapped.Target, r.Unwrapped.Target
		}
	}
	if in.reads&readRFC != 0 {
		r.URI, r.URIWarnings, r.URIErr = uri.ParseLenient(raw)
	}
	if in.reads&readPairs != 0 {
		in.splitQuery(r.Analysed)
	}
	if in.reads&readOpenstat != 0 {
		r.Openstat = in.decodeOpenstat(r.Analysed)
	}
	if in.reads&readTracking != 0 {
		r.Clean, r.Tracking = tracking.CleanPairs(r.Analysed, in.pairs, in.opts.Tracking, in.matches[:0])
		in.matches = r.Tracking
	}
}

// decodeOpenstat is the Openstat marker of link, read from the query
// pairs split already when they all were (a query cut at its bound is
// read again whole).
func (in *Inspector) decodeOpenstat(link string) openstat.Decoded {
	if in.reads&readPairs != 0 && in.pairTotal == len(in.pairs) {
		return openstat.DecodePairs(link, in.pairs)
	}
	return openstat.Decode(link)
}
