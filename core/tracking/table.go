package tracking

import (
	_ "embed"
	"strings"
	"sync"

	"github.com/linkscope/linkscope/core/tsvtable"
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
	KindReferral  Kind = "referral"
	KindSession   Kind = "session"
	KindAffiliate Kind = "affiliate"
)

// kinds are every kind, in the order the package comment gives them.
var kinds = [...]Kind{KindCampaign, KindClickID, KindEmail, KindAnalytics, KindShare, KindReferral, KindSession, KindAffiliate}

// Kinds lists every kind, in the order the package comment gives them;
// the slice is the caller's.
func Kinds() []Kind { return append([]Kind(nil), kinds[:]...) }

func (k Kind) valid() bool {
	for _, v := range kinds {
		if k == v {
			return true
		}
	}
	return false
}

// Param is one known tracking parameter, or a family of them.
type Param struct {
	Key             string // as its owner spells it ("utm_source", "ScCid"); for a family, the prefix ("utm_")
	Family          string // the family's pattern ("utm_*"), "" for a single parameter
	Owner           string // who reads it: "Google Analytics"
	Kind            Kind
	CaseInsensitive bool // the owner also reads "SCCID", "sccid", …
	// Sites, when set, scope the parameter: it is tracking only on these
	// hosts and their subdomains (igshid on instagram.com); elsewhere it
	// is an ordinary parameter.
	Sites []string
	// Drop is false for a parameter that is known tracking but that the
	// clean link keeps (a generic name such as ref); Why says why.
	Drop bool
	// KeepIf lists texts that, found anywhere in the URL, make the clean
	// link keep the parameter (mkt_tok on Marketo's unsubscribe pages);
	// Why says why.
	KeepIf []string
	Why    string
	// json is the parameter's "owner", "kind" and "family" members as
	// Match.AppendJSON writes them, escaped once when a table is built
	// rather than for every match.
	json string
	// jsonHead and jsonTail frame a plain match's value when the link
	// spells the key as the table does and the clean link drops it, as
	// nearly every match of a tracked link: `{"key":"utm_source","value":"`
	// and `"` + json + `,"kept_because":null}`. jsonHead is "" when the
	// key is not plain JSON text.
	jsonHead, jsonTail string
}

// maxKey bounds table keys so that lookups can fold and decode into a stack
// buffer instead of allocating.
const maxKey = 64

// Table is an immutable set of tracking parameters and families. Its
// methods are safe for concurrent use.
type Table struct {
	params   []Param
	exact    keyIndex           // key as spelled -> indices (a global entry and scoped ones)
	folded   map[string][]int32 // lower-cased key of case-insensitive params -> indices
	foldLens uint64             // bit n-1 set when some folded key is n bytes long
	fams     familyIndex
	famFirst [256]bool // first bytes (both cases when folded) that start a family prefix
	maxLen   int
}

//go:embed params.tsv
var paramsTSV string

// Default returns the table compiled into the program, parsed once.
func Default() *Table { return defaultTable() }

var defaultTable = sync.OnceValue(func() *Table {
	t, err := newTable("params.tsv", paramsTSV)
	if err != nil {
		panic(err) // a *tsvtable.Error naming params.tsv: a build defect, caught by the tests
	}
	return t
})

// TableError reports a malformed line of a parameter table: its line, the
// column at fault ("" for the whole line) and why. It is the error of
// every table the program reads (see core/tsvtable).
type TableError = tsvtable.Error

// NewTable parses a parameter table: a header line, then one parameter a
// line as tab-separated columns
//
//	param owner kind case_insensitive [sites drop keep_if why [source…]]
//
// param is a key, or a family written `prefix*`; case_insensitive and drop
// are "yes" or "no" (drop defaults to yes); sites is a comma-separated list
// of hosts, empty for a global parameter; keep_if a `|`-separated list of
// texts. The columns are these whatever the header line says. Blank lines
// and lines starting with '#' are skipped (core/tsvtable reads the table);
// a problem is a *TableError.
func NewTable(tsv string) (*Table, error) { return newTable("", tsv) }

