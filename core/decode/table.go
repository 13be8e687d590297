package decode

import (
	_ "embed"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/linkscope/linkscope/core/brandsites"
	"github.com/linkscope/linkscope/core/tsvtable"
)

//go:embed sites.tsv
var sitesTSV string

//go:embed names.tsv
var namesTSV string

// place is the part of a link a rule reads.
type place uint8

const (
	inQuery place = iota
	inPath
	inFragment
)

// rule is one row of sites.tsv: on these hosts, this parameter (or the
// path segment this pattern captures, or the fragment) is read by this
// decoder.
type rule struct {
	place place
	key   string // the query or fragment parameter; "" for a whole fragment
	// atQuery and atFragment are where a pair with key is, made once:
	// "query ei", "fragment ei".
	atQuery, atFragment string
	pattern             []segToken // path pattern tokens (see matchPath)
	strip               string     // taken off a captured segment: "RU=" for {RU=*}
	// minSegs and maxSegs bound the segments a path the pattern matches
	// has (maxSegs -1: any number): most paths are ruled out by count.
	minSegs, maxSegs int
	decoder          string
	arg              string // what follows ':' in the decoder column ("udm" in name:udm)
	fn               valueFunc
	label            string
	conf             Confidence
}

// hostRules are the rules of one host entry: query and fragment rules by
// key, path rules in table order.
type hostRules struct {
	query     map[string][]int
	fragments []int // the rules reading the whole fragment
	paths     []int
	// keyFirst marks the first bytes of the query keys: a key whose first
	// byte is unmarked costs no map lookup.
	keyFirst [256]bool
}

// Decoder holds the tables, parsed once; it is read-only after and safe
// for concurrent use.
type Decoder struct {
	rules  []rule
	domain map[string]*hostRules // "x.com": x.com and its subdomains
	brand  map[string]*hostRules // "google": google.com, google.co.uk, www.google.de
	any    *hostRules            // rules on every host
	// anyOnly is the rule sets of a host with no entry of its own: any
	// alone (shared: never appended to in place).
	anyOnly []*hostRules
	names   map[string]map[string]string
	// tails are the last two labels of the domain entries ("x.com",
	// "outlook.com"): a host ending otherwise has no domain entry.
	tails map[string]bool
	// anyFirsts are the first tokens of the any-host path rules of two
	// segments or more (@*, web, users): a longer path whose first segment
	// matches none of them is read by no any-host rule.
	anyFirsts []segToken
	// anyFirstBytes are the bytes a first segment one of anyFirsts
	// matches can start with (in either case), all of them when
	// anyFirstAll: most first segments are ruled out by one load.
	anyFirstBytes [256]bool
	anyFirstAll   bool
	// anyOneSeg are the lengths the any-host rules of one segment read
	// (nil: any length): a one-segment path none reads is read by none.
	anyOneSeg []func(n int) bool
	// brands are the brand entries' labels, few enough to compare;
	// brandLens has bit n set when one is n bytes long.
	brands    []string
	brandLens uint64
}

// Default returns the decoder built from the embedded tables.
func Default() *Decoder { return defaultDecoder() }

var defaultDecoder = sync.OnceValue(func() *Decoder {
	d, err := New(sitesTSV, namesTSV)
	if err != nil {
		panic("decode: embedded tables: " + err.Error()) // a build defect, caught by the tests
	}
	return d
})

// TableError reports a malformed line of a table: its table, its line,
// the column at fault ("" for the whole line) and why (see core/tsvtable).
type TableError = tsvtable.Error

// New builds a decoder from a sites table (`hosts<TAB>place<TAB>key or
// pattern<TAB>decoder<TAB>label<TAB>confidence<TAB>source`) and a names
// table (`table<TAB>code<TAB>name<TAB>source`), each with a header line.
func New(sites, names string) (*Decoder, error) {
	d := &Decoder{domain: map[string]*hostRules{}, brand: map[string]*hostRules{}, any: newHostRules(), names: map[string]map[string]string{},
		tails: map[string]bool{}}
	if err := d.parseNames(names); err != nil {
		return nil, err
	}
	if err := d.parseSites(sites); err != nil {
		return nil, err
	}
	d.anyOnly = []*hostRules{d.any}
	return d, nil
}

