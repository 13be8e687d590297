// Package risk finds what makes a link deceptive: a userinfo part that
// looks like the host, an IP address in disguise, host labels that mix
// scripts or imitate ASCII, invisible and bidi characters, dangerous
// schemes, punycode. Each finding is a value (rule id, byte position,
// structured details) and one function words it.
package risk

import (
	_ "embed"
	"strings"
	"sync"
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
)

// Severity ranks a rule.
type Severity string

// The severities.
const (
	Warning       Severity = "warning"       // the link may not be what it looks like
	Informational Severity = "informational" // worth knowing, not deceptive by itself
)

// RuleInfo is one row of the rule table.
type RuleInfo struct {
	Rule     Rule
	Severity Severity
	Source   string
}

//go:embed rules.tsv
var rulesTSV string

// Rules returns the rule table, in its order.
func Rules() []RuleInfo { return append([]RuleInfo(nil), ruleTable()...) }

var ruleTable = sync.OnceValue(func() []RuleInfo {
	var out []RuleInfo
	for i, line := range strings.Split(strings.TrimSpace(rulesTSV), "\n") {
		f := strings.Split(line, "\t")
		if i == 0 || len(f) != 3 {
			continue
		}
		out = append(out, RuleInfo{Rule(f[0]), Severity(f[1]), f[2]})
	}
	return out
})

// Severity returns the rule's severity.
func (r Rule) Severity() Severity {
	for _, info := range ruleTable() {
		if info.Rule == r {
			return info.Severity
		}
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
	// address (obfuscated-ip, ip-host); Unicode a punycode host's Unicode
	// form; Lookalike the ASCII text a confusable label reads as.
	Host, Dotted, Unicode, Lookalike string
	// Scripts are the scripts a mixed-script label mixes.
	Scripts []string
	// Char is the first bidi or invisible character; Count how many the
	// text holds.
	Char  rune
	Count int
}
