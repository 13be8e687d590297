package uri

import (
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/linkscope/linkscope/core/internal/asciifold"
	"github.com/linkscope/linkscope/core/jsonw"
)

// Step is what one rule changed: the whole URI before and after it. Steps
// are recorded only for rules that changed something.
type Step struct {
	Rule          Rule
	Before, After string
}

// Options select the rules and what Normalize records.
type Options struct {
	Rules       RuleSet
	RecordSteps bool
	// IsTrackingParam reports whether a query key, as written, names a
	// tracking parameter; remove-tracking-params does nothing without it.
	IsTrackingParam func(key string) bool
}

// Result is a normalized URI with the steps that led to it.
type Result struct {
	Input    string // as given
	URL      string // the normalized URI reference
	Rules    RuleSet
	Steps    []Step    // when Options.RecordSteps
	Warnings []Warning // from ParseLenient, and rules that could not apply

	// plain: URL and every step's Before and After are jsonw.IsPlain,
	// so that AppendJSON copies them without a scan.
	plain bool
}

// Normalize parses s with ParseLenient and applies the selected rules in
// their fixed order (see Rule). The result is idempotent: normalizing URL
// again with the same options changes nothing. When no rule changes
// anything, URL is the (trimmed) input itself and nothing is allocated
// beyond the Result.
//
// Should a rule bring a character that ParseLenient accepted inside the
// reference to its edge ("a #x" without its fragment), that white space is
// percent-encoded, as encode-illegal would, and recorded as an
// encode-illegal step: a reader would trim it, and normalizing the URL
// again would then change it.
func Normalize(s string, opts Options) (Result, error) {
	var n normalizer
	cur, perr := n.start(s, opts, true)
	if perr != nil {
		return Result{Input: s, Rules: opts.Rules, Warnings: n.warns}, perr
	}
	res := Result{Input: s, Rules: opts.Rules, Warnings: n.warns}
	n.warns = nil
	n.finish(&res, cur)
	return res, nil
}

// NormalizeParsed is Normalize for an s that the caller has already read
// with ParseLenient, which returned ref and warns and no error: it spares
// the second parse. What Normalize learns while parsing it takes from
// them instead: a WarnIRI or WarnIllegal warning says s is not a URI, and
// what the parser learnt of the escapes is kept in ref (or, for a ref
// that was not parsed, found again in one pass). A ref that cannot be s's
// reading (its length differs) is not trusted: s is parsed again; one
// changed after ParseLenient, at the same length, is not s's reading and
// must not be passed.
func NormalizeParsed(s string, ref Reference, warns []Warning, opts Options) (res Result, err error) {
	return normalizeParsed(s, &ref, warns, &opts, nil)
}

// normalizeParsed is NormalizeParsed writing the steps in m (nil: in new
// memory, for a Result the caller keeps). It takes the reference and the
// options by pointer: they are a score of words, copied at every call
// otherwise.
func normalizeParsed(s string, ref *Reference, warns []Warning, opts *Options, m *StepMemory) (res Result, err error) {
	cur, _ := trimSpace(s)
	if ref.Len() != len(cur) {
		return Normalize(s, *opts)
	}
	n := normalizer{ref: *ref, opts: *opts, strict: Grammatical(warns), esc: ref.esc &^ escRead, mem: m}
	if m != nil {
		// The components rules build are needed only until the steps
		// are written out: none of them is kept in the Result.
		n.arena = &m.arena
	}
	if ref.esc&escRead == 0 {
		n.esc = escapesIn(cur)
	}
	res = Result{Input: s, Rules: opts.Rules, Warnings: warns[:len(warns):len(warns)]} // capped: a rule's warning must not write into the caller's
	n.finish(&res, cur)
	return res, nil
}

// escapesIn returns what the pct-encoded triplets of s hold, as the parser
// records it while reading them (escLower, escUnreserved): one IndexByte
// per run of escapes, and none once both are found.
func escapesIn(s string) (esc uint8) {
	for i := 0; esc != escLower|escUnreserved; {
		k := strings.IndexByte(s[i:], '%')
		if k < 0 {
			break
		}
		end, found := escapeRun(s, i+k)
		esc |= found
		i = max(end, i+k+1)
	}
	return esc
}

