package inspect

import (
	"strings"

	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/risk"
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
	// readRisks: Report.Risks and Report.TargetRisks, and whether the
	// analysed link's two readings may take different hosts, which the
	// scan works out on the way and the safebrowsing section asks.
	readRisks
)

// closure adds the readings that the readings in need read first.
func (need reading) closure(noUnwrap bool) reading {
	if need&readTracking != 0 {
		need |= readPairs
	}
	if need&(readPairs|readOpenstat|readRisks) != 0 {
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
	if in.reads&readRisks != 0 {
		in.scanRisks(r)
	}
	if in.reads&readPairs != 0 {
		in.splitQuery(r.Analysed)
	}
	if in.reads&readOpenstat != 0 {
		in.decodeOpenstat(&r.Openstat, r.Analysed)
	}
	if in.reads&readTracking != 0 {
		r.Clean, r.Tracking = tracking.CleanPairs(r.Analysed, in.pairs, in.opts.Tracking, in.matches[:0])
		in.matches = r.Tracking
	}
}

// decodeOpenstat decodes the Openstat marker of link into *d, from the
// query pairs split already when they all were (a query cut at its bound
// is read again whole).
func (in *Inspector) decodeOpenstat(d *openstat.Decoded, link string) {
	if in.reads&readPairs != 0 && in.pairTotal == len(in.pairs) {
		openstat.DecodePairsInto(d, link, in.pairs)
		return
	}
	*d = openstat.Decode(link)
}

// scanRisks scans the input, and the destination inside a wrapper (a
// safe-looking wrapper can hold a lookalike), into one slice reused from
// link to link. The scan of the analysed link says too whether its two
// readings may take different hosts (risk.MayDiffer), kept for the
// safebrowsing section.
func (in *Inspector) scanRisks(r *Report) {
	found, differs := in.risks.AppendScan(in.risksFound[:0], r.Input)
	n := len(found)
	if r.Analysed == r.Input {
		r.differs = differsOf(differs)
	}
	if !in.opts.NoUnwrap && r.Unwrapped.Wrapped() {
		found, differs = in.risks.AppendScan(found, r.Unwrapped.Target)
		r.differs = differsOf(differs) // the target is the analysed link
		r.TargetRisks = nilIfEmpty(found[n:])
	}
	r.Risks = nilIfEmpty(found[:n:n])
	in.risksFound = found
}

// nilIfEmpty is list, or nil when it holds nothing: what a scan of its
// own returns then.
func nilIfEmpty[T any](list []T) []T {
	if len(list) == 0 {
		return nil
	}
	return list
}

// differs is what the risks reading found of the analysed link's two
// readings (a browser's, RFC 3986's): whether they may take different
// hosts, or unknown when it did not scan that link.
type differs uint8

const (
	differsUnknown differs = iota
	differsNo
	differsMay
)

func differsOf(may bool) differs {
	if may {
		return differsMay
	}
	return differsNo
}

// mayDiffer is risk.MayDiffer of the analysed link, the risks reading's
// answer when it scanned that link.
func (in *Inspector) mayDiffer(r *Report) bool {
	if r.differs != differsUnknown {
		return r.differs == differsMay
	}
	return risk.MayDiffer(r.Analysed)
}
