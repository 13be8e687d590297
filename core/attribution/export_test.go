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
