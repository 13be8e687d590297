package conventions

import (
	"strconv"

	"github.com/linkscope/linkscope/core/textsafe"
)

// The rule ids, stable: scripts and the JSON contract depend on them.
const (
	RuleRequired          = "required"             // a required field is missing or empty
	RuleNotAllowed        = "not-allowed"          // the value is not one of the allowed values
	RuleAlias             = "alias"                // a known alias was used; the suggestion is its value
	RuleCase              = "case"                 // the value breaks the field's case rule
	RuleSpaces            = "spaces"               // the value holds spaces the file forbids or replaces
	RulePattern           = "pattern"              // the value does not match the field's pattern
	RuleDuplicateParam    = "duplicate-param"      // the same UTM key twice in the query
	RuleUTMInFragment     = "utm-in-fragment"      // UTM parameters after '#', which analytics tools do not read
	RuleClickIDWithoutUTM = "click-id-without-utm" // a click id with no utm_source
	// RuleLookalike is a link whose host imitates one of the file's
	// brands (an audit finding; inspect reports it as the risk of the
	// same name). Field is "host", Value the host, Suggestion the brand.
	RuleLookalike = "lookalike"
)

// Rules lists every rule id, file rules first.
func Rules() []string {
	return []string{RuleRequired, RuleNotAllowed, RuleAlias, RuleCase, RuleSpaces, RulePattern,
		RuleDuplicateParam, RuleUTMInFragment, RuleClickIDWithoutUTM, RuleLookalike}
}

// Finding is one departure from the conventions.
type Finding struct {
	Rule  string
	Field string // "utm_source", "openstat.service", or a click id's key
	Value string // the value as read (decoded), "" for a missing field
	// Pos is a byte offset (0-based): in a link, where the value (or the
	// key, for the link-level rules) starts; in a value given on its own,
	// where the problem starts. -1 when there is nothing to point at (a
	// missing field).
	Pos int
	// Suggestion is the value with every certain fix applied (alias, case,
	// spaces); HasSuggestion says whether there is one.
	Suggestion    string
	HasSuggestion bool
	// Allowed and Hint say what the file expects, for not-allowed and
	// pattern findings.
	Allowed []string
	Hint    string
	Pattern string
	Case    Case // the case rule broken, for case findings
}

// Message says the finding in one sentence, user text escaped so it is
// safe to print.
func (f Finding) Message() string {
	s := f.sentence()
	if f.HasSuggestion {
		s += "; did you mean " + quote(f.Suggestion) + "?"
	}
	return s
}

func (f Finding) sentence() string {
	v := quote(f.Value)
	f.Field = textsafe.Escape(f.Field) // a key read from a link may hold anything
	switch f.Rule {
	case RuleRequired:
		return f.Field + " is required"
	case RuleNotAllowed:
		return f.Field + " " + v + " is not an allowed value" + allowedList(f.Allowed)
	case RuleAlias:
		return f.Field + " " + v + " is an alias"
	case RuleCase:
		return f.Field + " " + v + " is not " + string(f.Case) + " case"
	case RuleSpaces:
		return f.Field + " " + v + " has a space at byte " + strconv.Itoa(f.Pos)
	case RulePattern:
		s := f.Field + " " + v + " does not match the pattern " + quote(f.Pattern)
		if f.Hint != "" {
			s += " (" + textsafe.Escape(f.Hint) + ")"
		}
		return s
	case RuleDuplicateParam:
		return f.Field + " appears again, with " + v + ": analytics tools read only the first"
	case RuleUTMInFragment:
		return f.Field + " stands after '#': analytics tools read UTM parameters from the query only"
	case RuleClickIDWithoutUTM:
		return f.Field + " with no utm_source: tools other than the ad platform see no campaign"
	case RuleLookalike:
		return "the host " + v + " looks like the brand " + quote(f.Suggestion) + " but is another domain"
	}
	return f.Rule + ": " + f.Field + " " + v
}

func allowedList(a []string) string {
	if len(a) == 0 {
		return ""
	}
	const most = 8
	s := " (allowed: "
	for i, v := range a {
		if i == most {
			return s + ", … " + strconv.Itoa(len(a)-most) + " more)"
		}
		if i > 0 {
			s += ", "
		}
		s += textsafe.Escape(v)
	}
	return s + ")"
}

func quote(s string) string { return `"` + textsafe.Escape(s) + `"` }
