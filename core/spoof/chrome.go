package spoof

import (
	_ "embed"
	"strings"
	"sync"
)

//go:embed data/chrome_allowed.tsv
var chromeAllowedTSV string

//go:embed data/chrome_sets.tsv
var chromeSetsTSV string

//go:embed data/chrome_whole_script.tsv
var chromeWholeScriptTSV string

//go:embed data/chrome_words.tsv
var chromeWordsTSV string

//go:embed data/chrome_skeleton.tsv
var chromeSkeletonTSV string

//go:embed data/chrome_patterns.tsv
var chromePatternsTSV string

// chromeRules are the tables of Chrome's IDN spoof checker
// (components/url_formatter/spoof_checks), parsed once.
type chromeRules struct {
	removed     [][2]rune // from the allowed set
	sets        map[string]charSet
	tlds        map[string][]string // TLDs where a TLD-specific set is allowed
	wholeScript []wholeScript
	words       map[string]bool
	skel        skeletonRules
	patterns    []pattern
}

// wholeScript is a row of chrome_whole_script.tsv.
type wholeScript struct {
	script  script
	letters charSet
	tlds    []string
}

var chrome = sync.OnceValue(loadChrome)

func loadChrome() *chromeRules {
	c := &chromeRules{sets: map[string]charSet{}, tlds: map[string][]string{}, words: map[string]bool{}}
	for _, f := range tableRows("chrome_allowed.tsv", chromeAllowedTSV, "first", "last") {
		lo, hi := hexRune("chrome_allowed.tsv", f.Cell("first")), hexRune("chrome_allowed.tsv", f.Cell("last"))
		c.removed = append(c.removed, [2]rune{lo, hi})
	}
	for _, f := range tableRows("chrome_sets.tsv", chromeSetsTSV, "name", "chars", "tlds") {
		c.sets[f.Cell("name")] = parseSet("chrome_sets.tsv", f.Cell("chars"))
		c.tlds[f.Cell("name")] = strings.Fields(f.Cell("tlds"))
	}
	t := ucd()
	for _, f := range tableRows("chrome_whole_script.tsv", chromeWholeScriptTSV, "script", "letters", "tlds") {
		c.wholeScript = append(c.wholeScript, wholeScript{
			script: t.script(f.Cell("script")), letters: parseSet("chrome_whole_script.tsv", f.Cell("letters")), tlds: strings.Fields(f.Cell("tlds"))})
	}
	for _, f := range tableRows("chrome_words.tsv", chromeWordsTSV, "word") {
		c.words[hexString("chrome_words.tsv", f.Cell("word"))] = true
	}
	c.skel = loadSkeletonRules(c.sets["lgc-and-ascii"])
	c.patterns = loadPatterns("chrome_patterns.tsv", chromePatternsTSV)
	return c
}

func loadSkeletonRules(lgc charSet) skeletonRules {
	s := skeletonRules{diacritic: map[rune]string{}, alternative: map[rune][]string{},
		extra: map[rune]string{}, second: map[rune]string{}, lgc: lgc}
	for _, f := range tableRows("chrome_skeleton.tsv", chromeSkeletonTSV, "kind", "chars", "to") {
		to := f.Cell("to")
		for _, h := range strings.Fields(f.Cell("chars")) {
			r := hexRune("chrome_skeleton.tsv", h)
			switch f.Cell("kind") {
			case "diacritic":
				s.diacritic[r] = to
			case "alternative":
				s.alternative[r] = strings.Fields(to)
			case "extra":
				s.extra[r] = to
			case "second":
				s.second[r] = to
			default:
				panic(f.Errorf("kind", "unknown kind %q", f.Cell("kind")))
			}
		}
	}
	return s
}

// allowed reports whether r is in Chrome's IDN allowed set.
func (c *chromeRules) allowed(r rune) bool {
	for _, sp := range c.removed {
		if sp[0] <= r && r <= sp[1] {
			return false
		}
	}
	return ucd().allowedRune(r)
}

// finding is why a browser keeps a label (or the host) in punycode.
type finding struct {
	rule string
	char rune   // the character the rule is about, when one is
	note string // a detail: the pattern, the script, the top domain
}

