package decode

import (
	"slices"
	"strings"

	"github.com/linkscope/linkscope/core/internal/asciifold"
	"github.com/linkscope/linkscope/core/query"
)

// Bounds on the work one input may cause.
const (
	// MaxDepth bounds the nested steps under one value (percent, base64,
	// zlib, protobuf, a URL read again, …).
	MaxDepth = 8
	// MaxValue is the longest value decoded; a longer one is skipped.
	MaxValue = 64 << 10
	// MaxWork bounds the bytes all decoding steps of one input may
	// produce together.
	MaxWork = 1 << 20
	// MaxFacts bounds the facts of one input.
	MaxFacts = 256
	// maxSeen bounds the values remembered to stop cycles.
	maxSeen = 64
)

// Decode returns the facts of input (a URL or a bare value) with the
// default tables.
func Decode(input string) []Fact { return Default().Decode(input) }

// Decode returns the facts of input: a URL is read part by part (wrapper
// destination, host, path, query, fragment), anything else as a bare
// value, where every layout is tried. nil when nothing is decodable.
func (d *Decoder) Decode(input string) []Fact {
	return d.AppendFacts(nil, input)
}

// AppendFacts is Decode appending to dst.
func (d *Decoder) AppendFacts(dst []Fact, input string) []Fact {
	return d.NewReader().AppendFacts(dst, input)
}

// Reader decodes inputs one after another, reusing its working buffers:
// a batch holds one per goroutine. The facts it returns are the caller's.
type Reader struct{ r run }

// NewReader returns a Reader with d's tables.
func (d *Decoder) NewReader() *Reader { return &Reader{r: run{d: d}} }

// AppendFacts appends the facts of input (see Decoder.Decode) to dst.
func (rd *Reader) AppendFacts(dst []Fact, input string) []Fact {
	r := &rd.r
	r.reset(dst)
	if r.knownLinkInto(&r.top, input) || asLinkInto(&r.top, input) {
		r.link(&r.top, input, nil, 0)
	} else {
		r.bare(input)
	}
	r.top = link{}
	dst, r.facts = r.facts, nil
	clear(r.seen) // drop references to this input's values
	clear(r.links)
	return dst
}

// Known is what a caller that has read the input already (core/inspect)
// tells the decoder, so that the work is not done twice and the facts
// another part of its report gives are left out.
type Known struct {
	// Wrapper and Target are the input's outermost wrapper and the link
	// it holds (core/unwrap's first layer), Wrapper "" when the input is
	// not wrapped: the target is read as a link without asking unwrap
	// again.
	Wrapper, Target string
	// Destinations are the links the caller shows as destinations (each
	// wrapper layer's): no fact repeats them.
	Destinations []string
	// OpenstatOf is the link whose _openstat marker the caller shows
	// (the input, or its destination): its marker is left out.
	OpenstatOf string
	// Pairs are every query pair of the link PairsOf, as core/query
	// reads them (query.Of, then query.Append): that link's query is
	// read from them, not split and decoded again.
	Pairs   []query.Pair
	PairsOf string
	// Host and Rest are the input's host and what follows its
	// authority, when the caller has split the input, an http(s) URL
	// written with "//", already (core/unwrap's Result.InputHost): the
	// host in lower case, without userinfo, a port of digits or a
	// trailing dot; Rest the path, query and fragment as written. The
	// input's authority is then not read again. Host "" when not known.
	Host, Rest string
}

// destination reports whether the caller shows v as a destination.
func (k *Known) destination(v string) bool {
	return k != nil && slices.Contains(k.Destinations, v)
}

// AppendFactsKnowing is AppendFacts for an input the caller has read: see
// Known.
func (rd *Reader) AppendFactsKnowing(dst []Fact, input string, k *Known) []Fact {
	rd.r.known = k
	dst = rd.AppendFacts(dst, input)
	rd.r.known = nil
	return dst
}

// reset readies r for an input whose facts go after dst's.
func (r *run) reset(dst []Fact) {
	r.facts, r.first, r.work, r.nest = dst, len(dst), 0, 0
	r.seen, r.links = r.seenBuf[:0], r.linksBuf[:0]
}

