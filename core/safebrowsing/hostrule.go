package safebrowsing

// HostRule chooses which host suffixes a lookup tries besides the exact host.
type HostRule uint8

const (
	// HostRuleV5 (the default) starts at the eTLD+1 of the Public Suffix
	// List and adds leading labels one at a time, up to four hosts.
	HostRuleV5 HostRule = iota
	// HostRuleV4 takes the last five labels and removes leading labels one
	// at a time, skipping the top-level domain alone, as the v4 Update API
	// and the Web Risk API do.
	HostRuleV4
)

// String returns the rule's name as the CLI spells it: "v5" or "v4".
func (r HostRule) String() string {
	if r == HostRuleV4 {
		return "v4"
	}
	return "v5"
}

// ParseHostRule reads a rule name: "v5" or "v4".
func ParseHostRule(s string) (HostRule, error) {
	switch s {
	case "v5":
		return HostRuleV5, nil
	case "v4":
		return HostRuleV4, nil
	}
	return HostRuleV5, &Error{Input: s, Pos: -1, Rule: RuleHostRule,
		Reason: "unknown host rule " + quote(s) + ` (want "v5" or "v4")`}
}