// label is Chrome's IDNSpoofChecker::SafeToDisplayAsUnicode for one
// decoded label: the finding that keeps it in punycode, or none.
func (c *chromeRules) label(label, tld, tldUnicode string, transitional bool) (finding, bool) {
	rule, at, level := icuCheck(label, c.allowed)
	if rule != "" {
		return finding{rule: rule, char: at}, true
	}
	if transitional {
		if r, ok := firstIn(c.sets["deviation"], label); ok {
			return finding{rule: RuleDeviation, char: r}, true
		}
	}
	if f, ok := c.tldChars(label, tld); ok {
		return f, true
	}
	if r, ok := unsafeMiddleDot(label, tld); ok {
		return finding{rule: RuleMiddleDot, char: r}, true
	}
	if level == ascii {
		return finding{}, false
	}
	kana, diacritics := c.sets["kana-exceptions"], c.sets["combining-diacritics"]
	if level == singleScript && !kana.hasAny(label) && !diacritics.hasAny(label) {
		if f, ok := c.wholeScriptConfusable(label, tld, tldUnicode); ok {
			return f, true
		}
		if c.digitLookalike(label) {
			return finding{rule: RuleDigitLookalike}, true
		}
		return finding{}, false
	}
	if c.digitLookalike(label) {
		return finding{rule: RuleDigitLookalike}, true
	}
	latin := c.sets["latin"]
	lgc := c.sets["lgc-and-ascii"]
	for _, r := range label {
		if r >= 0x80 && latin.has(r) && !lgc.hasAll(label) {
			return finding{rule: RuleLatinMixed, char: r}, true
		}
	}
	if id, r, ok := matchPatterns(c.patterns, label); ok {
		return finding{rule: RuleDangerousPattern, char: r, note: id}, true
	}
	return finding{}, false
}

// tldChars: characters allowed only under some TLDs (þ and ð under .is and
// .fo, ə under .az), in a label of more than one character.
func (c *chromeRules) tldChars(label, tld string) (finding, bool) {
	if utf16Len(label) <= 1 {
		return finding{}, false
	}
	for _, name := range [...]string{"icelandic", "schwa"} {
		set := c.sets[name]
		r, ok := firstIn(set, label)
		if !ok || contains(c.tlds[name], tld) {
			continue
		}
		return finding{rule: RuleTLDChars, char: r, note: strings.Join(c.tlds[name], " ")}, true
	}
	return finding{}, false
}

// unsafeMiddleDot is HasUnsafeMiddleDot: U+00B7 anywhere but between two
// l on a .cat domain (the Catalan ela geminada).
func unsafeMiddleDot(label, tld string) (rune, bool) {
	runes := []rune(label)
	for i, r := range runes {
		if r != 0x00B7 {
			continue
		}
		if tld != "cat" || i == 0 || i == len(runes)-1 || runes[i-1] != 'l' || runes[i+1] != 'l' {
			return r, true
		}
	}
	return 0, false
}

// wholeScriptConfusable: every letter of a script in the label is a Latin
// lookalike, the TLD is neither in that script nor one of its TLDs, and
// the label is not one of the allowed words.
func (c *chromeRules) wholeScriptConfusable(label, tld, tldUnicode string) (finding, bool) {
	t := ucd()
	for i := range c.wholeScript {
		ws := &c.wholeScript[i]
		seen, all := false, true
		for _, r := range label {
			if t.scriptOf(r) != ws.script {
				continue
			}
			seen = true
			all = all && ws.letters.has(r)
		}
		if !seen || !all || c.words[label] || contains(ws.tlds, tld) || scriptIn(tldUnicode, ws.script) {
			continue
		}
		return finding{rule: RuleWholeScript, note: t.names[ws.script]}, true
	}
	return finding{}, false
}

// digitLookalike: the label is digits and digit lookalikes, with at least
// one lookalike.
func (c *chromeRules) digitLookalike(label string) bool {
	digits, looks := c.sets["digits"], c.sets["digit-lookalikes"]
	seen := false
	for _, r := range label {
		if digits.has(r) {
			continue
		}
		if !looks.has(r) {
			return false
		}
		seen = true
	}
	return seen
}

func firstIn(set charSet, s string) (rune, bool) {
	for _, r := range s {
		if set.has(r) {
			return r, true
		}
	}
	return 0, false
}

func scriptIn(s string, sc script) bool {
	t := ucd()
	for _, r := range s {
		if t.scriptOf(r) == sc {
			return true
		}
	}
	return false
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}
