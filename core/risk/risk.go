// Package risk finds what makes a link deceptive: a userinfo part that
// looks like the host, an IP address in disguise, a host that imitates a
// top domain or one of the team's brands, host labels that mix scripts or
// imitate ASCII, invisible and bidi characters, dangerous schemes,
// punycode and what browsers make of it. Each finding is a value (rule id,
// level, byte position, structured details) and one function words it.
package risk

import (
	_ "embed"
	"sync"

	"github.com/linkscope/linkscope/core/spoof"
	"github.com/linkscope/linkscope/core/tsvtable"
	"github.com/linkscope/linkscope/core/whatwg/uts46"
)

// Rule is a stable rule id.
type Rule string

// The rules, as rules.tsv lists them.
const (
	Userinfo        Rule = "userinfo"
	ObfuscatedIP    Rule = "obfuscated-ip"
	IPHost          Rule = "ip-host"
	MixedScript     Rule = "mixed-script"
	Confusable      Rule = "confusable"
	BidiControl     Rule = "bidi-control"
	Invisible       Rule = "invisible"
	DangerousScheme Rule = "dangerous-scheme"
	Punycode        Rule = "punycode"
	Lookalike       Rule = "lookalike"
	// ParserDifferential: a browser and an RFC 3986 reader read different
	// hosts in the link.
	ParserDifferential Rule = "parser-differential"
)

// Level is how serious a risk is, as the JSON's "level" says it.
type Level string

// The levels.
const (
	LevelWarning Level = "warning" // the link may not be what it looks like
	LevelInfo    Level = "info"    // worth knowing, not deceptive by itself
)

// Severity ranks a rule: its Level, in the words the text reports use.
type Severity string

// The severities.
const (
	Warning       Severity = "warning"       // the link may not be what it looks like
	Informational Severity = "informational" // worth knowing, not deceptive by itself
)

// RuleInfo is one row of the rule table.
type RuleInfo struct {
	Rule Rule
	// Level is the rule's level; When says when a risk of the rule has
	// another (Risk.Level).
	Level    Level
	When     string
	Severity Severity // Level as a Severity
	Source   string
}

//go:embed rules.tsv
var rulesTSV string

// Rules returns the rule table, in its order.
func Rules() []RuleInfo { return append([]RuleInfo(nil), ruleTable()...) }

var ruleTable = sync.OnceValue(func() []RuleInfo {
	var out []RuleInfo
	for _, r := range tsvtable.MustRead("rules.tsv", rulesTSV, tsvtable.Options{Columns: []string{"rule", "level", "when", "source"}}).Rows() {
		level := Level(r.Cell("level"))
		if level != LevelWarning && level != LevelInfo {
			panic(r.Errorf("level", "want warning or info, have %q", level)) // a build defect, caught by the tests
		}
		out = append(out, RuleInfo{Rule: Rule(r.Cell("rule")), Level: level, When: r.Cell("when"), Severity: level.Severity(), Source: r.Cell("source")})
	}
	return out
})

// Level returns the rule's level: what a risk of the rule has unless
// the rule table's When says otherwise.
func (r Rule) Level() Level {
	for _, info := range ruleTable() {
		if info.Rule == r {
			return info.Level
		}
	}
	return LevelWarning
}

// Severity returns the rule's severity (its Level). A risk's own may be
// higher or lower: see Risk.Severity.
func (r Rule) Severity() Severity { return r.Level().Severity() }

// Severity is the level in the words of the text reports.
func (l Level) Severity() Severity {
	if l == LevelInfo {
		return Informational
	}
	return Warning
}

// Risk is one finding. Which detail fields are set depends on the rule.
type Risk struct {
	Rule Rule
	Pos  int // byte offset in the scanned text
	// Text is what the rule is about, as written: the userinfo, the host,
	// the label, the scheme.
	Text string
	// Host is the real host (userinfo); Dotted the dotted-decimal IPv4
	// address (obfuscated-ip, ip-host); Unicode the Unicode form of a host
	// or label written in punycode; Lookalike the ASCII text a confusable
	// label reads as.
	Host, Dotted, Unicode, Lookalike string
	// Imitates is the domain a lookalike host imitates: a top domain, or
	// one of the team's brands when Brand is set. Kind says how (Chrome's
	// lookalike heuristics), Site is the registrable domain the host
	// belongs to, Keyword the word a combosquatting host joins to the
	// brand's name.
	Imitates string
	Brand    bool
	Kind     spoof.MatchKind
	Site     string
	Keyword  string
	// Browser is a browser that shows the host as punycode to stop a
	// spoof (punycode), Verdict its decision, Display what its address bar
	// shows.
	Browser string
	Verdict spoof.Verdict
	// Scripts are the scripts a mixed-script label mixes.
	Scripts []string
	// Cause is the URL Standard's validation error that made a browser
	// read the link to another host (parser-differential).
	Cause string
	// Char is the first bidi or invisible character; Count how many the
	// text holds.
	Char  rune
	Count int
	// IDNA is the check of UTS #46 a punycode label fails, when it is not
	// valid IDNA (punycode; IDNA.Kind is 0 otherwise).
	IDNA uts46.Problem
	// Folded are the risks of the same host whose facts this warning
	// words too; each of them is then info, with FoldedInto set to this
	// risk's rule.
	Folded     []Risk
	FoldedInto Rule
	// level is the risk's level when it is not its rule's ("" when it is).
	level Level
	// worded is the risk's JSON from "message" on (appendWorded), worded
	// when the risk was found, for the risks of a host, which a Scanner
	// meets again and again and whose words do not depend on where the
	// host stands; "" to word the risk when it is written.
	worded string
}

// Level is how serious the risk is: its rule's level, or the one the
// rule table's When gives this finding (a punycode host a browser will
// not show as Unicode to stop a spoof is a warning; a label that mixes
// scripts in a host every browser shows as Unicode is info).
func (r Risk) Level() Level {
	if r.level != "" {
		return r.level
	}
	return r.Rule.Level()
}

// Severity is the risk's Level in the words of the text reports.
func (r Risk) Severity() Severity { return r.Level().Severity() }
