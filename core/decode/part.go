package decode

import (
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/formvalue"
	"github.com/linkscope/linkscope/core/query"
	"github.com/linkscope/linkscope/core/unwrap"
)

// part reads one link: its parts against the rules of its host entries.
type part struct {
	r       *run
	l       *link
	entries []*hostRules // the host's entries, the any-host entry last
	chain   []string     // the steps before this link, when it was found inside a value
	depth   int
	segs    []string
	// noOpenstat: this link's _openstat marker is the caller's (Known).
	noOpenstat bool
	// pairsKnown: the caller has read this link's query (Known.Pairs).
	pairsKnown bool
}

// loc is where a part of this link is: for a link found inside a value,
// the outer place with this part as a further step.
func (p *part) loc(at string) loc {
	if len(p.chain) == 0 {
		return newLoc(at)
	}
	base := loc{at: p.chain[0], chain: p.chain}
	return base.then(at)
}

// pathNames are the names of the first path segments, made once.
var pathNames = func() (t [16]string) {
	for i := range t {
		t[i] = "path " + strconv.Itoa(i+1)
	}
	return t
}()

// segLoc is where path segment n (from 0) is.
func (p *part) segLoc(n int) loc {
	if n < len(pathNames) {
		return p.loc(pathNames[n])
	}
	return p.loc("path " + strconv.Itoa(n+1))
}

// wrapper reports the destination a wrapper link holds (Safe Links,
// Proofpoint, Google /url, …, as core/unwrap reads them) and reads it as
// a link in turn.
func (p *part) wrapper(raw string) {
	if k := p.r.known; k != nil && p.depth == 0 {
		if k.Target != "" {
			p.readTarget(k.Wrapper, k.Target)
		}
		return
	}
	if !p.l.authority || !unwrap.Default().MayMatch(p.l.host, p.l.rest) {
		return
	}
	w, target, _ := unwrap.Default().Match(raw)
	if w == nil || target == "" {
		return
	}
	p.readTarget(w.Name, target)
}

// readTarget reads a wrapper's destination as a link, after its fact
// unless the caller shows it (Known).
func (p *part) readTarget(wrapper, target string) {
	l := p.loc("wrapper " + wrapper)
	if !p.r.known.destination(target) {
		p.r.emit(l, KindURL, "Destination ("+wrapper+")", target, "unwrap", High)
	}
	if t, ok := asLink(target); ok {
		p.r.link(&t, target, l.steps(), p.depth+1)
	}
}

// host reads a host that is an IPv4 address: written as a number
// (http://3627730766/, 0xD83AC74E, 0330.0072.0307.0116), the address a
// browser connects to; written dotted, the address itself.
func (p *part) host() {
	if p.l.host == "" || !isDigit(p.l.host[0]) {
		return // every IPv4 form starts with a digit ("0x…" too)
	}
	// Dotted decimal first: ipv4Host rules it out before parsing.
	if isDottedDecimal(p.l.host) {
		p.r.emit(p.loc("host"), KindIP, "IPv4 address (the host)", p.l.host, "ipv4-host", High)
	} else if ip, ok := ipv4Host(p.l.host); ok {
		p.r.emit(p.loc("host"), KindIP, "IPv4 address the host is written for", ip, "ipv4-host", High)
	}
}

// path applies the path rules to the segments and reads the segments no
// rule captured by their shape.
func (p *part) path() {
	if p.l.path == "" || p.l.path == "/" || p.nothingInPath() {
		return
	}
	var buf []string
	if p.depth == 0 {
		buf = p.r.segBuf[:0]
	}
	p.segs = segments(buf, p.l.path)
	var taken uint64 // bit i: a rule read segment i
	start := len(p.r.facts)
	for _, h := range p.entries {
		for _, i := range h.paths {
			ru := &p.r.d.rules[i]
			if len(p.segs) < ru.minSegs || ru.maxSegs >= 0 && len(p.segs) > ru.maxSegs {
				continue
			}
			n, ok := matchPath(ru.pattern, p.segs)
			if !ok {
				continue
			}
			before := len(p.r.facts)
			v := pathValue(p.segs[n])
			if ru.strip != "" {
				v = v[min(len(ru.strip), len(v)):]
			}
			ru.fn(p.r, p.segLoc(n), v, ru)
			// A rule that read nothing (a speculative one on every host)
			// leaves the segment to be read by its shape.
			if n < 64 && len(p.r.facts) > before {
				taken |= 1 << n
			}
		}
	}
	for n, seg := range p.segs {
		if n < 64 && taken&(1<<n) != 0 || !worthSniffing(seg) {
			continue
		}
		p.r.sniff(p.segLoc(n), pathValue(seg), p.depth, sniffURL)
	}
	if len(p.r.facts)-start > 1 {
		sortBySegment(p.r.facts[start:])
	}
}

// nothingInPath reports, from one pass over the path, that no rule and no
// shape can read it: the link's host has no path rules of its own, the
// any-host rules need a first segment or a segment count it does not have,
// and no segment is long enough to sniff. Most links' paths end here.
func (p *part) nothingInPath() bool {
	if len(p.entries) != 1 {
		return false // the host has entries of its own
	}
	path := strings.TrimPrefix(p.l.path, "/")
	count, run := 1, 0
	first := len(path)
	for i := 0; i < len(path); i++ {
		switch path[i] {
		case '/':
			if count == 1 {
				first = i
			}
			count++
			run = 0
		case '%':
			return false // an escape to undo
		default:
			if run++; run >= 8 {
				return false // a segment long enough to sniff
			}
		}
	}
	if count == 1 {
		return !p.r.d.anyOneSegment(len(path))
	}
	return !p.r.d.anyFirst(path[:first])
}

