package unwrap

import (
	_ "embed"
	"slices"
	"strings"
	"sync"

	"github.com/linkscope/linkscope/core/tsvtable"
)

// Rule is how a wrapper carries its target.
type Rule string

// The decoding rules a table row may name.
const (
	RuleParam        Rule = "param"         // a query parameter holding the target (see decodeValue)
	RuleParamFold    Rule = "param-fold"    // the same, the key compared ignoring ASCII case
	RuleParamSemi    Rule = "param-semi"    // param in a query whose pairs are joined by ';' as well as '&' (Adform)
	RuleShareASale   Rule = "shareasale"    // param-fold; a target without a scheme gets the http:// the affiliate dropped
	RulePath         Rule = "path"          // a path segment: keys[0] segments skipped, or the segment starting with keys[0]
	RuleQuery        Rule = "query"         // the whole query is the target
	RuleDelimited    Rule = "delimited"     // the text between keys[0] and keys[1], *XX escapes decoded
	RuleParens       Rule = "parens"        // key(target) in the query, as Tradedoubler writes it
	RuleBingA1       Rule = "bing-a1"       // "a1" then base64url of the target
	RuleDisqus       Rule = "disqus"        // a parameter whose value ends in %3A and a hash
	RuleAMP          Rule = "amp"           // the path after the row's prefix is host/path; "s/" means https
	RuleProofpointV1 Rule = "proofpoint-v1" // see proofpoint.go
	RuleProofpointV2 Rule = "proofpoint-v2"
	RuleProofpointV3 Rule = "proofpoint-v3"
	// RuleGeneric marks a redirector whose target is wherever the generic
	// rule finds one (generic.go); its layers are named generic:<how>.
	RuleGeneric Rule = "generic"
	// RuleOpaque is a shortener or tracker whose target is only known to
	// its server; keys, when given, are query keys one of which must be
	// present.
	RuleOpaque Rule = "opaque"
)

func (r Rule) valid() bool {
	switch r {
	case RuleParam, RuleParamFold, RuleParamSemi, RuleShareASale, RulePath, RuleQuery, RuleDelimited, RuleParens,
		RuleBingA1, RuleDisqus, RuleAMP, RuleProofpointV1, RuleProofpointV2, RuleProofpointV3,
		RuleGeneric, RuleOpaque:
		return true
	}
	return false
}

// Wrapper is one row of the table: one form of one wrapper.
type Wrapper struct {
	Name   string   // as written in JSON: "google-url", "safelinks", "bitly"
	Hosts  []string // "example.com" exactly, "*.example.com" any subdomain, "google.*" Google's domains, "*" any host
	Paths  []string // "/url" exactly, "/v3/__*" a prefix, "*" any path (not with any host)
	Rule   Rule
	Keys   []string // the query keys holding the target, tried in order
	Source string   // the document or reference decoder the row follows
}

// Table is an immutable set of wrappers, indexed by host. Its methods are
// safe for concurrent use.
type Table struct {
	wrappers []Wrapper
	exact    map[string][]int       // host -> rows
	suffix   map[string][]int       // "example.com" for "*.example.com" -> rows
	label    map[string][]labelHost // "google" for "google.*" or "news.google.*" -> rows
	// tails are the last two labels of every exact and suffix host (or
	// the host itself when it has one label): a host whose tail is not
	// here matches no exact or suffix host, found without a lookup.
	// anyTail turns that test off, for a one-label suffix ("*.example").
	tails   tailSet
	anyTail bool
	// anyHost are the rows matched on every host by their paths alone
	// (a gateway that customers run on their own host names), by the
	// first segment of their paths: one lookup per link.
	anyHost map[string][]int
	// labelLens and segmentLens have bit n set when some label.* label, or
	// some any-host first segment, is n bytes long: most hosts and paths
	// are ruled out without a map lookup.
	labelLens, segmentLens uint64
}

//go:embed wrappers.tsv
var wrappersTSV string

// Default returns the table compiled into the program, parsed once.
func Default() *Table { return defaultTable() }

var defaultTable = sync.OnceValue(func() *Table {
	t, err := newTable("wrappers.tsv", wrappersTSV)
	if err != nil {
		panic(err) // a *tsvtable.Error naming wrappers.tsv: a build defect, caught by the tests
	}
	return t
})

// TableError reports a malformed line of a wrapper table: its line, the
// column at fault ("" for the whole line) and why. It is the error of
// every table the program reads (see core/tsvtable).
type TableError = tsvtable.Error

// NewTable parses a wrapper table: a header line, then
// `name<TAB>hosts<TAB>paths<TAB>rule<TAB>keys<TAB>source` per line, lists
// comma-separated. The columns are these whatever the header line says.
// Blank lines and lines starting with '#' are skipped (core/tsvtable reads
// the table); a problem is a *TableError.
func NewTable(tsv string) (*Table, error) { return newTable("", tsv) }

// newTable is NewTable for a table named file in its errors.
func newTable(file, tsv string) (*Table, error) {
	tab, err := tsvtable.Read(file, tsv, tsvtable.Options{Positional: true,
		Columns: []string{"name", "hosts", "paths", "rule", "keys", "source"}})
	if err != nil {
		return nil, err
	}
	t := &Table{exact: map[string][]int{}, suffix: map[string][]int{}, label: map[string][]labelHost{}, anyHost: map[string][]int{}}
	for _, r := range tab.Rows() {
		w, err := parseRow(r)
		if err != nil {
			return nil, err
		}
		t.add(w)
	}
	if len(t.wrappers) == 0 {
		return nil, tab.Errorf("no wrappers")
	}
	return t, nil
}