// maxHosts bounds the hosts a Reader remembers; past it, it starts again.
const maxHosts = 1 << 12

// entriesOf returns host's rule sets, the any-host entry last.
func (r *run) entriesOf(host string) []*hostRules {
	if e, ok := r.hosts[host]; ok {
		return e
	}
	e := r.d.anyOnly
	if found := r.d.hostEntries(nil, host); len(found) > 0 {
		e = append(found, r.d.any)
	}
	if r.hosts == nil || len(r.hosts) >= maxHosts {
		r.hosts = make(map[string][]*hostRules, 64)
	}
	r.hosts[strings.Clone(host)] = e // host may point into the caller's buffer
	return e
}

// asLink reads input as a URL when it has a scheme and either "//" or a
// scheme written without it (mailto:, magnet:, urn:, did:, tel:, sms:).
func asLink(input string) (l link, ok bool) {
	ok = asLinkInto(&l, input)
	return l, ok
}

// asLinkInto is asLink splitting into *l, which the input's own link, the
// commonest, is split into in place: the parts are not copied on.
func asLinkInto(l *link, input string) bool {
	if !splitLink(l, input) {
		return false
	}
	if l.authority {
		return true
	}
	switch l.scheme {
	case "mailto", "magnet", "urn", "did", "tel", "sms":
		return true
	}
	return false
}

// knownLinkInto is asLinkInto for an input whose host the caller knows
// (Known.Host): only its path, query and fragment are split. False when
// the caller does not know it, or the input is not the link it split:
// asLinkInto reads it then.
func (r *run) knownLinkInto(l *link, input string) bool {
	k := r.known
	if k == nil || k.Host == "" || len(k.Rest) > len(input) || input[len(input)-len(k.Rest):] != k.Rest ||
		strings.IndexByte(k.Host, ':') >= 0 { // a port that is not digits: splitLink reads it otherwise
		return false
	}
	var scheme string
	switch {
	case asciifold.HasPrefix(input, "https://"):
		scheme = input[:5]
	case asciifold.HasPrefix(input, "http://"):
		scheme = input[:4]
	default:
		return false
	}
	*l = link{scheme: scheme, host: k.Host, authority: true, rest: k.Rest}
	l.splitRest(k.Rest)
	return true
}

// run is the work on one input: the facts so far and the bounds.
type run struct {
	d     *Decoder
	facts []Fact
	first int // facts before it belong to other inputs
	work  int
	nest  int      // links being read, one inside the other
	known *Known   // what the caller knows of the input, or nil
	seen  []string // values expanded
	links []string // links read

	seenBuf  [8]string
	linksBuf [4]string
	top      link // the input's own parts, when it is a link
	// hosts remembers each host's rule sets (the any-host entry last)
	// across the Reader's inputs: a batch meets the same hosts again.
	hosts  map[string][]*hostRules
	segBuf [16]string
}

// loc is where a value sits: the part of the input, then the steps that
// decoded it. chain is never changed once made (then copies); nil stands
// for [at], made only when a fact is emitted there.
type loc struct {
	at    string
	chain []string
}

func newLoc(at string) loc { return loc{at: at} }

// then is l after one more decoding step.
func (l loc) then(step string) loc {
	base := l.steps()
	c := make([]string, len(base)+1)
	copy(c, base)
	c[len(base)] = step
	return loc{at: l.at, chain: c}
}

// steps is the chain, [at] when no step was taken.
func (l loc) steps() []string {
	if l.chain == nil {
		return []string{l.at}
	}
	return l.chain
}

// full reports whether the input has all the facts it may have.
func (r *run) full() bool { return len(r.facts)-r.first >= MaxFacts }

// emit adds a fact unless the same reading of the same place is there.
func (r *run) emit(l loc, k Kind, label, value, decoder string, c Confidence) {
	if r.full() {
		return
	}
	r.add(Fact{At: l.at, Kind: k, Label: label, Value: value, Decoder: decoder, Confidence: c, Chain: l.steps()})
}