func newHostRules() *hostRules {
	return &hostRules{query: map[string][]int{}}
}

func (d *Decoder) parseNames(tsv string) error {
	tab, err := tsvtable.Read("names.tsv", tsv, tsvtable.Options{Positional: true, Columns: []string{"table", "code", "name", "source"}})
	if err != nil {
		return err
	}
	for _, row := range tab.Rows() {
		table, code, name := row.Cell("table"), row.Cell("code"), row.Cell("name")
		if table == "" || name == "" || row.Cell("source") == "" {
			return row.Errorf("", "table, name and source are required")
		}
		if d.names[table] == nil {
			d.names[table] = map[string]string{}
		}
		if _, dup := d.names[table][code]; dup {
			return row.Errorf("code", "code %q twice in table %s", code, table)
		}
		d.names[table][code] = name
	}
	return nil
}

// sitesColumns are the columns of sites.tsv, whatever its header says.
var sitesColumns = []string{"hosts", "place", "key", "decoder", "label", "confidence", "source"}

func (d *Decoder) parseSites(tsv string) error {
	tab, err := tsvtable.Read("sites.tsv", tsv, tsvtable.Options{Positional: true, Columns: sitesColumns})
	if err != nil {
		return err
	}
	for _, row := range tab.Rows() {
		r, hosts, err := d.parseRule(row)
		if err != nil {
			return err
		}
		d.rules = append(d.rules, r)
		for _, h := range hosts {
			d.entry(h).add(r, len(d.rules)-1)
		}
	}
	if len(d.rules) == 0 {
		return tab.Errorf("no rules")
	}
	return nil
}

func (d *Decoder) parseRule(row tsvtable.Row) (rule, []string, error) {
	var f [7]string
	for i, c := range sitesColumns {
		f[i] = row.Cell(c)
	}
	bad := func(col, why string) (rule, []string, error) {
		return rule{}, nil, row.Errorf(col, "%s", why)
	}
	hosts := strings.Split(f[0], ",")
	for _, h := range hosts {
		if h == "" || h != strings.ToLower(h) || strings.ContainsAny(h, "/:@ ") || (strings.Contains(h, "*") && h != "*" && !strings.HasSuffix(h, ".*")) {
			return bad("hosts", "want lower-case hosts, label.* or *: "+strconv.Quote(h))
		}
	}
	r := rule{label: f[4], conf: Confidence(f[5])}
	switch f[1] {
	case "query":
		r.place, r.key = inQuery, f[2]
		if r.key == "" {
			return bad("key", "a query rule names its parameter")
		}
		r.atQuery, r.atFragment = "query "+r.key, "fragment "+r.key
	case "fragment":
		r.place = inFragment
		if f[2] != "" {
			return bad("key", "a fragment rule reads the whole fragment (pairs in a fragment are read by the query rules)")
		}
	case "path":
		r.place = inPath
		if !strings.HasPrefix(f[2], "/") {
			return bad("key", "a path pattern starts with /: "+strconv.Quote(f[2]))
		}
		tokens := segments(nil, f[2])
		if !validPattern(tokens) {
			return bad("key", "a path pattern captures one segment ({}, {!a|b}, {key=*}) "+
				"and has ** only last, or first before the capture alone: "+strconv.Quote(f[2]))
		}
		r.strip = captureStrip(tokens)
		r.pattern = compilePattern(tokens)
		if len(tokens) > 1 && slices.Contains(hosts, "*") {
			first := r.pattern[0]
			first.capture = false
			d.anyFirsts = append(d.anyFirsts, first)
			d.markFirstBytes(&first)
		}
		if len(tokens) == 1 && slices.Contains(hosts, "*") {
			d.anyOneSeg = append(d.anyOneSeg, segmentLengths[f[3]]) // nil: any length
		}
		r.minSegs, r.maxSegs = len(tokens), len(tokens)+1 // a trailing '/' adds an empty segment
		switch {
		case tokens[0] == "**":
			r.minSegs, r.maxSegs = 1, -1
		case tokens[len(tokens)-1] == "**":
			r.minSegs, r.maxSegs = len(tokens)-1, -1
		}
	default:
		return bad("place", "want query, path or fragment, not "+strconv.Quote(f[1]))
	}
	r.decoder, r.arg, _ = strings.Cut(f[3], ":")
	r.fn = valueFuncs[r.decoder]
	switch {
	case strings.Trim(f[3], "abcdefghijklmnopqrstuvwxyz0123456789:_-") != "":
		return bad("decoder", "a decoder is named in lower-case letters, digits, ':', '_' and '-': "+strconv.Quote(f[3]))
	case r.fn == nil:
		return bad("decoder", "no decoder "+strconv.Quote(r.decoder))
	case r.decoder == "name" && d.names[r.arg] == nil:
		return bad("decoder", "no names table "+strconv.Quote(r.arg))
	case r.label == "":
		return bad("label", "every rule has a label")
	case r.conf != High && r.conf != Medium && r.conf != Low:
		return bad("confidence", "want high, medium or low")
	case f[6] == "":
		return bad("source", "every row cites its source")
	}
	return r, hosts, nil
}