// newTable is NewTable for a table named file in its errors.
func newTable(file, tsv string) (*Table, error) {
	tab, err := tsvtable.Read(file, tsv, tsvtable.Options{Positional: true, MinCells: 4, ExtraCells: true,
		Columns: []string{"param", "owner", "kind", "case_insensitive", "sites", "drop", "keep_if", "why"}})
	if err != nil {
		return nil, err
	}
	rows := tab.Rows()
	if len(rows) == 0 {
		return nil, tab.Errorf("no parameters")
	}
	params := make([]Param, len(rows))
	for i, r := range rows {
		if params[i], err = parseRow(r); err != nil {
			return nil, err
		}
	}
	return build(params, func(i int) error { return rows[i].Errorf("param", "duplicate key %q", params[i].Name()) })
}

func parseRow(r tsvtable.Row) (Param, error) {
	p := Param{Owner: r.Cell("owner"), Kind: Kind(r.Cell("kind")), Drop: true, Why: r.Cell("why")}
	if reason := p.setName(r.Cell("param")); reason != "" {
		return p, r.Errorf("param", "%s", reason)
	}
	switch {
	case p.Owner == "":
		return p, r.Errorf("owner", "empty owner")
	case !p.Kind.valid():
		return p, r.Errorf("kind", "unknown kind %q", r.Cell("kind"))
	}
	var ok bool
	if p.CaseInsensitive, ok = yesNo(r.Cell("case_insensitive"), false); !ok {
		return p, r.Errorf("case_insensitive", "want yes or no, have %q", r.Cell("case_insensitive"))
	}
	if p.Drop, ok = yesNo(r.Cell("drop"), true); !ok {
		return p, r.Errorf("drop", "want yes or no, have %q", r.Cell("drop"))
	}
	if sites := r.Cell("sites"); sites != "" {
		p.Sites = strings.Split(sites, ",")
	}
	if keepIf := r.Cell("keep_if"); keepIf != "" {
		p.KeepIf = strings.Split(keepIf, "|")
	}
	if reason := p.check(); reason != "" {
		return p, r.Errorf("why", "%s", reason)
	}
	return p, nil
}

func yesNo(s string, empty bool) (bool, bool) {
	switch s {
	case "yes":
		return true, true
	case "no":
		return false, true
	case "":
		return empty, true
	}
	return false, false
}

// setName sets Key and Family from a table name ("utm_source", "utm_*"),
// or says what is wrong with it.
func (p *Param) setName(name string) string {
	prefix, family := strings.CutSuffix(name, "*")
	switch {
	case prefix == "" || len(prefix) > maxKey:
		return "key must be 1 to 64 bytes"
	case strings.ContainsAny(prefix, "&=#% +*"):
		return "key must be written decoded, without & = # % + * or space (a family ends with one *)"
	}
	p.Key, p.Family = prefix, ""
	if family {
		p.Family = name
	}
	return ""
}

// check says what is inconsistent in a parameter: a kept one must say why.
func (p *Param) check() string {
	if (!p.Drop || len(p.KeepIf) > 0) && p.Why == "" {
		return "a parameter the clean link keeps must say why"
	}
	for _, k := range p.KeepIf {
		if k == "" {
			return "empty text in keep_if"
		}
	}
	return ""
}

// Name is the parameter as a table writes it: the key, or the family pattern.
func (p *Param) Name() string {
	if p.Family != "" {
		return p.Family
	}
	return p.Key
}

// build indexes params; a second entry with the same name and the same
// sites is an error, the one duplicate(i) words for params[i].
func build(params []Param, duplicate func(i int) error) (*Table, error) {
	t := &Table{params: params, folded: map[string][]int32{}}
	exact, keys := map[string][]int32{}, []string(nil)
	seen := map[string]bool{}
	for i := range params {
		p := &params[i]
		id := p.Name() + "\x00" + strings.Join(p.Sites, ",")
		if p.CaseInsensitive {
			id = strings.ToLower(id)
		}
		if seen[id] {
			return nil, duplicate(i)
		}
		seen[id] = true
		p.setJSON()
		if p.Family == "" {
			if exact[p.Key] == nil {
				keys = append(keys, p.Key)
			}
			exact[p.Key] = append(exact[p.Key], int32(i))
		}
		t.index(int32(i))
	}
	t.exact = newKeyIndex(keys, exact, params)
	t.fams.finish()
	return t, nil
}