// finish applies the rules to the parsed reference, whose input reads cur
// once trimmed, and completes res (which holds the input, the rules and
// the parser's warnings) with the URL, the steps when asked, and the
// rules' warnings. It fills the caller's result rather than returning
// one: a Result is a dozen words, copied at every return.
func (n *normalizer) finish(res *Result, cur string) {
	for set := n.opts.Rules &^ n.idle(); set != 0; set &= set - 1 {
		if rule := set.first(); n.apply(rule) {
			// Most links stop before here: the steps' buffer is made
			// only for one that changes.
			cur = n.continueFrom(res, cur, rule, set&(set-1))
			break
		}
	}
	res.URL = cur
	if len(n.warns) > 0 {
		res.Warnings = append(res.Warnings, n.warns...)
	}
	// A URI holds only characters JSON writes as they are, and no rule
	// but idna-to-ascii makes a character that was not in it.
	res.plain = n.strict && !n.unplainHost
}

// idle returns the rules that cannot change the reference, so that the
// loop passes them without a call: what apply would find at once.
func (n *normalizer) idle() RuleSet {
	var set RuleSet
	if n.strict {
		set |= 1 << EncodeIllegal
	}
	if n.esc&escLower == 0 { // encode-illegal writes upper-case escapes
		set |= 1 << UppercaseEscapes
	}
	if n.esc&escUnreserved == 0 { // and never of an unreserved character
		set |= 1 << DecodeUnreserved
	}
	if !n.ref.HasPort {
		set |= 1 << RemoveDefaultPort
	}
	if !n.ref.HasAuthority {
		set |= hostRules
	}
	// No upper-case letter in the host, and no escape decode-unreserved
	// could make one of.
	if kinds, ok := n.ref.HostBytes(); ok && kinds&HostHasUpper == 0 && n.esc&escUnreserved == 0 {
		set |= 1 << LowercaseHost
	}
	if scheme := n.ref.Scheme; scheme == "https" || scheme == "http" || !n.ref.HasScheme { // as nearly every link writes it
		set |= 1 << LowercaseScheme
	}
	// No dot segment in the path, and no escape decode-unreserved could
	// make a dot of: no rule before remove-dot-segments makes one.
	if may, known := n.ref.MayHoldDotSegment(); known && !may {
		set |= 1 << RemoveDotSegmentsRule
	}
	if !n.ref.HasAuthority || n.ref.Path != "" { // no rule empties a path: "/.." is "/"
		set |= 1 << EmptyPathSlash
	}
	return set
}

// hostRules are the rules of applyHost, which need a host.
const hostRules RuleSet = 1<<LowercaseHost | 1<<IDNAToASCII | 1<<TrimHostDots | 1<<CanonicalIP | 1<<RemoveWWW | 1<<AddWWW

// continueFrom goes on after first, the first rule that changed the
// reference, applying the rules of rest; it records the steps in res when
// asked and returns the URL.
func (n *normalizer) continueFrom(res *Result, cur string, first Rule, rest RuleSet) string {
	if !n.opts.RecordSteps {
		for ; rest != 0; rest &= rest - 1 {
			n.apply(rest.first())
		}
		if n.mem == nil {
			return encodeEdgeSpace(n.ref.String()) // see Normalize's doc comment
		}
		n.mem.buf = n.ref.AppendTo(n.mem.buf[:0])
		return encodeEdgeSpace(bytesString(n.mem.buf))
	}
	// Each step's result is written after the previous one's into one
	// buffer that becomes one string at the end: steps cost one allocation
	// together, not one each (none, in a StepMemory).
	var t stepTrail
	var all string
	var list []Step
	if n.mem != nil {
		n.mem.buf = n.writeSteps(n.mem.buf[:0], &t, first, rest)
		all, list = bytesString(n.mem.buf), n.mem.steps[:0]
	} else {
		// A buffer of its own: one that might be kept in the StepMemory
		// would be moved to the heap.
		var stack [512]byte
		all = string(n.writeSteps(stack[:0], &t, first, rest))
		list = make([]Step, 0, t.steps) // an edge-space step, rare, is appended
	}
	start := 0
	for i := range t.steps {
		list = append(list, Step{Rule: t.rules[i], Before: cur, After: all[start:t.ends[i]]})
		cur, start = all[start:t.ends[i]], t.ends[i]
	}
	if edge := encodeEdgeSpace(cur); edge != cur { // see Normalize's doc comment
		list = append(list, Step{Rule: EncodeIllegal, Before: cur, After: edge})
		cur = edge
	}
	if n.mem != nil {
		n.mem.steps = list
	}
	res.Steps = list
	return cur
}

