package tracking

import (
	_ "embed"
	"strconv"
	"strings"
	"sync"
)

// Kind says what a tracking parameter carries; see the package comment.
type Kind string

// The kinds of the table.
const (
	KindCampaign  Kind = "campaign"
	KindClickID   Kind = "click-id"
	KindEmail     Kind = "email"
	KindAnalytics Kind = "analytics"
	KindShare     Kind = "share"
)

func (k Kind) valid() bool {
	switch k {
	case KindCampaign, KindClickID, KindEmail, KindAnalytics, KindShare:
		return true
	}
	return false
}

// Param is one known tracking parameter.
type Param struct {
	Key             string // as its owner spells it: "utm_source", "ScCid"
	Owner           string // who reads it: "Google Analytics"
	Kind            Kind
	CaseInsensitive bool // the owner also reads "SCCID", "sccid", …
}

// maxKey bounds table keys so that lookups can fold and decode into a stack
// buffer instead of allocating.
const maxKey = 64

// Table is an immutable set of tracking parameters. Its methods are safe for
// concurrent use.
type Table struct {
	params []Param
	exact  map[string]int32 // key as spelled -> index
	folded map[string]int32 // lower-cased key of case-insensitive params -> index
	maxLen int
}

//go:embed params.tsv
var paramsTSV string

// Default returns the table compiled into the program, parsed once.
func Default() *Table { return defaultTable() }

var defaultTable = sync.OnceValue(func() *Table {
	t, err := NewTable(paramsTSV)
	if err != nil {
		panic("tracking: embedded params.tsv: " + err.Error()) // a build defect, caught by the tests
	}
	return t
})

// TableError reports a malformed line of a parameter table.
type TableError struct {
	Line   int    // 1-based line number
	Column string // the TSV column at fault, "" for the whole line
	Reason string
}

func (e *TableError) Error() string {
	s := "line " + strconv.Itoa(e.Line)
	if e.Column != "" {
		s += ", column " + e.Column
	}
	return s + ": " + e.Reason
}

// NewTable parses a parameter table: a header line, then one parameter a
// line as `param<TAB>owner<TAB>kind<TAB>case_insensitive[<TAB>source…]`,
// case_insensitive being "yes" or "no". Blank lines are skipped.
func NewTable(tsv string) (*Table, error) {
	t := &Table{exact: map[string]int32{}, folded: map[string]int32{}}
	lines := strings.Split(tsv, "\n")
	for i, line := range lines {
		line = strings.TrimSuffix(line, "\r")
		if i == 0 || line == "" {
			continue
		}
		p, err := parseRow(line, i+1)
		if err != nil {
			return nil, err
		}
		if err := t.add(p, i+1); err != nil {
			return nil, err
		}
	}
	if len(t.params) == 0 {
		return nil, &TableError{Line: len(lines), Reason: "no parameters"}
	}
	return t, nil
}

func parseRow(line string, n int) (Param, error) {
	f := strings.Split(line, "\t")
	if len(f) < 4 {
		return Param{}, &TableError{Line: n, Reason: "want at least 4 tab-separated columns, have " + strconv.Itoa(len(f))}
	}
	p := Param{Key: f[0], Owner: f[1], Kind: Kind(f[2])}
	switch {
	case p.Key == "" || len(p.Key) > maxKey:
		return p, &TableError{Line: n, Column: "param", Reason: "key must be 1 to 64 bytes"}
	case strings.ContainsAny(p.Key, "&=#% +"):
		return p, &TableError{Line: n, Column: "param", Reason: "key must be written decoded, without & = # % + or space"}
	case p.Owner == "":
		return p, &TableError{Line: n, Column: "owner", Reason: "empty owner"}
	case !p.Kind.valid():
		return p, &TableError{Line: n, Column: "kind", Reason: "unknown kind " + strconv.Quote(f[2])}
	}
	switch f[3] {
	case "yes":
		p.CaseInsensitive = true
	case "no":
	default:
		return p, &TableError{Line: n, Column: "case_insensitive", Reason: "want yes or no, have " + strconv.Quote(f[3])}
	}
	return p, nil
}

func (t *Table) add(p Param, line int) error {
	if _, dup := t.exact[p.Key]; dup {
		return &TableError{Line: line, Column: "param", Reason: "duplicate key " + strconv.Quote(p.Key)}
	}
	idx := int32(len(t.params))
	if p.CaseInsensitive {
		low := strings.ToLower(p.Key)
		if _, dup := t.folded[low]; dup {
			return &TableError{Line: line, Column: "param", Reason: "duplicate case-insensitive key " + strconv.Quote(low)}
		}
		t.folded[low] = idx
	}
	t.exact[p.Key] = idx
	t.params = append(t.params, p)
	t.maxLen = max(t.maxLen, len(p.Key))
	return nil
}

// Params returns the table's parameters in table order (a copy).
func (t *Table) Params() []Param { return append([]Param(nil), t.params...) }

// Lookup finds the parameter named key (already decoded), honouring each
// parameter's case sensitivity: "ScCid", "sccid" and "SCCID" all find
// Snapchat's click id, but "UTM_SOURCE" is not utm_source. Case folding is
// ASCII only, as every key of the table is ASCII.
func (t *Table) Lookup(key string) (Param, bool) {
	if len(key) > t.maxLen {
		return Param{}, false
	}
	if i, ok := t.exact[key]; ok {
		return t.params[i], true
	}
	var buf [maxKey]byte
	return t.lookupFolded(buf[:copy(buf[:], key)])
}

// lookupBytes is Lookup for a decoded key held in a caller's buffer.
func (t *Table) lookupBytes(key []byte) (Param, bool) {
	if i, ok := t.exact[string(key)]; ok { // no allocation: the compiler reuses key
		return t.params[i], true
	}
	return t.lookupFolded(key)
}

// lookupFolded lower-cases key in place and looks it up among the
// case-insensitive parameters.
func (t *Table) lookupFolded(key []byte) (Param, bool) {
	if len(t.folded) == 0 {
		return Param{}, false
	}
	for i, c := range key {
		if 'A' <= c && c <= 'Z' {
			key[i] = c + 'a' - 'A'
		}
	}
	if i, ok := t.folded[string(key)]; ok {
		return t.params[i], true
	}
	return Param{}, false
}
