package spoof

import (
	_ "embed"
	"strings"
	"sync"
	"unicode"
)

//go:embed data/safari_scripts.tsv
var safariScriptsTSV string

//go:embed data/safari_lookalikes.tsv
var safariLookalikesTSV string

//go:embed data/safari_tld_rules.tsv
var safariTLDRulesTSV string

// safariRules are the tables of WebKit's URLHelpers (mapHostName).
type safariRules struct {
	scripts   scriptSet
	lookalike charSet
	tldRules  []safariTLDRule
	armenian  script
}

type safariTLDRule struct {
	tld     string
	allowed charSet
}

var safari = sync.OnceValue(loadSafari)

func loadSafari() *safariRules {
	t := ucd()
	s := &safariRules{armenian: t.script("Armenian")}
	for _, f := range tableRows("safari_scripts.tsv", safariScriptsTSV, "script") {
		s.scripts.add(t.script(f.Cell("script")))
	}
	var chars []string
	for _, f := range tableRows("safari_lookalikes.tsv", safariLookalikesTSV, "chars") {
		chars = append(chars, f.Cell("chars"))
	}
	s.lookalike = parseSet("safari_lookalikes.tsv", strings.Join(chars, " "))
	for _, f := range tableRows("safari_tld_rules.tsv", safariTLDRulesTSV, "tld", "allowed") {
		s.tldRules = append(s.tldRules, safariTLDRule{tld: hexString("safari_tld_rules.tsv", f.Cell("tld")),
			allowed: parseSet("safari_tld_rules.tsv", f.Cell("allowed"))})
	}
	return s
}

// safariHost is WebKit's display of an ASCII host (mapHostName with no
// decode function): the whole host is decoded, and shown as Unicode only
// when every character is of an allowed script and no lookalike, or a
// TLD rule allows its second-level label.
func safariHost(ascii string) Verdict {
	labels := strings.Split(ascii, ".")
	changed := false
	for i, l := range labels {
		if !isACE(l) {
			continue
		}
		u, ok := decodeLabel(l, checkHyphens)
		if !ok || containsJoiner(u) {
			return Verdict{Display: ascii, Rule: RuleInvalid, Label: l}
		}
		labels[i], changed = u, true
	}
	if !changed {
		return Verdict{Display: ascii}
	}
	host := strings.Join(labels, ".")
	s := safari()
	f, bad := s.check(host)
	if bad && !s.allowedByTLD(host) {
		return Verdict{Display: ascii, Rule: f.rule, Char: f.char}
	}
	return Verdict{Display: host}
}

// containsJoiner: WebKit decodes with CONTEXTJ checks, which refuse a ZWJ
// or ZWNJ out of its context; Safari shows such hosts as punycode either
// way, so any joiner counts.
func containsJoiner(s string) bool { return strings.ContainsAny(s, "\u200c\u200d") }

// check is allCharactersInIDNScriptWhiteList: a lookalike character is
// reported before a script off the list, as either refuses the host.
func (s *safariRules) check(host string) (finding, bool) {
	t := ucd()
	var off finding
	var prev rune = -1
	for _, r := range host {
		if s.isLookalike(prev, r) {
			return finding{rule: RuleLookalikeChar, char: r}, true
		}
		if off.rule == "" && !s.scripts.has(t.scriptOf(r)) {
			off = finding{rule: RuleScriptNotAllowed, char: r, note: t.names[t.scriptOf(r)]}
		}
		prev = r
	}
	return off, off.rule != ""
}

// isLookalike is isLookalikeCharacter; prev is -1 at the start.
func (s *safariRules) isLookalike(prev, r rune) bool {
	if !unicode.IsPrint(r) && r != ' ' || unicode.Is(unicode.White_Space, r) || ucd().ignorableRune(r) {
		return true
	}
	if s.lookalike.has(r) {
		return true
	}
	switch r {
	case 0x0307:
		return prev == 0x0237 || prev == 0x0131 || prev == 0x05D5
	case 0x0548, 0x054D, 0x0578, 0x057D:
		return prev >= 0 && !validHostASCII(prev) && !s.isArmenian(prev)
	case '.':
		return false
	}
	return prev >= 0 && s.armenianLookalike(prev) && !s.isArmenian(r) && !validHostASCII(r)
}

func (s *safariRules) isArmenian(r rune) bool { return ucd().scriptOf(r) == s.armenian }

func (s *safariRules) armenianLookalike(r rune) bool {
	return r == 0x0548 || r == 0x054D || r == 0x0578 || r == 0x057D
}

// validHostASCII is isASCIIDigitOrValidHostCharacter: an ASCII digit or
// punctuation character the URL parser accepts in a host.
func validHostASCII(r rune) bool {
	if r >= 0x80 || !(isDigit(r) || unicode.IsPunct(r) || unicode.IsSymbol(r)) {
		return false
	}
	return !strings.ContainsRune("#%/:?@[\\]", r)
}

// allowedByTLD is allCharactersAllowedByTLDRules: the host's TLD has a
// rule and every character of its second-level label is allowed.
func (s *safariRules) allowedByTLD(host string) bool {
	host = strings.TrimSuffix(host, ".")
	for _, rule := range s.tldRules {
		if !strings.HasSuffix(host, "."+rule.tld) || len(host) == len(rule.tld)+1 {
			continue
		}
		sld := host[:len(host)-len(rule.tld)-1]
		if i := strings.LastIndexByte(sld, '.'); i >= 0 {
			sld = sld[i+1:]
		}
		return rule.allowed.hasAll(sld)
	}
	return false
}