// stepTrail is where each step's URL ends in the buffer of writeSteps,
// and its rule.
type stepTrail struct {
	ends  [numRules]int
	rules [numRules]Rule
	steps int
}

// writeSteps appends the reference as first left it, then applies the
// rules of rest and appends it again after each that changes it, noting
// the steps in t.
func (n *normalizer) writeSteps(buf []byte, t *stepTrail, first Rule, rest RuleSet) []byte {
	buf = n.ref.AppendTo(buf)
	t.rules[0], t.ends[0], t.steps = first, len(buf), 1
	for ; rest != 0; rest &= rest - 1 {
		if rule := rest.first(); n.apply(rule) {
			buf = n.ref.AppendTo(buf)
			t.rules[t.steps], t.ends[t.steps] = rule, len(buf)
			t.steps++
		}
	}
	return buf
}

// AppendNormalized appends the normalized form of s (Normalize's URL) to
// dst, for batch use: it records no steps and allocates nothing unless a
// rule must build a new component.
func AppendNormalized(dst []byte, s string, opts Options) ([]byte, error) {
	dst, _, err := appendNormalized(dst, s, opts, nil)
	return dst, err
}

// Normalizer applies one set of rules to link after link: the batch path.
// It reuses its memory from one link to the next, so it is for one
// goroutine at a time.
type Normalizer struct {
	opts  Options
	arena arena
}

// NewNormalizer returns a Normalizer for opts; RecordSteps is ignored.
func NewNormalizer(opts Options) *Normalizer { return &Normalizer{opts: opts} }

// Append is AppendNormalized, and also reports whether the output is all
// ASCII, which it knows without looking when s matched the URI grammar (no
// rule makes a non-ASCII byte). The output of an IRI may hold anything s
// held, such as a zero-width character, and ascii is false for it.
func (z *Normalizer) Append(dst []byte, s string) (out []byte, ascii bool, err error) {
	z.arena.reset()
	return appendNormalized(dst, s, z.opts, &z.arena)
}

// appendNormalized is Append building components in a (nil: on the heap).
func appendNormalized(dst []byte, s string, opts Options, a *arena) ([]byte, bool, error) {
	n := normalizer{arena: a}
	cur, perr := n.start(s, opts, false)
	if perr != nil {
		return dst, false, perr
	}
	changed := false
	for set := opts.Rules &^ n.idle(); set != 0; set &= set - 1 {
		if n.apply(set.first()) {
			changed = true
		}
	}
	if !changed {
		return append(dst, cur...), n.strict, nil
	}
	start := len(dst)
	dst = n.ref.AppendTo(dst)
	if out := dst[start:]; hasEdgeSpace(out) {
		edge := encodeEdgeSpace(string(out))
		dst = append(dst[:start], edge...)
	}
	return dst, n.strict, nil
}

// hasEdgeSpace reports whether b starts or ends with what trimSpace trims.
func hasEdgeSpace(b []byte) bool {
	if len(b) == 0 {
		return false
	}
	first, _ := utf8.DecodeRune(b)
	last, _ := utf8.DecodeLastRune(b)
	return isPasteSpace(first) || isPasteSpace(last)
}

