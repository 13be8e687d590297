package attribution

import "regexp"

// SimpleRegex is a channel regex the engine answers with string tests.
type SimpleRegex struct {
	Regexp *regexp.Regexp
	Fast   func(string) bool
}

// SimpleRegexes are the regexes of ga4_rules.tsv read as string tests.
func SimpleRegexes() []SimpleRegex {
	var out []SimpleRegex
	for _, r := range ga4Rules() {
		for _, any := range r.when {
			for _, tm := range any {
				if tm.fast != nil {
					fast := tm.fast
					out = append(out, SimpleRegex{tm.re, func(v string) bool { return anyLiteral(fast, v) }})
				}
			}
		}
	}
	return out
}

// Unremembered is rd without what its Reader remembered for it (its
// head, its shape, its findings' wordings): its writers then write it
// from its values alone.
func Unremembered(rd Reading) Reading {
	rd.head, rd.shape = nil, nil
	rd.Findings = append([]Finding(nil), rd.Findings...)
	for i := range rd.Findings {
		rd.Findings[i].worded = nil
	}
	return rd
}
