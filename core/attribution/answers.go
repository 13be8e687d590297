package attribution

import "strings"

// answers remembers, across a Reader's links, what was worked out from a
// few values: what each channel regex answered for a value, the rule each
// source, medium and campaign got, the suggestion for a source or medium
// GA4 cannot place. A batch meets the same campaigns again and again, and
// these are the costly questions (a regex, several rules, an edit
// distance over GA4's source list). It is bounded: past maxAnswers
// answers of a kind it starts over, and values longer together than
// maxAnswerLen bytes are worked out each time, never kept.
type answers struct {
	regex       map[regexKey]bool
	rules       map[triple]int16 // the rule's index, -1 for Unassigned
	suggestions map[suggestKey]string
}

const (
	maxAnswers   = 512
	maxAnswerLen = 512
)

type regexKey struct {
	id int
	v  string
}

type triple struct{ source, medium, campaign string }

type suggestKey struct {
	medium bool // a medium's suggestion, else a source's
	v      string
}

// match is tm's regex on v.
func (a *answers) match(tm *term, v string) bool {
	if len(v) > maxAnswerLen {
		return tm.re.MatchString(v)
	}
	k := regexKey{tm.reID, v}
	if ok, found := a.regex[k]; found {
		return ok
	}
	ok := tm.re.MatchString(v)
	if a.regex == nil || len(a.regex) >= maxAnswers {
		a.regex = make(map[regexKey]bool, 64)
	}
	k.v = strings.Clone(v) // v may be a view of the caller's buffer
	a.regex[k] = ok
	return ok
}

// rule is classifyOnce's rule for k.
func (a *answers) rule(k triple) *channelRule {
	if len(k.source)+len(k.medium)+len(k.campaign) > maxAnswerLen {
		return classifyOnce(k.source, k.medium, k.campaign, a)
	}
	if i, ok := a.rules[k]; ok {
		if i < 0 {
			return nil
		}
		return &ga4Rules()[i]
	}
	r := classifyOnce(k.source, k.medium, k.campaign, a)
	if a.rules == nil || len(a.rules) >= maxAnswers {
		a.rules = make(map[triple]int16, 64)
	}
	i := int16(-1)
	if r != nil {
		i = int16(r.index)
	}
	// The values may be views of the caller's buffer.
	a.rules[triple{strings.Clone(k.source), strings.Clone(k.medium), strings.Clone(k.campaign)}] = i
	return r
}

// suggestion is suggestMedium(v) or suggestSource(v).
func (a *answers) suggestion(medium bool, v string) string {
	suggest := suggestSource
	if medium {
		suggest = suggestMedium
	}
	if len(v) > maxAnswerLen {
		return suggest(v)
	}
	k := suggestKey{medium, v}
	if s, ok := a.suggestions[k]; ok {
		return s
	}
	s := suggest(v)
	if a.suggestions == nil || len(a.suggestions) >= maxAnswers {
		a.suggestions = make(map[suggestKey]string, 16)
	}
	k.v = strings.Clone(v)
	a.suggestions[k] = s
	return s
}
