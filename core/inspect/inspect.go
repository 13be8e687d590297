// Package inspect runs every analysis linkscope knows on one URL and
// gathers the results in a Report: the single value the terminal UI and the
// `inspect` command both render.
package inspect

import (
	"slices"
	"strings"
	"time"

	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/core/attribution"
	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/core/decode"
	"github.com/linkscope/linkscope/core/hostmemo"
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/pcm"
	"github.com/linkscope/linkscope/core/placeholder"
	"github.com/linkscope/linkscope/core/query"
	"github.com/linkscope/linkscope/core/risk"
	"github.com/linkscope/linkscope/core/safebrowsing"
	"github.com/linkscope/linkscope/core/spoof"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/core/unwrap"
	"github.com/linkscope/linkscope/core/uri"
	"github.com/linkscope/linkscope/core/whatwg"
)

// Options says what to compute, and with which setup.
type Options struct {
	// Setup is the analysis setup every view and command shares: the
	// tracking table with the user's rules, the conventions file, the
	// normalization rules and whether wrapped links are unwrapped.
	analysis.Setup
	// Sections are the sections to compute; zero means every one.
	Sections Set
	HostRule safebrowsing.HostRule
	// Steps records the Safe Browsing canonicalization steps, for a reader;
	// batch output does not need them. Normalization steps are always
	// recorded: they are part of the JSON contract (docs/json.md).
	Steps bool
	// Zone is the local zone the plain report also writes the decoded
	// times in; nil for UTC only.
	Zone *time.Location
	// Transient says the caller writes each Report out before it asks for
	// the next and keeps none of its strings (a batch command): the
	// normalized URL and steps are then written in memory reused from link
	// to link (uri.StepMemory), not in new memory for each link that
	// changes. A view that keeps strings of a Report it has replaced (a
	// cache keyed by them) must leave it false.
	Transient bool
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
	// HostForms are the URI's host in both IDNA forms.
	HostForms HostForms
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
	// When a browser reads another host in the link than its RFC 3986
	// reading (a backslash before an '@'), SafeBrowsing is computed from
	// the browser's URL, as Chrome's client looks it up, and
	// SafeBrowsingAsWritten holds the lookup of the link as written (or
	// why it has none); else the latter is nil.
	SafeBrowsing          *safebrowsing.Result
	SafeBrowsingErr       error
	SafeBrowsingSteps     []safebrowsing.Step
	SafeBrowsingAsWritten *AsWritten
	// PCM is set for URLs under /.well-known/private-click-measurement/.
	PCM *pcm.Parsed
	// Conventions are the link's departures from the conventions file (and
	// the link-level rules that need none).
	Conventions []conventions.Finding
	// Unwrapped is the destination inside a wrapper link, layer by layer.
	// Analysed is the link the analyses after uri ran on: Unwrapped.Target,
	// or the input (trimmed) with Options.NoUnwrap or when not wrapped.
	Unwrapped unwrap.Result
	Analysed  string
	// Params are the analysed link's query pairs in order, each marked
	// when it is a tracking parameter; positions are in Input, or in
	// Analysed when that is an unwrapped target.
	Params []query.Pair
	// Risks are what makes the input deceptive, positions in Input.
	// TargetRisks are what makes the destination inside a wrapper
	// deceptive, positions in Unwrapped.Target: a safe-looking wrapper can
	// hold a lookalike host. They are computed with Risks when the link is
	// unwrapped (not with Options.NoUnwrap).
	Risks       []risk.Risk
	TargetRisks []risk.Risk
	// Placeholders are the ad platforms' and mailers' placeholders the
	// analysed link holds, raw or percent-encoded ({campaignid},
	// %7Bcampaignid%7D): a landing page that receives one was never filled
	// (placeholder.AppendUnfilled words why). Positions are in Input, or in
	// Analysed when that is an unwrapped target.
	Placeholders []placeholder.Placeholder
	// Browser is the input (trimmed) as a browser reads it, by the WHATWG
	// URL Standard, beside the RFC 3986 reading: its href, validation
	// errors and the components the two readings disagree on. Positions
	// are in Input.
	Browser whatwg.Record
	// Decoded is what the input's opaque values say (core/decode): times in
	// ids, search and click parameters, what encodings hold.
	Decoded []decode.Fact
	// Cut says what the work budget left out (MaxPairs, MaxListed);
	// empty for nearly every link.
	Cut []Cut
	// Attribution is what each analytics platform will record of a visit
	// landing on the analysed link, with no referrer: positions in
	// Analysed.
	Attribution attribution.Reading

	sections Set
	zone     *time.Location // Options.Zone, for the plain report
	// subject is what the analyses of the destination read: the input as
	// given (the parsers report its whitespace), or the unwrapped target.
	subject string
	// link is the input without its surrounding whitespace, trimmed once.
	link string
	// differs says whether the analysed link's two readings may take
	// different hosts, when the risks reading found it out.
	differs differs
}

