package placeholder

import (
	_ "embed"
	"fmt"
	"strings"

	"github.com/linkscope/linkscope/core/tsvtable"
)

//go:embed platforms.tsv
var platformsTSV string

//go:embed placeholders.tsv
var placeholdersTSV string

//go:embed templates.tsv
var templatesTSV string

// Kind says how a row of placeholders.tsv matches.
type Kind uint8

// The kinds.
const (
	KindName   Kind = iota // the placeholder exactly: {campaignid}
	KindArg                // a name with a required argument: {ifmobile:m.}
	KindOptArg             // a name with or without an argument: {keyword:default}
	KindCustom             // a family of names sharing a prefix: {_name}, {{ contact.property }}
)

var kindNames = map[string]Kind{"name": KindName, "arg": KindArg, "optarg": KindOptArg, "custom": KindCustom}

// customToken stands for any name in a custom row of placeholders.tsv.
const customToken = "NAME"

// Entry is one row of placeholders.tsv.
type Entry struct {
	Platform Platform
	Written  string // as the platform writes it: {campaignid}, {ifmobile:text}, {_NAME}
	Syntax   Syntax
	Kind     Kind
	// Name is the name the row matches ("campaignid", "campaign.name"); for
	// KindCustom, the prefix every name of the family starts with.
	Name    string
	Meaning string
	// Example is what one example click inserts: "$arg" the placeholder's
	// argument, "$name" a custom name without its prefix, "" nothing.
	Example string
	Source  string
	key     string // what lookups compare: the name, with its argument for KindName
}

type platformInfo struct {
	id, name, source string
	fold             bool  // names compare without regard to case
	pads             bool  // writes double-brace names with spaces inside ({{ contact.firstname }})
	fields           uint8 // bit f set when the platform takes Field f
	syntaxes         uint8 // bit s set when the platform writes Syntax s
}

// TemplateValue is one field of a starter template.
type TemplateValue struct {
	Field, Value, Source string
}

// table is everything the TSV files hold, read once at package
// initialisation and read-only after.
type table struct {
	platforms []platformInfo // index 0 is NoPlatform
	entries   []Entry
	exact     [numSyntaxes]map[string][]int // key → entries of platforms that compare exactly
	folded    [numSyntaxes]map[string][]int // lower-case key → entries of platforms that fold case
	custom    [numSyntaxes][]int            // the KindCustom entries
	templates [maxPlatforms + 1][]TemplateValue
}

// tbl is set once, at package initialisation, and only read after.
var tbl *table

func init() { tbl = mustLoad() }

func mustLoad() *table {
	t, err := load()
	if err != nil {
		panic(err) // a *tsvtable.Error: a build defect, caught by the tests
	}
	return t
}

func load() (*table, error) {
	t := &table{platforms: []platformInfo{{}}}
	for s := range t.exact {
		t.exact[s], t.folded[s] = map[string][]int{}, map[string][]int{}
	}
	if err := t.loadPlatforms(); err != nil {
		return nil, err
	}
	if err := t.loadEntries(); err != nil {
		return nil, err
	}
	return t, t.loadTemplates()
}

func (t *table) loadPlatforms() error {
	tab, err := tsvtable.Read("platforms.tsv", platformsTSV, tsvtable.Options{Columns: []string{"id", "name", "case", "fields", "source"}})
	if err != nil {
		return err
	}
	if len(tab.Rows()) > maxPlatforms {
		return tab.Errorf("%d platforms, at most %d", len(tab.Rows()), maxPlatforms)
	}
	for _, r := range tab.Rows() {
		info, err := platformRow(r)
		if err != nil {
			return err
		}
		t.platforms = append(t.platforms, info)
	}
	return nil
}

func platformRow(r tsvtable.Row) (platformInfo, error) {
	info := platformInfo{id: r.Cell("id"), name: r.Cell("name"), fold: r.Cell("case") == "fold", source: r.Cell("source")}
	if c := r.Cell("case"); c != "fold" && c != "exact" {
		return info, r.Errorf("case", "want fold or exact, have %q", c)
	}
	for _, f := range strings.Split(r.Cell("fields"), ",") {
		if f == "" {
			continue
		}
		field, err := ParseField(f)
		if err != nil {
			return info, r.Errorf("fields", "%v", err)
		}
		info.fields |= 1 << field
	}
	return info, nil
}