func validPattern(p []string) bool {
	captures := 0
	for i, tok := range p {
		if strings.HasPrefix(tok, "{") && strings.HasSuffix(tok, "}") {
			captures++
		}
		if tok == "**" && i != len(p)-1 && !(i == 0 && len(p) == 2) {
			return false
		}
	}
	return captures == 1
}

// captureStrip is what to take off a captured segment before decoding it:
// the "key=" of a {key=*} capture (Yahoo's RU=, Amazon's ref=).
func captureStrip(p []string) string {
	for _, tok := range p {
		if strings.HasPrefix(tok, "{") {
			if k, _, ok := strings.Cut(tok[1:], "="); ok && !strings.HasPrefix(k, "!") {
				return k + "="
			}
		}
	}
	return ""
}

func (d *Decoder) entry(host string) *hostRules {
	m, key := d.domain, host
	switch {
	case host == "*":
		return d.any
	case strings.HasSuffix(host, ".*"):
		m, key = d.brand, strings.TrimSuffix(host, ".*")
		if m[key] == nil {
			d.brands = append(d.brands, key)
			d.brandLens |= 1 << min(len(key), 63)
		}
	default:
		d.tails[tailOf(host)] = true
	}
	if m[key] == nil {
		m[key] = newHostRules()
	}
	return m[key]
}

func (h *hostRules) add(r rule, i int) {
	switch r.place {
	case inQuery:
		h.query[r.key] = append(h.query[r.key], i)
		h.keyFirst[r.key[0]] = true
	case inFragment:
		h.fragments = append(h.fragments, i)
	default:
		h.paths = append(h.paths, i)
	}
}

// hostEntries appends the rule sets of host: each domain entry that is
// host or a parent of it, and each brand entry whose label is followed by
// one of the suffixes its sites use (core/brandsites: google.com,
// google.co.uk; not google.xyz).
// The any-host entry is not included.
func (d *Decoder) hostEntries(dst []*hostRules, host string) []*hostRules {
	domains := d.tails[tailOf(host)]
	for rest := host; rest != ""; {
		if domains {
			if h := d.domain[rest]; h != nil {
				dst = append(dst, h)
			}
		}
		i := 0 // the next dot: labels are short, a loop beats IndexByte's call
		for i < len(rest) && rest[i] != '.' {
			i++
		}
		if i == len(rest) {
			break
		}
		if i < 63 && d.brandLens&(1<<i) != 0 && d.isBrand(rest[:i]) && brandsites.Owns(rest[:i], rest[i+1:]) {
			dst = append(dst, d.brand[rest[:i]])
		}
		rest = rest[i+1:]
	}
	return dst
}

// tailOf is the last two labels of host, or host when it has fewer.
func tailOf(host string) string {
	dots := 0
	for i := len(host) - 1; i >= 0; i-- {
		if host[i] == '.' {
			if dots++; dots == 2 {
				return host[i+1:]
			}
		}
	}
	return host
}

// anyOneSegment reports whether an any-host rule of one segment may read
// a segment of n bytes.
func (d *Decoder) anyOneSegment(n int) bool {
	for _, ok := range d.anyOneSeg {
		if ok == nil || ok(n) {
			return true
		}
	}
	return false
}

// anyFirst reports whether seg can be the first segment of a path an
// any-host rule of two segments or more reads.
func (d *Decoder) anyFirst(seg string) bool {
	if !d.anyFirstAll && (seg == "" || !d.anyFirstBytes[seg[0]]) {
		return false // no token but ** matches an empty segment
	}
	for i := range d.anyFirsts {
		t := &d.anyFirsts[i]
		if t.kind == tokRest || t.match(seg) {
			return true
		}
	}
	return false
}

