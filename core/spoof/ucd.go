package spoof

import (
	_ "embed"
	"sort"
	"strings"
	"sync"
	"unicode"
)

// The Unicode data the checks need beyond Go's unicode package (Unicode
// 15.0): the UTS #39 identifier status and Script_Extensions, the
// confusable prototypes, Default_Ignorable_Code_Point and the digit sets,
// all from Unicode 17 (scripts/spoofdata.py writes them).

//go:embed data/identifiers.tsv
var identifiersTSV string

//go:embed data/confusables.tsv
var confusablesTSV string

//go:embed data/ignorable.tsv
var ignorableTSV string

//go:embed data/digits.tsv
var digitsTSV string

// script is a Unicode script, or one of the UTS #39 augmented sets
// (Han_With_Bopomofo, Japanese, Korean), as a small number.
type script uint8

// scriptSet is a set of scripts.
type scriptSet [4]uint64

func (s *scriptSet) add(c script)     { s[c/64] |= 1 << (c % 64) }
func (s scriptSet) has(c script) bool { return s[c/64]&(1<<(c%64)) != 0 }
func (s scriptSet) empty() bool       { return s == scriptSet{} }
func (s *scriptSet) intersect(o scriptSet) {
	s[0], s[1], s[2], s[3] = s[0]&o[0], s[1]&o[1], s[2]&o[2], s[3]&o[3]
}
func (s scriptSet) intersects(o scriptSet) bool {
	return s[0]&o[0] != 0 || s[1]&o[1] != 0 || s[2]&o[2] != 0 || s[3]&o[3] != 0
}

var allScripts = scriptSet{^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0)}

// identRange is a run of Identifier_Status=Allowed code points sharing a
// Script and Script_Extensions.
type identRange struct {
	lo, hi rune
	sc     script
	scx    scriptSet
}

// ucdTables holds the parsed Unicode data; built once, read-only after.
type ucdTables struct {
	names     []string // script number -> name
	numbers   map[string]script
	allowed   []identRange
	proto     map[rune]string // confusable prototype
	ignorable [][2]rune
	zeros     []rune
}

var ucd = sync.OnceValue(loadUCD)

func loadUCD() *ucdTables {
	t := &ucdTables{numbers: map[string]script{}}
	names := make([]string, 0, len(unicode.Scripts)+8)
	for name := range unicode.Scripts {
		names = append(names, name)
	}
	identifiers := tableRows("identifiers.tsv", identifiersTSV, "first", "last", "script", "scx")
	for _, f := range identifiers {
		names = append(names, f.Cell("script"))
		names = append(names, strings.Fields(f.Cell("scx"))...)
	}
	names = append(names, "Han_With_Bopomofo", "Japanese", "Korean", "Unknown")
	sort.Strings(names)
	for _, n := range names {
		if _, ok := t.numbers[n]; !ok {
			t.numbers[n] = script(len(t.names))
			t.names = append(t.names, n)
		}
	}
	if len(t.names) > 256 {
		panic("spoof: more scripts than a scriptSet holds")
	}
	for _, f := range identifiers {
		r := identRange{lo: hexRune("identifiers.tsv", f.Cell("first")), hi: hexRune("identifiers.tsv", f.Cell("last")), sc: t.numbers[f.Cell("script")]}
		if f.Cell("scx") == "" {
			r.scx.add(r.sc)
		}
		for _, n := range strings.Fields(f.Cell("scx")) {
			r.scx.add(t.numbers[n])
		}
		t.allowed = append(t.allowed, r)
	}
	t.proto = make(map[rune]string, 6600)
	for _, f := range tableRows("confusables.tsv", confusablesTSV, "char", "prototype") {
		t.proto[hexRune("confusables.tsv", f.Cell("char"))] = hexString("confusables.tsv", f.Cell("prototype"))
	}
	for _, f := range tableRows("ignorable.tsv", ignorableTSV, "first", "last") {
		lo, hi := hexRune("ignorable.tsv", f.Cell("first")), hexRune("ignorable.tsv", f.Cell("last"))
		t.ignorable = append(t.ignorable, [2]rune{lo, hi})
	}
	for _, f := range tableRows("digits.tsv", digitsTSV, "zero") {
		t.zeros = append(t.zeros, hexRune("digits.tsv", f.Cell("zero")))
	}
	return t
}

