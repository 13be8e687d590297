package cli

import (
	"errors"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/compare"
	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/uri"
)

// rulesUsage describes --rules for every command that takes it.
const rulesUsage = "a preset (safe, usual, aggressive), a comma-separated list of rules, or browser: the href a browser makes (WHATWG URL Standard)"

// rulesChoice is a --rules value: RFC 3986 normalization rules, or the
// browser's serialization, which is no RFC 3986 rule: it reads the link
// by another standard, so it goes alone.
type rulesChoice struct {
	set     uri.RuleSet
	browser bool
}

// parseRulesChoice reads a --rules value: "browser", or what
// uri.ParseRules reads. "browser" in a list is refused with its position;
// an unknown name's message lists browser among the valid names.
func parseRulesChoice(spec string) (rulesChoice, error) {
	if strings.TrimSpace(spec) == compare.Browser {
		return rulesChoice{browser: true}, nil
	}
	pos := 0
	for _, item := range strings.Split(spec, ",") {
		if name := strings.TrimSpace(item); name == compare.Browser {
			at := pos + strings.Index(item, name)
			return rulesChoice{}, &uri.RuleError{Finding: finding.Finding{Rule: finding.RuleConflict, Field: "rules",
				Old: compare.Browser, Suggested: "RFC 3986 rules", Pos: utf8.RuneCountInString(spec[:at]) + 1, Unit: finding.Character}}
		}
		pos += len(item) + 1
	}
	set, err := uri.ParseRules(spec)
	var re *uri.RuleError
	if errors.As(err, &re) && re.Rule != finding.RuleConflict {
		re.Suggested += ", or browser alone"
	}
	return rulesChoice{set: set}, err
}

// rulesNames are the names a --rules value may hold, for completion: the
// presets, browser, then the rules.
func rulesNames() []string {
	names := uri.SpecNames()
	return slices.Insert(names, slices.Index(names, "aggressive")+1, compare.Browser)
}
