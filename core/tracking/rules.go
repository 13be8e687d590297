package tracking

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/textsafe"
)

// RulesFileName is the user rules file's name in linkscope's config
// directory.
const RulesFileName = "tracking-rules.conf"

// Rule is one line of a user rules file: a parameter or family to add, or
// a change to a built-in one (its attributes replace the built-in's; those
// not given are kept).
type Rule struct {
	Line  int
	Param Param
	given attr // the attributes the line set
}

type attr uint8

const (
	attrOwner attr = 1 << iota
	attrKind
	attrSites
	attrKeepIf
	attrWhy
	attrCase
	attrDrop
)

// RuleError reports a bad line of a rules file: where (1-based line, and
// column in characters) and what.
type RuleError struct {
	Line, Column int
	Reason       string
}

func (e *RuleError) Error() string {
	return "line " + strconv.Itoa(e.Line) + ", column " + strconv.Itoa(e.Column) + ": " + e.Reason
}

// maxRulesLine bounds a rules line, so a corrupt file cannot make one token
// of any size.
const maxRulesLine = 4096

// ParseRules reads a user rules file. One rule a line; `#` starts a comment
// line; blank lines are skipped. A rule is a directive, a name and
// attributes:
//
//	param NAME [owner="…"] [kind=KIND] [sites=HOST,HOST] [keep-if=TEXT|TEXT] [why="…"] [case=insensitive|sensitive]
//	keep  NAME why="…" [sites=HOST,HOST]
//
// NAME is a decoded key (utm_source) or a family (prefix*). `param` adds a
// parameter, a family, a site scope (sites=) or an exception (keep-if=: the
// clean link keeps the parameter on URLs containing one of the texts, why=
// says why), and makes the clean link drop it; `keep` marks a parameter as
// known tracking that the clean link keeps. A value holding spaces is double-quoted, with \" and \\ escapes.
func ParseRules(text string) ([]Rule, error) {
	var rules []Rule
	n := -1
	for line := range strings.SplitSeq(text, "\n") {
		n++
		line = strings.TrimSuffix(line, "\r")
		r, ok, err := parseRuleLine(line, n+1)
		if err != nil {
			return nil, err
		}
		if ok {
			rules = append(rules, r)
		}
	}
	return rules, nil
}

// token is one word of a rules line and its column.
type token struct {
	text string
	col  int
}

func parseRuleLine(line string, n int) (Rule, bool, error) {
	if err := checkLine(line, n); err != nil {
		return Rule{}, false, err
	}
	toks, err := tokenize(line, n)
	if err != nil || len(toks) == 0 || strings.HasPrefix(toks[0].text, "#") {
		return Rule{}, false, err
	}
	r := Rule{Line: n, Param: Param{Drop: true}}
	switch toks[0].text {
	case "param":
		r.given = attrDrop // the clean link drops it, unless keep-if says otherwise
	case "keep":
		r.Param.Drop, r.given = false, attrDrop
	default:
		return r, false, &RuleError{n, toks[0].col, "unknown directive " + strconv.Quote(toks[0].text) + ": want param or keep"}
	}
	if len(toks) < 2 {
		return r, false, &RuleError{n, utf8.RuneCountInString(line) + 1, toks[0].text + " needs a parameter name"}
	}
	if reason := r.Param.setName(toks[1].text); reason != "" {
		return r, false, &RuleError{n, toks[1].col, reason}
	}
	for _, t := range toks[2:] {
		if err := r.setAttr(t, n); err != nil {
			return r, false, err
		}
	}
	if toks[0].text == "keep" && r.given&attrWhy == 0 {
		return r, false, &RuleError{n, toks[0].col, `keep needs why="…": the reason the clean link keeps it`}
	}
	if r.given&attrKeepIf != 0 && r.given&attrWhy == 0 {
		return r, false, &RuleError{n, toks[0].col, `keep-if needs why="…": the reason the clean link keeps it there`}
	}
	return r, true, nil
}

// checkLine rejects invalid UTF-8, control characters and overlong lines.
func checkLine(line string, n int) error {
	if len(line) > maxRulesLine {
		return &RuleError{n, 1, "line longer than " + strconv.Itoa(maxRulesLine) + " bytes"}
	}
	col := 0
	for i, r := range line {
		col++
		switch {
		case r == utf8.RuneError && !strings.HasPrefix(line[i:], "\uFFFD"):
			return &RuleError{n, col, "invalid UTF-8"}
		case r != '\t' && (unicode.Is(unicode.Cc, r) || unicode.Is(unicode.Cf, r)):
			return &RuleError{n, col, textsafe.Describe(r) + " is not allowed"}
		}
	}
	return nil
}

// tokenize splits a line on spaces and tabs; a `"` starts a quoted part
// that may hold spaces, \" and \\.
func tokenize(line string, n int) ([]token, error) {
	var toks []token
	var cur strings.Builder
	col, start, inTok, quoted, quoteCol := 0, 0, false, false, 0
	for i := 0; i < len(line); {
		r, size := utf8.DecodeRuneInString(line[i:])
		col++
		switch {
		case quoted && r == '\\' && i+1 < len(line) && (line[i+1] == '"' || line[i+1] == '\\'):
			cur.WriteByte(line[i+1])
			i++
			col++
		case quoted && r == '"':
			quoted = false
		case quoted:
			cur.WriteRune(r)
		case r == '"':
			quoted, quoteCol = true, col
			if !inTok {
				inTok, start = true, col
			}
		case r == ' ' || r == '\t':
			if inTok {
				toks = append(toks, token{cur.String(), start})
				cur.Reset()
				inTok = false
			}
		default:
			if !inTok {
				inTok, start = true, col
			}
			cur.WriteRune(r)
		}
		i += size
	}
	if quoted {
		return nil, &RuleError{n, quoteCol, "unterminated quoted value"}
	}
	if inTok {
		toks = append(toks, token{cur.String(), start})
	}
	return toks, nil
}