// emitTime adds a timestamp fact.
func (r *run) emitTime(l loc, label, decoder string, c Confidence, in instant, p Precision) {
	if r.full() {
		return
	}
	r.add(Fact{At: l.at, Kind: KindTimestamp, Label: label, Value: in.rfc3339(p), Precision: p, Decoder: decoder,
		Confidence: c, Chain: l.steps(), Unix: in.sec, Nanos: int32(in.nsec)})
}

func (r *run) add(f Fact) {
	if r.full() {
		return
	}
	for i := r.first; i < len(r.facts); i++ {
		g := &r.facts[i]
		if g.At == f.At && g.Label == f.Label && g.Value == f.Value && g.Decoder == f.Decoder {
			return
		}
	}
	r.facts = append(r.facts, f)
}

// hasURL reports whether a URL fact already gives v (a wrapper's
// destination, then the same value as its parameter).
func (r *run) hasURL(v string) bool {
	if r.known.destination(v) {
		return true // the caller has it: its own destination
	}
	for i := r.first; i < len(r.facts); i++ {
		if r.facts[i].Kind == KindURL && r.facts[i].Value == v {
			return true
		}
	}
	return false
}

// spend counts n bytes of decoding work; false when the input's budget is
// spent.
func (r *run) spend(n int) bool {
	r.work += n
	return r.work <= MaxWork
}

// remember reports whether v was not decoded before on this input, and
// remembers it: a value that decodes to itself, or to a value already
// met, stops there.
func (r *run) remember(v string) bool { return remember(&r.seen, v) }

func remember(seen *[]string, v string) bool {
	for _, s := range *seen {
		if s == v {
			return false
		}
	}
	if len(*seen) < maxSeen {
		*seen = append(*seen, v)
	}
	return true
}

// link reads a URL: the destination a wrapper holds, the host, the path,
// the query and the fragment, each part by the rules of the link's host
// and of every host, and each value no rule reads by its shape. chain is
// the steps before it (a URL found inside a value); depth its nesting.
func (r *run) link(l *link, raw string, chain []string, depth int) {
	// depth is the caller's nesting; r.nest counts the links being read,
	// which a value decoder does not know, so both bound it.
	depth = max(depth, r.nest)
	if depth > MaxDepth || !r.spend(len(raw)) || (depth > 0 && !remember(&r.links, raw)) {
		return
	}
	r.nest++
	entries := r.entriesOf(l.host)
	p := part{r: r, l: l, entries: entries, chain: chain, depth: depth}
	if k := r.known; k != nil {
		p.noOpenstat = len(raw) == len(k.OpenstatOf) && raw == k.OpenstatOf
		if len(raw) == len(k.PairsOf) && raw == k.PairsOf {
			p.pairsKnown = true
		}
	}
	switch l.scheme {
	case "mailto":
		p.mailto()
		r.nest--
		return
	case "magnet":
		p.magnet()
		r.nest--
		return
	case "urn":
		// urn:uuid: is a UUID's URN form (RFC 9562 section 4); the
		// scheme and the namespace are case-insensitive (RFC 8141).
		if len(l.path) == 41 && asciifold.HasPrefix(l.path, "uuid:") {
			if b, ok := parseUUID(l.path[5:]); ok {
				readUUID(r, p.loc("path"), b, "UUID", High)
			}
			r.nest--
			return
		}
	}
	p.wrapper(raw)
	p.host()
	// The path of a tel: or sms: link is a telephone number (RFC 3966
	// section 3, RFC 5724 section 2), whatever its digits look like.
	if l.scheme != "tel" && l.scheme != "sms" {
		p.path()
	}
	p.query()
	p.fragment()
	r.nest--
}

// bare reads a value that is not a URL: every layout whose shape fits.
func (r *run) bare(v string) {
	v = strings.TrimSpace(v)
	if v == "" {
		return
	}
	r.sniff(newLoc("input"), v, 0, sniffBare)
}