// start parses s leniently into the normalizer, collecting warnings when
// asked; it returns the trimmed input, which is the URL when no rule
// changes anything.
func (n *normalizer) start(s string, opts Options, warn bool) (string, *ParseError) {
	var p parser
	perr := p.parseLenient(&n.ref, s, warn)
	n.opts, n.warns, n.esc, n.strict = opts, p.warns, p.esc, !p.illegal
	return p.s, perr
}

// normalizer holds the reference being normalized.
type normalizer struct {
	ref    Reference
	arena  *arena      // nil: components are allocated, for results that keep them
	mem    *StepMemory // nil: steps are written in new memory
	opts   Options
	strict bool // the input matched the URI grammar: nothing to encode
	// unplainHost: idna-to-ascii wrote a host JSON must escape (it cannot,
	// by UTS #46's STD3 rules; this keeps Result.plain true to its word).
	unplainHost bool
	esc         uint8 // what the input's escapes hold; encode-illegal adds none that matter
	warns       []Warning
}

// apply runs one rule and reports whether it changed the reference.
func (n *normalizer) apply(rule Rule) bool {
	r := &n.ref
	switch rule {
	case EncodeIllegal:
		return !n.strict && encodeIllegal(r)
	case UppercaseEscapes:
		return n.esc&escLower != 0 && mapComponents(r, n.arena, uppercaseEscapes)
	case DecodeUnreserved:
		return n.esc&escUnreserved != 0 && mapComponents(r, n.arena, decodeUnreserved)
	case LowercaseScheme:
		return setIf(&r.Scheme, lowerScheme(r.Scheme))
	case ForceHTTP:
		return asciifold.Equal(r.Scheme, "https") && setIf(&r.Scheme, "http")
	case RemoveDefaultPort:
		return removeDefaultPort(r)
	case RemoveFragment:
		changed := r.HasFragment
		r.Fragment, r.HasFragment = "", false
		return changed
	}
	switch {
	case rule >= LowercaseHost && rule <= AddWWW:
		return n.applyHost(rule)
	case rule >= RemoveDuplicateSlashes && rule <= AddTrailingSlash:
		return applyPath(r, rule, n.arena)
	}
	return applyQuery(r, rule, n.opts.IsTrackingParam)
}

// lowerScheme is lowerASCII without allocating for the schemes of nearly
// every link.
func lowerScheme(s string) string {
	switch {
	case s == "https" || s == "http":
		return s
	case asciifold.Equal(s, "https"):
		return "https"
	case asciifold.Equal(s, "http"):
		return "http"
	}
	return lowerASCII(s)
}

// setIf stores v in *dst and reports whether it differed. Most rules hand
// back the very string they were given, so the pointers are compared
// before the bytes.
func setIf(dst *string, v string) bool {
	if len(*dst) == len(v) && (unsafe.StringData(*dst) == unsafe.StringData(v) || *dst == v) {
		return false
	}
	*dst = v
	return true
}

// mapComponents applies f to every component that may hold escapes.
func mapComponents(r *Reference, a *arena, f func(*arena, string) string) bool {
	changed := setIf(&r.Userinfo, f(a, r.Userinfo))
	if r.HostType == HostRegName {
		changed = setIf(&r.Host, f(a, r.Host)) || changed
	}
	changed = setIf(&r.Path, f(a, r.Path)) || changed
	changed = setIf(&r.Query, f(a, r.Query)) || changed
	changed = setIf(&r.Fragment, f(a, r.Fragment)) || changed
	if changed && r.HasAuthority {
		r.HostType, r.hostBytes = classifyHost(r.Host), 0
	}
	return changed
}

// AppendJSON appends the contract's "normalized" object.
func (res Result) AppendJSON(dst []byte) []byte {
	return res.AppendJSONAfter(dst, jsonw.Written{})
}

// AppendJSONAfter is AppendJSON after the input was written to dst, as
// input records: the URL or a step that is the input copies its encoding
// rather than escaping it again.
func (res Result) AppendJSONAfter(dst []byte, input jsonw.Written) []byte {
	dst = append(dst, '{')
	dst = res.appendJSONFields(dst, input)
	return append(dst, '}')
}

