package placeholder

import (
	_ "embed"
	"fmt"
	"strings"
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
		panic("placeholder: embedded tables: " + err.Error())
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

// rows returns the data rows of a TSV table (no header, no comments), each
// checked to have n cells.
func rows(name, text string, n int) ([][]string, error) {
	var out [][]string
	header := true
	for i, line := range strings.Split(text, "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if header {
			header = false
			continue
		}
		cells := strings.Split(line, "\t")
		if len(cells) != n {
			return nil, fmt.Errorf("%s line %d: %d cells, want %d", name, i+1, len(cells), n)
		}
		out = append(out, cells)
	}
	return out, nil
}

func (t *table) loadPlatforms() error {
	rs, err := rows("platforms.tsv", platformsTSV, 5)
	if err != nil {
		return err
	}
	if len(rs) > maxPlatforms {
		return fmt.Errorf("platforms.tsv: %d platforms, at most %d", len(rs), maxPlatforms)
	}
	for _, r := range rs {
		info := platformInfo{id: r[0], name: r[1], fold: r[2] == "fold", source: r[4]}
		if r[2] != "fold" && r[2] != "exact" {
			return fmt.Errorf("platforms.tsv: %s: case %q", r[0], r[2])
		}
		for _, f := range strings.Split(r[3], ",") {
			if f == "" {
				continue
			}
			field, err := ParseField(f)
			if err != nil {
				return fmt.Errorf("platforms.tsv: %s: %w", r[0], err)
			}
			info.fields |= 1 << field
		}
		t.platforms = append(t.platforms, info)
	}
	return nil
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
	rs, err := rows("placeholders.tsv", placeholdersTSV, 6)
	if err != nil {
		return err
	}
	for _, r := range rs {
		e, err := t.entry(r)
		if err != nil {
			return fmt.Errorf("placeholders.tsv: %s %s: %w", r[0], r[1], err)
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
func (t *table) entry(r []string) (Entry, error) {
	p, err := t.platform(r[0])
	if err != nil {
		return Entry{}, err
	}
	kind, ok := kindNames[r[2]]
	if !ok {
		return Entry{}, fmt.Errorf("unknown kind %q", r[2])
	}
	ph, ok := next(r[1], 0, Raw)
	if !ok || ph.Pos != 0 || ph.End != len(r[1]) || ph.Problem != WellFormed {
		return Entry{}, fmt.Errorf("not a placeholder the scanner reads whole")
	}
	e := Entry{Platform: p, Written: r[1], Syntax: ph.Syntax, Kind: kind, Name: ph.Name,
		Meaning: r[3], Example: r[4], Source: r[5], key: ph.Name}
	switch kind {
	case KindName:
		e.key = ph.inner
	case KindArg, KindOptArg:
		if !ph.HasArg {
			return Entry{}, fmt.Errorf("kind %s without an argument", r[2])
		}
	case KindCustom:
		prefix, found := strings.CutSuffix(ph.Name, customToken)
		if !found {
			return Entry{}, fmt.Errorf("a custom row's name ends with %s", customToken)
		}
		e.Name, e.key = prefix, prefix
	}
	if _, found := next(e.Example, 0, URL); found {
		return Entry{}, fmt.Errorf("example %q holds placeholder syntax", e.Example)
	}
	return e, nil
}

func (t *table) loadTemplates() error {
	rs, err := rows("templates.tsv", templatesTSV, 4)
	if err != nil {
		return err
	}
	for _, r := range rs {
		p, err := t.platform(r[0])
		if err != nil {
			return fmt.Errorf("templates.tsv: %w", err)
		}
		t.templates[p] = append(t.templates[p], TemplateValue{Field: r[1], Value: r[2], Source: r[3]})
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
