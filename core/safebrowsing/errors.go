package safebrowsing

import (
	"strconv"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/textsafe"
)

// Rule ids of Safe Browsing errors, stable for scripts.
const (
	RuleEmpty    finding.Rule = "empty"     // nothing to canonicalize
	RuleScheme   finding.Rule = "scheme"    // the scheme is not a scheme
	RuleHost     finding.Rule = "host"      // no host, or one that cannot be read
	RulePort     finding.Rule = "port"      // a port that is not a number
	RuleHostRule finding.Rule = "host-rule" // an unknown --host-rule value
)

// Error reports why a URL cannot be canonicalized, like net/url's
// *url.Error: which rule was broken, and where.
type Error struct {
	Input  string       // the input as given
	Pos    int          // 0-based byte offset in Input, or -1 when no single byte is at fault
	Rule   finding.Rule // RuleEmpty, RuleScheme, RuleHost, RulePort or RuleHostRule
	Reason string       // what is wrong, already safe to print
}

// Error formats the error as "safebrowsing: RULE: MSG at byte POS (CHAR)".
func (e *Error) Error() string {
	b := make([]byte, 0, 64+len(e.Reason))
	b = append(b, "safebrowsing: "...)
	b = append(b, e.Rule...)
	b = append(b, ": "...)
	b = append(b, e.Reason...)
	if e.Pos >= 0 {
		b = append(b, " at byte "...)
		b = strconv.AppendInt(b, int64(e.Pos), 10)
		if e.Pos < len(e.Input) {
			r, _ := utf8.DecodeRuneInString(e.Input[e.Pos:])
			b = append(b, " ("...)
			b = append(b, textsafe.Describe(r)...)
			b = append(b, ')')
		}
	}
	return string(b)
}

// quote returns s in double quotes, made safe to print by textsafe.Escape
// and shortened when long: messages must stay readable whatever the input
// holds.
func quote(s string) string {
	const max = 64
	if len(s) > max {
		cut := max
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		s = s[:cut] + "…"
	}
	return `"` + textsafe.Escape(s) + `"`
}