// AppendJSONFields appends the "normalized" object's members without the
// braces ("rules", "url", "steps"), so that `normalize --json` can write
// {"input": ...} before them in one object.
func (res Result) AppendJSONFields(dst []byte) []byte {
	return res.appendJSONFields(dst, jsonw.Written{})
}

// appendJSONFields and appendPlainSteps take the result by pointer: it is
// a dozen words, copied at every call otherwise.
func (res *Result) appendJSONFields(dst []byte, input jsonw.Written) []byte {
	if n := len(dst); n > 0 && dst[n-1] != '{' && dst[n-1] != '[' { // first of the members: a comma only after others
		dst = append(dst, ',')
	}
	dst = append(dst, `"rules":`...)
	dst = appendRuleNames(dst, res.Rules)
	dst = append(dst, `,"url":`...)
	if res.plain {
		return res.appendPlainSteps(jsonw.AppendPlain(dst, res.URL))
	}
	dst, url := jsonw.AppendStringAgainWritten(dst, res.URL, input)
	dst = append(dst, `,"steps":`...)
	dst = append(dst, '[')
	after := input // the previous step's result, the next one's start
	for i, s := range res.Steps {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = appendStepHead(dst, s.Rule)
		dst = jsonw.AppendStringAgain(dst, s.Before, after)
		dst = append(dst, `,"after":`...)
		dst, after = jsonw.AppendStringAgainWritten(dst, s.After, url)
		dst = append(dst, '}')
	}
	return append(dst, ']')
}

// appendPlainSteps appends "steps" when every string in them is plain:
// copies, no scan.
func (res *Result) appendPlainSteps(dst []byte) []byte {
	dst = append(dst, `,"steps":[`...)
	for i, s := range res.Steps {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = appendStepHead(dst, s.Rule)
		dst = append(dst, '"')
		dst = append(dst, s.Before...)
		dst = append(dst, `","after":"`...)
		dst = append(dst, s.After...)
		dst = append(dst, '"', '}')
	}
	return append(dst, ']')
}

// appendStepHead opens a step's object up to its "before" value.
func appendStepHead(dst []byte, r Rule) []byte {
	if r < numRules {
		return append(dst, stepHeads[r]...)
	}
	return appendStepHeadOf(dst, r)
}

// stepHeads holds each rule's step head, written once: a step's name and
// class are then one copy, not five.
var stepHeads = func() (t [numRules]string) {
	for r := range Rule(numRules) {
		t[r] = string(appendStepHeadOf(nil, r))
	}
	return t
}()

func appendStepHeadOf(dst []byte, r Rule) []byte {
	dst = append(dst, `{"rule":`...)
	dst = jsonw.AppendPlain(dst, r.String()) // TestRuleNamesArePlainJSON
	dst = append(dst, `,"class":`...)
	dst = jsonw.AppendPlain(dst, r.Class().String())
	return append(dst, `,"before":`...)
}

// appendRuleNames appends the set's rule names as a JSON array, a preset's
// as the array written once.
func appendRuleNames(dst []byte, set RuleSet) []byte {
	for i := range presets {
		if presets[i].set == set {
			return append(dst, presetNamesJSON[i]...)
		}
	}
	return appendRuleList(dst, set)
}

// presetNamesJSON holds the presets' rule-name arrays, in presets' order.
var presetNamesJSON = func() (t [len(presets)]string) {
	for i, p := range presets {
		t[i] = string(appendRuleList(nil, p.set))
	}
	return t
}()

// allRules holds every rule: bits past the last are no rule.
const allRules RuleSet = 1<<numRules - 1

func appendRuleList(dst []byte, set RuleSet) []byte {
	dst = append(dst, '[')
	for rest := set & allRules; rest != 0; rest &= rest - 1 {
		if rest != set&allRules {
			dst = append(dst, ',') // after the first name
		}
		dst = jsonw.AppendPlain(dst, rest.first().String()) // TestRuleNamesArePlainJSON
	}
	return append(dst, ']')
}