// pathValue is a segment percent-decoded (only a segment with an escape
// is copied).
func pathValue(seg string) string { return formvalue.PercentDecode(seg) }

// query applies the query rules to each pair, then reads the values no
// rule read by their shape.
func (p *part) query() {
	if p.l.query == "" {
		return
	}
	if p.pairsKnown {
		pairs := p.r.known.Pairs
		for i := range pairs {
			if p.r.full() {
				return
			}
			q := &pairs[i]
			if !campaignPair(q.RawKey, q.HasEquals || q.RawValue != "") {
				p.pair(q.RawKey, q.RawValue, q, "query ")
			}
		}
		return
	}
	p.pairs(p.l.query, "query ")
}

// fragment reads a fragment of key=value pairs (Google's #q=…&ei=…) with
// the query rules, then applies the whole-fragment rules.
func (p *part) fragment() {
	f := p.l.fragment
	if f == "" {
		return
	}
	if !strings.HasPrefix(f, ":~:") && strings.IndexByte(f, '=') > 0 {
		p.pairs(f, "fragment ")
	}
	for _, h := range p.entries {
		for _, i := range h.fragments {
			ru := &p.r.d.rules[i]
			ru.fn(p.r, p.loc("fragment"), f, ru)
		}
	}
}

// pairs reads the key=value pairs of a query or fragment.
func (p *part) pairs(text string, prefix string) {
	for start := 0; start <= len(text); {
		end := strings.IndexByte(text[start:], '&')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		if end > start && !p.r.full() {
			raw := text[start:end]
			if i := strings.IndexByte(raw, '='); i >= 0 {
				if !campaignPair(raw[:i], true) {
					p.pair(raw[:i], raw[i+1:], nil, prefix)
				}
			} else if !campaignPair(raw, false) {
				p.pair(raw, "", nil, prefix)
			}
		}
		start = end + 1
	}
}

// campaignPair reports whether a pair is a campaign parameter (utm_*):
// its key, as written, starts with utm_ and more follows, in the key or
// after an '='. Plain text on every host: see applyRules.
func campaignPair(rawKey string, more bool) bool {
	return len(rawKey) >= 4 && rawKey[:4] == "utm_" && (len(rawKey) > 4 || more)
}

// pair reads one pair: the rules for its key on the host entries, or,
// when none reads it, its value by shape. known is core/query's reading
// of the pair, with the key and value decoded, when the caller has it.
// Nothing is allocated for a pair no rule names and whose value has no
// decodable shape.
func (p *part) pair(rawKey, rawValue string, known *query.Pair, prefix string) {
	if len(rawKey) == len("_openstat") && rawKey == "_openstat" && p.noOpenstat {
		return
	}
	key := rawKey
	matched := p.applyRules(key, rawValue, known, prefix)
	if !matched && strings.ContainsAny(rawKey, "%+") {
		key = keyOf(rawKey, known) // utm%5Fsource is utm_source
		matched = p.applyRules(key, rawValue, known, prefix)
	}
	if matched || !worthSniffing(rawValue) {
		return
	}
	p.r.sniff(p.loc(prefix+key), valueOf(rawValue, known), p.depth, sniffURL)
}

// keyOf is a pair's key decoded: known's, when the caller read it.
func keyOf(rawKey string, known *query.Pair) string {
	if known != nil {
		return known.Key
	}
	return formvalue.Decode(rawKey)
}

// valueOf is a pair's value decoded: known's, when the caller read it.
func valueOf(rawValue string, known *query.Pair) string {
	if known != nil {
		return known.Value
	}
	return formvalue.Decode(rawValue)
}

// applyRules applies the query rules for key on the host entries to the
// value, and reports whether any rule names the key.
func (p *part) applyRules(key, rawValue string, known *query.Pair, prefix string) bool {
	// Campaign parameters (utm_*) are plain text on every host: named,
	// never decoded, and the commonest keys of all.
	if len(key) > 4 && key[:4] == "utm_" {
		return true
	}
	matched := false
	for _, h := range p.entries {
		if key == "" || !h.keyFirst[key[0]] {
			continue
		}
		for _, i := range h.query[key] {
			ru := &p.r.d.rules[i]
			matched = true
			if ru.decoder == "skip" {
				continue
			}
			at := ru.atQuery
			if prefix != "query " {
				at = ru.atFragment
			}
			ru.fn(p.r, p.loc(at), valueOf(rawValue, known), ru)
		}
	}
	return matched
}

// pairsOf returns the decoded pairs of a query, for decoders that read a
// link's other parameters.
func pairsOf(q string) []query.Pair { return query.Parse(q, 0) }

// sortBySegment orders a path's facts by segment, rules' and shapes'
// readings of one segment keeping their order: the facts follow the link
// from left to right.
func sortBySegment(facts []Fact) {
	for i := 1; i < len(facts); i++ {
		for j := i; j > 0 && segmentOf(facts[j-1].Chain) > segmentOf(facts[j].Chain); j-- {
			facts[j-1], facts[j] = facts[j], facts[j-1]
		}
	}
}

// segmentOf is the path segment number a chain starts from ("path 3", or
// for a link inside a value, its first "path N" step); 0 for none.
func segmentOf(chain []string) int {
	for _, s := range chain {
		if n, ok := strings.CutPrefix(s, "path "); ok {
			v, err := strconv.Atoi(n)
			if err == nil {
				return v
			}
		}
	}
	return 0
}
