package spoof

import (
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// restriction is a UTS #39 restriction level (section 5.2), in ICU's
// order: a label passes Chrome's check at highlyRestrictive or below.
type restriction int

const (
	ascii restriction = iota + 1
	singleScript
	highlyRestrictive
	moderatelyRestrictive
	minimallyRestrictive
	unrestrictive
)

// icuCheck is what Chrome asks of ICU's USpoofChecker for a label
// (uspoof_check with the restriction level Highly Restrictive, Chrome's
// allowed set, and ICU's other checks: mixed numbers, hidden overlay,
// invisible). It returns the first failed check's rule id ("" when all
// pass), the character it is about, and the label's restriction level.
func icuCheck(label string, allowed func(rune) bool) (rule string, at rune, level restriction) {
	level = restrictionLevel(label, allowed)
	for _, r := range label {
		if !allowed(r) {
			return RuleCharNotAllowed, r, level
		}
	}
	if level > highlyRestrictive {
		return RuleMixedScript, 0, level
	}
	if r, ok := mixedNumbers(label); ok {
		return RuleMixedNumbers, r, level
	}
	if r, ok := hiddenOverlay(label); ok {
		return RuleHiddenOverlay, r, level
	}
	if r, ok := repeatedMark(label); ok {
		return RuleRepeatedMark, r, level
	}
	return "", 0, level
}

// restrictionLevel is ICU's SpoofImpl::getRestrictionLevel.
func restrictionLevel(label string, allowed func(rune) bool) restriction {
	allASCII := true
	for _, r := range label {
		if !allowed(r) {
			return unrestrictive
		}
		allASCII = allASCII && r < 0x80
	}
	if allASCII {
		return ascii
	}
	t := ucd()
	if !resolvedScripts(label, 0, false).empty() {
		return singleScript
	}
	noLatin := resolvedScripts(label, t.numbers["Latin"], true)
	if noLatin.has(t.numbers["Han_With_Bopomofo"]) || noLatin.has(t.numbers["Japanese"]) || noLatin.has(t.numbers["Korean"]) {
		return highlyRestrictive
	}
	if !noLatin.empty() && !noLatin.has(t.numbers["Cyrillic"]) && !noLatin.has(t.numbers["Greek"]) && !noLatin.has(t.numbers["Cherokee"]) {
		return moderatelyRestrictive
	}
	return minimallyRestrictive
}

// resolvedScripts intersects the augmented script sets of the label's
// characters, leaving out those that have script without when skip is set
// (getResolvedScriptSetWithout).
func resolvedScripts(label string, without script, skip bool) scriptSet {
	t := ucd()
	set := allScripts
	for _, r := range label {
		a := t.augmented(r)
		if skip && a.has(without) {
			continue
		}
		set.intersect(a)
	}
	return set
}

// mixedNumbers reports a decimal digit from a second digit set.
func mixedNumbers(label string) (rune, bool) {
	t := ucd()
	var first rune = -1
	for _, r := range label {
		zero, ok := t.digitZero(r)
		if !ok {
			continue
		}
		if first < 0 {
			first = zero
		} else if zero != first {
			return r, true
		}
	}
	return 0, false
}

// hiddenOverlay is ICU's findHiddenOverlay: U+0307 COMBINING DOT ABOVE on
// a character that already has a dot (i, j, l, soft-dotted letters, and
// characters whose prototype ends in one).
func hiddenOverlay(label string) (rune, bool) {
	sawLead := false
	for _, r := range label {
		if sawLead && r == 0x0307 {
			return r, true
		}
		if ccc := norm.NFD.PropertiesString(string(r)).CCC(); ccc == 0 || ccc == 230 {
			sawLead = dottedLead(r)
		}
	}
	return 0, false
}

func dottedLead(r rune) bool {
	if dottedLeadNoLookup(r) {
		return true
	}
	p, ok := prototype(r)
	if !ok || p == "" {
		return false
	}
	last := []rune(p)
	final := last[len(last)-1]
	return final != r && dottedLeadNoLookup(final)
}

func dottedLeadNoLookup(r rune) bool {
	return r == 'i' || r == 'j' || r == 0x0131 || r == 0x0237 || r == 'l' || unicode.Is(unicode.Soft_Dotted, r)
}

// repeatedMark is ICU's invisible check: the same nonspacing mark twice in
// one sequence of nonspacing marks, after NFD.
func repeatedMark(label string) (rune, bool) {
	var seen []rune
	for _, r := range norm.NFD.String(label) {
		if !unicode.Is(unicode.Mn, r) {
			seen = seen[:0]
			continue
		}
		for _, m := range seen {
			if m == r {
				return r, true
			}
		}
		seen = append(seen, r)
	}
	return 0, false
}