func parseRow(r tsvtable.Row) (Wrapper, error) {
	w := Wrapper{Name: r.Cell("name"), Hosts: splitList(r.Cell("hosts")), Paths: splitList(r.Cell("paths")), Rule: Rule(r.Cell("rule")),
		Keys: splitList(r.Cell("keys")), Source: r.Cell("source")}
	switch {
	case w.Name == "" || strings.ContainsAny(w.Name, " \"\\"):
		return w, r.Errorf("name", "want a name without spaces, quotes or backslashes")
	case len(w.Hosts) == 0:
		return w, r.Errorf("hosts", "no host")
	case len(w.Paths) == 0:
		return w, r.Errorf("paths", "no path")
	case !w.Rule.valid():
		return w, r.Errorf("rule", "unknown rule %q", r.Cell("rule"))
	case w.Source == "":
		return w, r.Errorf("source", "every row cites its source")
	}
	if err := checkHosts(r, w.Hosts); err != nil {
		return w, err
	}
	for _, p := range w.Paths {
		if p != "*" && !strings.HasPrefix(p, "/") {
			return w, r.Errorf("paths", "a path starts with / (or is *): %q", p)
		}
		if seg := firstSegment(p); slices.Contains(w.Hosts, "*") && (seg == "" || strings.Contains(seg, "*")) {
			return w, r.Errorf("paths", "a row on any host needs paths whose first segment is written out: %q", p)
		}
	}
	if need := keysNeeded(w.Rule); len(w.Keys) < need {
		return w, r.Errorf("keys", "rule %s needs %d key(s)", w.Rule, need)
	}
	if w.Rule == RulePath {
		for _, k := range w.Keys[1:] {
			if !isPathFlag(k) {
				return w, r.Errorf("keys", "unknown path flag %q (want http:, https:, rest, segment or last)", k)
			}
		}
	}
	return w, nil
}

func checkHosts(r tsvtable.Row, hosts []string) error {
	for _, h := range hosts {
		if h == "*" {
			continue
		}
		bare := strings.TrimSuffix(strings.TrimPrefix(h, "*."), ".*")
		if bare == "" || bare != strings.ToLower(bare) || strings.ContainsAny(bare, "*/:@ ") {
			return r.Errorf("hosts", "want a lower-case host, *.host or label.*: %q", h)
		}
		if strings.HasSuffix(h, ".*") && strings.HasPrefix(h, "*.") {
			return r.Errorf("hosts", "label.* takes no *. before it: %q", h)
		}
	}
	return nil
}

// keysNeeded is how many keys a rule reads at least.
func keysNeeded(r Rule) int {
	switch r {
	case RuleAMP, RuleProofpointV3, RuleOpaque, RuleGeneric, RuleQuery:
		return 0
	case RuleDelimited:
		return 2
	}
	return 1
}

// lenBit is the bit for len(s) in a length set; lengths of 63 and more
// share the last bit.
func lenBit(s string) uint64 {
	return 1 << min(len(s), 63)
}

// firstSegment is the first segment of a path or path pattern: what
// follows the leading '/' up to the next '/', '?' or '#' ("" for "*").
func firstSegment(p string) string {
	if !strings.HasPrefix(p, "/") {
		return ""
	}
	for i := 1; i < len(p); i++ {
		if c := p[i]; c == '/' || c == '?' || c == '#' {
			return p[1:i]
		}
	}
	return p[1:]
}

func splitList(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, ",")
}

func (t *Table) add(w Wrapper) {
	idx := len(t.wrappers)
	t.wrappers = append(t.wrappers, w)
	for _, h := range w.Hosts {
		switch {
		case h == "*":
			for _, p := range w.Paths {
				seg := firstSegment(p)
				t.segmentLens |= lenBit(seg)
				if !slices.Contains(t.anyHost[seg], idx) {
					t.anyHost[seg] = append(t.anyHost[seg], idx)
				}
			}
		case strings.HasPrefix(h, "*."):
			t.suffix[h[2:]] = append(t.suffix[h[2:]], idx)
			t.tails.add(tail(h[2:]))
			t.anyTail = t.anyTail || !strings.Contains(h[2:], ".")
		case strings.HasSuffix(h, ".*"):
			prefix, label := "", h[:len(h)-2]
			if i := strings.LastIndexByte(label, '.'); i >= 0 {
				prefix, label = label[:i+1], label[i+1:]
			}
			t.label[label] = append(t.label[label], labelHost{row: idx, prefix: prefix})
			t.labelLens |= lenBit(label)
		default:
			t.exact[h] = append(t.exact[h], idx)
			t.tails.add(tail(h))
		}
	}
}

// labelHost is a "label.*" host pattern's row; prefix, when set
// ("news."), is the whole of what comes before the label ("news.google.*"
// is news.google.de but not www.news.google.de).
type labelHost struct {
	row    int
	prefix string
}

// Wrappers returns the table's rows in table order (a copy).
func (t *Table) Wrappers() []Wrapper { return append([]Wrapper(nil), t.wrappers...) }
