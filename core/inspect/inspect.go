// Package inspect runs every analysis linkscope knows on one URL and
// gathers the results in a Report: the single value the terminal UI and the
// `inspect` command both render.
package inspect

import (
	"strings"

	"github.com/linkscope/linkscope/core/formvalue"
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/pcm"
	"github.com/linkscope/linkscope/core/query"
	"github.com/linkscope/linkscope/core/risk"
	"github.com/linkscope/linkscope/core/safebrowsing"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/core/uri"
)

// Section is a set of report sections, so callers compute only what they
// show.
type Section uint16

// The report's sections, by their JSON names.
const (
	SectionURI Section = 1 << iota
	SectionOpenstat
	SectionTracking
	SectionNormalized
	SectionSafeBrowsing
	SectionPCM
	SectionParams
	SectionRisks
	// AllSections asks for everything.
	AllSections = SectionURI | SectionOpenstat | SectionTracking | SectionNormalized | SectionSafeBrowsing | SectionPCM |
		SectionParams | SectionRisks
)

// Options says what to compute.
type Options struct {
	Sections Section
	// Rules are the normalization rules; zero means the safe preset.
	Rules    uri.RuleSet
	HostRule safebrowsing.HostRule
	// Steps records the Safe Browsing canonicalization steps, for a reader;
	// batch output does not need them. Normalization steps are always
	// recorded: they are part of the contract's JSON.
	Steps bool
	// Tracking is the tracking table (with the user's rules); nil means
	// tracking.Default().
	Tracking *tracking.Table
}

// Report is everything linkscope can tell about one input line.
type Report struct {
	Input string // exactly as given
	// URI is the RFC 3986 reading of the input as pasted (surrounding
	// whitespace trimmed, IRIs accepted, both with a warning); URIErr says
	// where it is not a URI reference.
	URI         uri.Reference
	URIWarnings []uri.Warning
	URIErr      error
	// Normalized is the input under Options.Rules, step by step.
	Normalized    uri.Result
	NormalizedErr error
	Openstat      openstat.Decoded
	// Tracking lists the known tracking parameters of the link (a fragment
	// Openstat marker included); Clean is the link without them, every
	// other byte unchanged.
	Tracking []tracking.Match
	Clean    string
	// SafeBrowsing is nil when the URL cannot be canonicalized, and
	// SafeBrowsingErr says why. SafeBrowsingSteps is filled with Options.Steps.
	SafeBrowsing      *safebrowsing.Result
	SafeBrowsingErr   error
	SafeBrowsingSteps []safebrowsing.Step
	// PCM is set for URLs under /.well-known/private-click-measurement/.
	PCM *pcm.Parsed
	// Params are the query's pairs in order, positions in Input, each
	// marked when it is a tracking parameter.
	Params []query.Pair
	// Risks are what makes the link deceptive, positions in Input.
	Risks    []risk.Risk
	sections Section
}

// Has reports whether s was computed.
func (r *Report) Has(s Section) bool { return r.sections&s != 0 }

// Inspector inspects many URLs, reusing its buffers: the Report of one call
// is valid until the next. Use one Inspector per goroutine.
type Inspector struct {
	opts    Options
	hasher  safebrowsing.Hasher
	pairs   []query.Pair     // reused by Params
	matches []tracking.Match // reused when Params needs the tracking matches alone
}

// New returns an Inspector computing what opts asks for (every section when
// opts.Sections is zero).
func New(opts Options) *Inspector {
	if opts.Sections == 0 {
		opts.Sections = AllSections
	}
	if opts.Rules == 0 {
		opts.Rules = uri.PresetSafe
	}
	if opts.Tracking == nil {
		opts.Tracking = tracking.Default()
	}
	return &Inspector{opts: opts}
}

// NormalizeOptions are the options every caller normalizes with: the
// rules, recorded steps, and the tracking table behind
// remove-tracking-params.
func NormalizeOptions(rules uri.RuleSet) uri.Options {
	return uri.Options{Rules: rules, RecordSteps: true, IsTrackingParam: isTrackingParam}
}

// isTrackingParam reads a query key as the tracking table does: after
// percent-decoding, so utm%5Fsource is utm_source. Only global parameters
// that the clean link always drops count: the rule sees a key, not the
// URL that site scopes and exceptions need.
func isTrackingParam(key string) bool {
	t := tracking.Default()
	p, ok := t.Lookup(key)
	if !ok && strings.ContainsAny(key, "%+") {
		p, ok = t.Lookup(formvalue.Decode(key))
	}
	return ok && p.Drop && len(p.KeepIf) == 0
}

// Inspect analyses raw with a fresh Inspector: the Report is the caller's
// to keep.
func Inspect(raw string, opts Options) Report {
	return New(opts).Inspect(raw)
}

// Inspect analyses raw. Surrounding whitespace is trimmed for the analyses
// (Input keeps it), as people paste links with it.
func (in *Inspector) Inspect(raw string) Report {
	r := Report{Input: raw, sections: in.opts.Sections}
	link := strings.TrimSpace(raw)
	if r.Has(SectionURI | SectionPCM) {
		r.URI, r.URIWarnings, r.URIErr = uri.ParseLenient(raw)
	}
	if r.Has(SectionNormalized) {
		r.Normalized, r.NormalizedErr = uri.Normalize(raw, NormalizeOptions(in.opts.Rules))
	}
	if r.Has(SectionPCM) && r.URIErr == nil && pcm.IsPCM(r.URI.Path) {
		p := pcm.Parse(link)
		r.PCM = &p
	}
	if r.Has(SectionOpenstat) {
		r.Openstat = openstat.Decode(link)
	}
	if r.Has(SectionTracking) {
		r.Clean, r.Tracking = tracking.Clean(link, in.opts.Tracking)
	}
	if r.Has(SectionParams) {
		r.Params = in.params(raw, link, r.Tracking, r.Has(SectionTracking))
	}
	if r.Has(SectionRisks) {
		r.Risks = risk.Scan(raw)
	}
	if r.Has(SectionSafeBrowsing) {
		r.SafeBrowsing, r.SafeBrowsingErr = in.hasher.Lookup(raw, in.opts.HostRule)
		if in.opts.Steps && r.SafeBrowsingErr == nil {
			_, r.SafeBrowsingSteps, _ = safebrowsing.CanonicalizeSteps(raw)
		}
	}
	return r
}

// params splits the query of link (raw trimmed) into pairs with positions
// in raw, marking those that are tracking parameters.
func (in *Inspector) params(raw, link string, matches []tracking.Match, haveMatches bool) []query.Pair {
	q, at, ok := query.Of(link)
	if !ok {
		return nil
	}
	lead := strings.Index(raw, link)
	in.pairs = query.Append(in.pairs[:0], q, lead+at)
	if !haveMatches {
		in.matches = in.opts.Tracking.AppendMatchesURL(in.matches[:0], link, q, at)
		matches = in.matches
	}
	j := 0
	for i := range in.pairs {
		p := &in.pairs[i]
		for j < len(matches) && !matches[j].Fragment && matches[j].Start < p.Pos-lead {
			j++
		}
		p.Tracking = j < len(matches) && !matches[j].Fragment && matches[j].Start == p.Pos-lead
	}
	return in.pairs
}
