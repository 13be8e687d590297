package spoof

import (
	_ "embed"
	"sync"
)

// The rule ids a Verdict gives, as data/rules.tsv describes them.
const (
	RuleInvalid          = "invalid"            // not valid IDNA: the host (or label) stays as written
	RuleCharNotAllowed   = "char-not-allowed"   // a character outside the browser's allowed set
	RuleMixedScript      = "mixed-script"       // scripts mixed beyond UTS #39 Highly Restrictive
	RuleMixedNumbers     = "mixed-numbers"      // digits from two numbering systems
	RuleHiddenOverlay    = "hidden-overlay"     // a dot above on a dotted letter
	RuleRepeatedMark     = "repeated-mark"      // the same nonspacing mark twice in a row
	RuleMarkScript       = "mark-script"        // a combining mark of another script than its base
	RuleDeviation        = "deviation"          // ß, ς, ZWJ, ZWNJ in transitional IDNA
	RuleTLDChars         = "tld-chars"          // þ, ð, ə outside the TLDs of their languages
	RuleMiddleDot        = "middle-dot"         // · outside the Catalan l·l
	RuleWholeScript      = "whole-script"       // a whole label of Latin lookalikes in another script
	RuleDigitLookalike   = "digit-lookalike"    // only digits and digit lookalikes
	RuleLatinMixed       = "latin-mixed"        // non-ASCII Latin mixed with another script
	RuleDangerousPattern = "dangerous-pattern"  // a character out of its context (kana, CJK strokes, marks)
	RuleBlocklist        = "blocklist"          // a character of Firefox's IDN blocklist
	RuleTopDomain        = "top-domain"         // the host's skeleton is a top domain's
	RuleScriptNotAllowed = "script-not-allowed" // Safari: a script off its allow list
	RuleLookalikeChar    = "lookalike-char"     // Safari: a character of its lookalike list
)

//go:embed data/rules.tsv
var rulesTSV string

// RuleInfo describes a rule id.
type RuleInfo struct {
	Rule     string
	Browsers string // which browsers apply it: chrome, firefox, safari
	// Kind is spoof for a judgement that the host deceives, policy for a
	// blanket choice (a script a browser never shows), invalid for a host
	// that is not valid IDNA.
	Kind    string
	Meaning string
	Source  string
}

var ruleInfos = sync.OnceValue(func() map[string]RuleInfo {
	m := map[string]RuleInfo{}
	for _, f := range tableRows("rules.tsv", rulesTSV, "rule", "browsers", "kind", "meaning", "source") {
		id := f.Cell("rule")
		m[id] = RuleInfo{Rule: id, Browsers: f.Cell("browsers"), Kind: f.Cell("kind"), Meaning: f.Cell("meaning"), Source: f.Cell("source")}
	}
	return m
})

// Rule returns what a rule id means; ok is false for an unknown id.
func Rule(id string) (RuleInfo, bool) {
	r, ok := ruleInfos()[id]
	return r, ok
}

// isSpoof reports whether a rule is a judgement that the host deceives.
func isSpoof(rule string) bool {
	return ruleInfos()[rule].Kind == "spoof"
}