// setAttr applies one name=value attribute.
func (r *Rule) setAttr(t token, n int) error {
	name, value, ok := strings.Cut(t.text, "=")
	if !ok {
		return &RuleError{n, t.col, "want name=value, have " + strconv.Quote(t.text)}
	}
	valueCol := t.col + utf8.RuneCountInString(name) + 1
	bad := func(reason string) error { return &RuleError{n, valueCol, reason} }
	a, reason := r.applyAttr(name, value)
	switch {
	case a == 0:
		return &RuleError{n, t.col, "unknown attribute " + strconv.Quote(name) + ": want owner, kind, sites, keep-if, why or case"}
	case r.given&a != 0 && a != attrDrop:
		return &RuleError{n, t.col, name + " given twice"}
	case reason != "":
		return bad(reason)
	}
	r.given |= a
	return nil
}

// applyAttr sets the attribute name to value; it returns the attribute (0
// for an unknown name) and what is wrong with the value.
func (r *Rule) applyAttr(name, value string) (attr, string) {
	p := &r.Param
	switch name {
	case "owner":
		p.Owner = value
		return attrOwner, nonEmpty(value, "owner")
	case "why":
		p.Why = value
		return attrWhy, nonEmpty(value, "why")
	case "kind":
		p.Kind = Kind(value)
		if !p.Kind.valid() {
			return attrKind, "unknown kind " + strconv.Quote(value) + ": want " + kindList()
		}
		return attrKind, ""
	case "case":
		p.CaseInsensitive = value == "insensitive"
		if value != "insensitive" && value != "sensitive" {
			return attrCase, "want case=insensitive or case=sensitive"
		}
		return attrCase, ""
	case "sites":
		p.Sites = strings.Split(value, ",")
		return attrSites, checkSites(p.Sites)
	case "keep-if":
		p.KeepIf = strings.Split(value, "|")
		for _, k := range p.KeepIf {
			if k == "" {
				return attrKeepIf, "empty text in keep-if"
			}
		}
		return attrKeepIf, ""
	}
	return 0, ""
}

func nonEmpty(v, name string) string {
	if v == "" {
		return name + " is empty"
	}
	return ""
}

func kindList() string {
	s := make([]string, len(kinds))
	for i, k := range kinds {
		s[i] = string(k)
	}
	return strings.Join(s, ", ")
}

// checkSites accepts lower-case ASCII host names.
func checkSites(sites []string) string {
	for _, s := range sites {
		if s == "" {
			return "empty host in sites"
		}
		for i := 0; i < len(s); i++ {
			c := s[i]
			if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '.') {
				return "host " + strconv.Quote(s) + " in sites: want lower-case letters, digits, - and . (punycode for IDNs)"
			}
		}
	}
	return ""
}

// With returns a table holding t's parameters changed and extended by
// rules, in order. A rule whose name and sites are those of an entry
// changes that entry; any other adds one (owner "user rules" and kind
// campaign unless given).
func (t *Table) With(rules []Rule) (*Table, error) {
	params := append(make([]Param, 0, len(t.params)+len(rules)), t.params...)
	entries := make(map[string]int, len(params)+len(rules))
	for i := range params {
		entries[entryKey(&params[i])] = i
	}
	for _, r := range rules {
		key := entryKey(&r.Param)
		i, ok := entries[key]
		if !ok {
			p := r.Param
			if r.given&attrOwner == 0 {
				p.Owner = "user rules"
			}
			if r.given&attrKind == 0 {
				p.Kind = KindCampaign
			}
			entries[key] = len(params)
			params = append(params, p)
			continue
		}
		params[i] = merge(params[i], r)
		if reason := params[i].check(); reason != "" {
			return nil, &RuleError{r.Line, 1, reason}
		}
	}
	return build(params, func(i int) error {
		return &TableError{Line: i + 2, Column: "param", Reason: "duplicate key " + strconv.Quote(params[i].Name())}
	})
}

// entryKey identifies an entry as a rule names it: its name (and spelling
// rule) and sites. A map of them finds a rule's entry at once (looking
// through the entries one by one made 40,000 rules take seconds).
func entryKey(p *Param) string {
	return p.Name() + "\x00" + strings.Join(p.Sites, ",")
}

func merge(p Param, r Rule) Param {
	n := r.Param
	set := func(a attr) bool { return r.given&a != 0 }
	if set(attrOwner) {
		p.Owner = n.Owner
	}
	if set(attrKind) {
		p.Kind = n.Kind
	}
	if set(attrCase) {
		p.CaseInsensitive = n.CaseInsensitive
	}
	if set(attrKeepIf) {
		p.KeepIf = n.KeepIf
	}
	if set(attrWhy) {
		p.Why = n.Why
	}
	if set(attrDrop) {
		p.Drop = n.Drop
	}
	return p
}