// markFirstBytes adds the bytes a segment t matches can start with to
// anyFirstBytes. Literals compare with ASCII case folding (a segment
// whose bytes fold otherwise is of another length), so a letter counts
// in both cases.
func (d *Decoder) markFirstBytes(t *segToken) {
	if t.kind != tokWords && t.kind != tokPrefix {
		d.anyFirstAll = true // *, ** and !a|b match segments of any start
		return
	}
	for _, w := range t.words {
		if w == "" {
			continue
		}
		c := w[0]
		d.anyFirstBytes[c] = true
		if isAlpha(c) {
			d.anyFirstBytes[c^0x20] = true
		}
	}
}

// isBrand reports whether label is a brand entry's label.
func (d *Decoder) isBrand(label string) bool {
	for _, b := range d.brands {
		if b == label {
			return true
		}
	}
	return false
}

// name is what code stands for in names table t, "" when unknown.
func (d *Decoder) name(t, code string) string { return d.names[t][code] }

// segToken is one compiled token of a path pattern.
type segToken struct {
	kind    tokenKind
	capture bool
	words   []string // the literals of a|b or !a|b; the prefix of x*
}

type tokenKind uint8

const (
	tokAny    tokenKind = iota // *
	tokWords                   // a|b
	tokNot                     // !a|b
	tokPrefix                  // x*
	tokRest                    // **
)

// compilePattern turns pattern tokens into segTokens. Tokens: a literal
// segment, a|b (any of these), * (any non-empty segment), x* (a segment
// starting with x), !a|b (any but these), {} or {token} (the capture),
// and ** (any further segments when last; any segment before a lone
// capture when first).
func compilePattern(tokens []string) []segToken {
	out := make([]segToken, len(tokens))
	for i, tok := range tokens {
		t := &out[i]
		if strings.HasPrefix(tok, "{") && strings.HasSuffix(tok, "}") {
			t.capture = true
			tok = tok[1 : len(tok)-1]
			if tok == "" {
				tok = "*"
			}
		}
		switch {
		case tok == "**":
			t.kind = tokRest
		case tok == "*":
			t.kind = tokAny
		case strings.HasPrefix(tok, "!"):
			t.kind, t.words = tokNot, strings.Split(tok[1:], "|")
		case len(tok) > 1 && strings.HasSuffix(tok, "*"):
			t.kind, t.words = tokPrefix, []string{tok[:len(tok)-1]}
		default:
			t.kind, t.words = tokWords, strings.Split(tok, "|")
		}
	}
	return out
}

// matchPath matches segs against a compiled pattern and returns the index
// of the captured segment. Literals compare without case. "/**/{token}"
// captures the first segment anywhere that matches token.
func matchPath(pattern []segToken, segs []string) (int, bool) {
	if len(pattern) == 2 && pattern[0].kind == tokRest {
		for i, seg := range segs {
			if pattern[1].match(seg) {
				return i, true
			}
		}
		return -1, false
	}
	capture := -1
	for i := range pattern {
		t := &pattern[i]
		if t.kind == tokRest {
			return capture, capture >= 0
		}
		if i >= len(segs) || !t.match(segs[i]) {
			return -1, false
		}
		if t.capture {
			capture = i
		}
	}
	if len(segs) > len(pattern) && !(len(segs) == len(pattern)+1 && segs[len(pattern)] == "") {
		return -1, false
	}
	return capture, capture >= 0
}

func (t *segToken) match(seg string) bool {
	if seg == "" {
		return false
	}
	switch t.kind {
	case tokAny:
		return true
	case tokNot:
		return !anyOf(t.words, seg)
	case tokPrefix:
		p := t.words[0]
		return len(seg) > len(p) && strings.EqualFold(seg[:len(p)], p)
	case tokWords:
		return anyOf(t.words, seg)
	}
	return false
}

// anyOf reports whether seg is one of words, without case.
func anyOf(words []string, seg string) bool {
	for _, w := range words {
		if len(w) == len(seg) && strings.EqualFold(w, seg) {
			return true
		}
	}
	return false
}