// script returns the number of a script name (Unknown for a name the
// tables do not know, which the rule tables' tests rule out).
func (t *ucdTables) script(name string) script {
	if n, ok := t.numbers[name]; ok {
		return n
	}
	return t.numbers["Unknown"]
}

// ident returns the allowed range holding r.
func (t *ucdTables) ident(r rune) (*identRange, bool) {
	i := sort.Search(len(t.allowed), func(i int) bool { return t.allowed[i].hi >= r })
	if i < len(t.allowed) && t.allowed[i].lo <= r {
		return &t.allowed[i], true
	}
	return nil, false
}

// allowed reports whether r has Identifier_Status=Allowed.
func (t *ucdTables) allowedRune(r rune) bool {
	_, ok := t.ident(r)
	return ok
}

// scriptOf returns r's Script property: from the identifier table for
// allowed characters (Unicode 17), else from Go's unicode package.
func (t *ucdTables) scriptOf(r rune) script {
	if id, ok := t.ident(r); ok {
		return id.sc
	}
	if r < 0x80 {
		if 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' {
			return t.numbers["Latin"]
		}
		return t.numbers["Common"]
	}
	for name, tab := range unicode.Scripts {
		if unicode.Is(tab, r) {
			return t.numbers[name]
		}
	}
	return t.numbers["Unknown"]
}

// scx returns r's Script_Extensions.
func (t *ucdTables) scx(r rune) scriptSet {
	if id, ok := t.ident(r); ok {
		return id.scx
	}
	var s scriptSet
	s.add(t.scriptOf(r))
	return s
}

// augmented is UTS #39 section 5.1's augmented script set of r: its
// Script_Extensions with Han_With_Bopomofo, Japanese and Korean added for
// their member scripts, and every script for Common and Inherited.
func (t *ucdTables) augmented(r rune) scriptSet {
	s := t.scx(r)
	if s.has(t.numbers["Common"]) || s.has(t.numbers["Inherited"]) {
		return allScripts
	}
	han, hira, kana, hang, bopo := t.numbers["Han"], t.numbers["Hiragana"], t.numbers["Katakana"], t.numbers["Hangul"], t.numbers["Bopomofo"]
	if s.has(han) {
		s.add(t.numbers["Han_With_Bopomofo"])
		s.add(t.numbers["Japanese"])
		s.add(t.numbers["Korean"])
	}
	if s.has(hira) || s.has(kana) {
		s.add(t.numbers["Japanese"])
	}
	if s.has(hang) {
		s.add(t.numbers["Korean"])
	}
	if s.has(bopo) {
		s.add(t.numbers["Han_With_Bopomofo"])
	}
	return s
}

// ignorable reports whether r is Default_Ignorable_Code_Point.
func (t *ucdTables) ignorableRune(r rune) bool {
	i := sort.Search(len(t.ignorable), func(i int) bool { return t.ignorable[i][1] >= r })
	return i < len(t.ignorable) && t.ignorable[i][0] <= r
}

// digitZero returns the zero of r's decimal digit set, if r is a decimal
// digit (General_Category=Nd).
func (t *ucdTables) digitZero(r rune) (rune, bool) {
	if r >= '0' && r <= '9' {
		return '0', true
	}
	if !unicode.Is(unicode.Nd, r) {
		return 0, false
	}
	i := sort.Search(len(t.zeros), func(i int) bool { return t.zeros[i] > r }) - 1
	if i < 0 || r-t.zeros[i] > 9 {
		return 0, false
	}
	return t.zeros[i], true
}