func (t *table) platform(id string) (Platform, error) {
	for i := 1; i < len(t.platforms); i++ {
		if t.platforms[i].id == id {
			return Platform(i), nil
		}
	}
	return NoPlatform, fmt.Errorf("unknown platform %q", id)
}

func (t *table) loadEntries() error {
	tab, err := tsvtable.Read("placeholders.tsv", placeholdersTSV, tsvtable.Options{
		Columns: []string{"platform", "placeholder", "kind", "meaning", "example", "source"}})
	if err != nil {
		return err
	}
	for _, r := range tab.Rows() {
		e, err := t.entry(r)
		if err != nil {
			return err
		}
		i := len(t.entries)
		t.entries = append(t.entries, e)
		t.platforms[e.Platform].syntaxes |= 1 << e.Syntax
		if e.Syntax == DoubleBrace && strings.HasPrefix(e.Written, "{{ ") {
			t.platforms[e.Platform].pads = true
		}
		switch {
		case e.Kind == KindCustom:
			t.custom[e.Syntax] = append(t.custom[e.Syntax], i)
		case t.platforms[e.Platform].fold:
			k := strings.ToLower(e.key)
			t.folded[e.Syntax][k] = append(t.folded[e.Syntax][k], i)
		default:
			t.exact[e.Syntax][e.key] = append(t.exact[e.Syntax][e.key], i)
		}
	}
	return nil
}

// entry reads one row, parsing the written form with the scanner itself so
// that the table and the links it checks are read the same way.
func (t *table) entry(r tsvtable.Row) (Entry, error) {
	p, err := t.platform(r.Cell("platform"))
	if err != nil {
		return Entry{}, r.Errorf("platform", "%v", err)
	}
	written := r.Cell("placeholder")
	kind, ok := kindNames[r.Cell("kind")]
	if !ok {
		return Entry{}, r.Errorf("kind", "%s: unknown kind %q", written, r.Cell("kind"))
	}
	ph, ok := next(written, 0, Raw)
	if !ok || ph.Pos != 0 || ph.End != len(written) || ph.Problem != WellFormed {
		return Entry{}, r.Errorf("placeholder", "%s: not a placeholder the scanner reads whole", written)
	}
	e := Entry{Platform: p, Written: written, Syntax: ph.Syntax, Kind: kind, Name: ph.Name,
		Meaning: r.Cell("meaning"), Example: r.Cell("example"), Source: r.Cell("source"), key: ph.Name}
	switch kind {
	case KindName:
		e.key = ph.inner
	case KindArg, KindOptArg:
		if !ph.HasArg {
			return Entry{}, r.Errorf("placeholder", "%s: kind %s without an argument", written, r.Cell("kind"))
		}
	case KindCustom:
		prefix, found := strings.CutSuffix(ph.Name, customToken)
		if !found {
			return Entry{}, r.Errorf("placeholder", "%s: a custom row's name ends with %s", written, customToken)
		}
		e.Name, e.key = prefix, prefix
	}
	if _, found := next(e.Example, 0, URL); found {
		return Entry{}, r.Errorf("example", "%s: example %q holds placeholder syntax", written, e.Example)
	}
	return e, nil
}

func (t *table) loadTemplates() error {
	tab, err := tsvtable.Read("templates.tsv", templatesTSV, tsvtable.Options{Columns: []string{"platform", "field", "value", "source"}})
	if err != nil {
		return err
	}
	for _, r := range tab.Rows() {
		p, err := t.platform(r.Cell("platform"))
		if err != nil {
			return r.Errorf("platform", "%v", err)
		}
		t.templates[p] = append(t.templates[p], TemplateValue{Field: r.Cell("field"), Value: r.Cell("value"), Source: r.Cell("source")})
	}
	return nil
}

// Entries returns a copy of the table, in its order.
func Entries() []Entry { return append([]Entry(nil), tbl.entries...) }

// PlatformEntries returns the rows of platform p, in table order.
func PlatformEntries(p Platform) []Entry {
	var out []Entry
	for _, e := range tbl.entries {
		if e.Platform == p {
			out = append(out, e)
		}
	}
	return out
}