func (t *Table) index(i int32) {
	p := &t.params[i]
	t.maxLen = max(t.maxLen, len(p.Key))
	if p.Family != "" {
		t.fams.add(p, i)
		c := p.Key[0]
		t.famFirst[c] = true
		if p.CaseInsensitive {
			t.famFirst[lower(c)] = true
			t.famFirst[upper(c)] = true
		}
		return
	}
	if p.CaseInsensitive {
		low := strings.ToLower(p.Key)
		t.folded[low] = append(t.folded[low], i)
		t.foldLens |= 1 << (len(low) - 1)
	}
}

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

func upper(c byte) byte {
	if 'a' <= c && c <= 'z' {
		return c - 'a' + 'A'
	}
	return c
}

// Params returns the table's parameters and families in table order (a copy).
func (t *Table) Params() []Param { return append([]Param(nil), t.params...) }

// Lookup finds the global parameter or family that key (already decoded)
// belongs to, honouring each parameter's case sensitivity: "ScCid",
// "sccid" and "SCCID" all find Snapchat's click id, but "UTM_SOURCE" is not
// utm_source. Site-scoped parameters are not global: see LookupAt. Case
// folding is ASCII only, as every key of the table is ASCII.
func (t *Table) Lookup(key string) (Param, bool) {
	return t.LookupAt(key, "")
}

// LookupAt is Lookup for a parameter of a URL on host (lower case): a
// parameter scoped to that host's site wins over a global one.
func (t *Table) LookupAt(key, host string) (Param, bool) {
	i, ok := t.find(key, &site{h: host, done: true})
	if !ok {
		return Param{}, false
	}
	return t.params[i], true
}

// KindOf is Lookup's kind of key, for a caller that needs no more: the
// parameter is not copied.
func (t *Table) KindOf(key string) (Kind, bool) {
	i, ok := t.find(key, &site{done: true})
	if !ok {
		return "", false
	}
	return t.params[i].Kind, true
}

// find returns the entry for a decoded key: exact spellings first, then
// families, then case-insensitive parameters. host is called only when a
// candidate is scoped to some sites. Most keys a link carries are spelled
// as the table spells them: one map lookup, no copy.
func (t *Table) find(key string, s *site) (int32, bool) {
	if len(key) > t.maxLen && (len(key) > 3*maxKey || !t.famFirst[key[0]]) {
		return 0, false
	}
	if e := t.exact.lookup(key); e != nil {
		if !e.scoped {
			if e.global >= 0 {
				return e.global, true
			}
		} else if i, ok := t.pick(e.ids, s); ok {
			return i, true
		}
	}
	if i, ok := t.findFamily(key, s); ok {
		return i, true
	}
	if key == "" || len(key) > maxKey || t.foldLens&(1<<(len(key)-1)) == 0 { // no folded key is that long
		return 0, false
	}
	var buf [maxKey]byte
	low := buf[:copy(buf[:], key)]
	for i, c := range low {
		low[i] = lower(c)
	}
	if ids, ok := t.folded[string(low)]; ok { // no allocation: the compiler reuses low
		return t.pick(ids, s)
	}
	return 0, false
}

// pick chooses among the entries of one key: one scoped to the URL's site,
// else the global one.
func (t *Table) pick(ids []int32, s *site) (int32, bool) {
	global, found := int32(0), false
	for _, i := range ids {
		sites := t.params[i].Sites
		switch {
		case len(sites) == 0:
			global, found = i, true
		case onSites(s.host(), sites):
			return i, true
		}
	}
	return global, found
}