// Inspector inspects many URLs, reusing its buffers: the Report of one call
// is valid until the next. Use one Inspector per goroutine.
type Inspector struct {
	opts            Options
	report          Report          // the last link's report
	reads           reading         // the readings the sections asked for need, worked out once
	computed        Set             // the sections with a compute step: the others are their readings
	normalize       uri.Options     // the setup's normalization options, made once
	steps           *uri.StepMemory // the normalized section's memory, when Options.Transient
	hasher          safebrowsing.Hasher
	wrappers        *unwrap.Table             // the built-in wrapper table, looked up once
	pairs           []query.Pair              // the analysed link's query pairs (MaxPairs at most), split once per link
	pairTotal       int                       // how many pairs the query holds
	matches         []tracking.Match          // the tracking matches, reused across links
	holders         []placeholder.Placeholder // the placeholders found, reused across links
	findings        []conventions.Finding     // the conventions findings, reused across links
	hosts           hostmemo.Memo[HostForms]  // IDNA forms of the hosts seen
	risks           risk.Scanner              // remembers the risks of the hosts seen
	risksFound      []risk.Risk               // the risks of the input and of the target, reused across links
	displays        spoof.Displays            // what Chrome's address bar shows of the hosts seen
	browser         whatwg.Reader             // remembers the IDNA work of the hosts seen
	verrs           []whatwg.ValidationError  // the browser reading's validation errors, reused across links
	attribution     attribution.Reader        // reads landing pages as analytics will, its buffers reused
	attributionRead attribution.Reading       // the last link's reading, its slices reused
	diffs           []whatwg.Difference       // the components the readings disagree on, reused across links
	decoder         *decode.Reader            // the decoded section's, made at its first link
	facts           []decode.Fact             // the decoded facts, reused across links
	known           decode.Known              // what the decoded section tells decode, reused across links
}

// New returns an Inspector computing what opts asks for (every section when
// opts.Sections is zero).
func New(opts Options) *Inspector {
	if opts.Sections == 0 {
		opts.Sections = allSections()
	}
	opts.Tracking = opts.Table() // required: checked here, not at the first link
	in := &Inspector{opts: opts, normalize: opts.NormalizeOptions(), wrappers: unwrap.Default()}
	for i := range sectionList {
		if opts.Sections&(1<<i) != 0 {
			in.reads |= sectionList[i].needs
		}
	}
	in.reads = in.reads.closure(opts.NoUnwrap)
	for i := range sectionList {
		if sectionList[i].compute != nil {
			in.computed |= 1 << i
		}
	}
	in.risks.SetBrands(opts.Conventions.BrandSet()) // the team's brands, from its conventions file
	if opts.Transient {
		in.steps = &uri.StepMemory{}
	}
	return in
}

// Inspect analyses raw with a fresh Inspector: the Report is the caller's
// to keep.
func Inspect(raw string, opts Options) Report {
	return *New(opts).Inspect(raw)
}

// Inspect analyses raw. Surrounding whitespace is trimmed for the analyses
// (Input keeps it), as people paste links with it. uri describes the input
// as written; the other analyses run on the unwrapped destination unless
// Options.NoUnwrap. Only the sections asked for are computed, and only the
// readings they need. The Report is the Inspector's, valid until the next
// call: copy it to keep it.
func (in *Inspector) Inspect(raw string) *Report {
	// The report lives in the Inspector: handed to each section's
	// functions, one on the caller's stack would escape to the heap on
	// every link.
	r := &in.report
	*r = Report{Input: raw, sections: in.opts.Sections}
	in.read(r)
	for set := r.sections & in.computed; set != 0; set &= set - 1 {
		sectionList[set.first()].compute(in, r)
	}
	if in.reads&readPairs != 0 && in.pairTotal > len(in.pairs) {
		r.Cut = append(r.Cut, Cut{Key: "query_pairs", Kept: len(in.pairs), Total: in.pairTotal})
	}
	r.trimLists()
	return r
}

// maxKeptPairs is the most query pairs whose memory an Inspector keeps for
// the next link.
const maxKeptPairs = 1 << 12

// splitQuery splits the query of the analysed link into in.pairs, once
// for tracking, params and conventions; positions are in the link.
func (in *Inspector) splitQuery(link string) {
	if cap(in.pairs) > maxKeptPairs { // one hostile line: do not hold its memory for the next
		in.pairs, in.matches = nil, nil
	}
	in.pairs, in.pairTotal = in.pairs[:0], 0
	if q, at, ok := query.Of(link); ok {
		in.pairs, in.pairTotal = query.AppendN(in.pairs, q, at, MaxPairs)
	}
}

// params marks the analysed link's pairs that are tracking parameters
// (the tracking reading's matches when it was done) and returns them with
// positions in the input, or in the analysed link when that is an
// unwrapped target.
func (in *Inspector) params(r *Report) []query.Pair {
	raw, link, analysed := r.Input, r.link, r.Analysed
	matches := r.Tracking
	if in.reads&readTracking == 0 {
		in.matches = in.opts.Tracking.AppendPairMatches(in.matches[:0], analysed, in.pairs)
		matches = in.matches
	}
	j := 0
	for i := range in.pairs {
		p := &in.pairs[i]
		for j < len(matches) && !matches[j].Fragment && matches[j].Start < p.Pos {
			j++
		}
		p.Tracking = j < len(matches) && !matches[j].Fragment && matches[j].Start == p.Pos
	}
	if analysed != link {
		return in.pairs
	}
	return in.shifted(strings.Index(raw, link))
}

// shifted returns the pairs with positions moved by lead bytes (the
// whitespace before the link in the input), in a copy: in.pairs keep
// their positions in the link for the analyses that read them.
func (in *Inspector) shifted(lead int) []query.Pair {
	if lead <= 0 {
		return in.pairs
	}
	out := slices.Clone(in.pairs)
	for i := range out {
		out[i].Pos += lead
		if bad := out[i].BadEscapes; bad != nil {
			out[i].BadEscapes = make([]int, len(bad))
			for k, b := range bad {
				out[i].BadEscapes[k] = b + lead
			}
		}
	}
	return out
}
