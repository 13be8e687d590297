package attribution

import (
	_ "embed"

	"github.com/linkscope/linkscope/core/jsonw"
	"regexp"
	"strings"
	"sync"
)

// Unassigned is the channel GA4 reports when no rule matches.
const Unassigned = "Unassigned"

// PaidOther is the channel of a paid medium whose source is on none of
// GA4's lists.
const PaidOther = "Paid Other"

// Channels are GA4's default channel names, spelled as GA4 spells them,
// in the order its rules are applied, Unassigned last.
func Channels() []string {
	rs := ga4Rules()
	out := make([]string, 0, len(rs)+1)
	for _, r := range rs {
		out = append(out, r.channel)
	}
	return append(out, Unassigned)
}

// field is what a GA4 channel condition looks at.
type field uint8

const (
	fieldSource field = iota
	fieldMedium
	fieldCampaign
)

// term is one condition: FIELD OP VALUE of ga4_rules.tsv.
type term struct {
	field  field
	op     string
	values []string       // exact, one-of, contains, suffix: what to compare with; list: the category
	re     *regexp.Regexp // regex: anchored, GA4's full match
	reID   int            // regex: its index among the table's distinct regexes, for the session's memo
	// fast is the regex as string tests, when it is an alternation of
	// literals that may be preceded or followed by .* (the paid and video
	// media): the same answer as re without its engine.
	fast []literalTest
}

// maxRegexes bounds the distinct regexes of ga4_rules.tsv (three today):
// a session remembers each one's answer for its values.
const maxRegexes = 8

// channelRule is one row of ga4_rules.tsv: the channel, its condition as
// all of some groups, each any of its terms, and Google's wording of it.
type channelRule struct {
	index       int // its row in the table
	channel     string
	when        [][]term
	wording     string
	wordingJSON []byte // wording as a JSON string
	// byCampaign is set when a term on the campaign name can decide the
	// rule (Cross-network, the Shopping channels).
	byCampaign bool
}

//go:embed ga4_rules.tsv
var ga4RulesTSV string

//go:embed ga4_sources.tsv
var ga4SourcesTSV string

// ga4Rules is read once from ga4_rules.tsv, in the table's order.
var ga4Rules = sync.OnceValue(func() []channelRule {
	t := readTable("ga4_rules.tsv", ga4RulesTSV)
	rules := make([]channelRule, 0, len(t.rows))
	ids := map[string]int{}
	for _, row := range t.rows {
		r := channelRule{index: len(rules), channel: t.get(row, "channel"), wording: t.get(row, "rule")}
		r.wordingJSON = jsonw.AppendString(nil, r.wording)
		for _, group := range strings.Split(t.get(row, "when"), " AND ") {
			var any []term
			for _, s := range strings.Split(group, " OR ") {
				tm := parseTerm(s)
				if tm.re != nil {
					id, ok := ids[tm.re.String()+string(rune('0'+tm.field))]
					if !ok {
						id = len(ids)
						ids[tm.re.String()+string(rune('0'+tm.field))] = id
					}
					if id >= maxRegexes {
						panic("attribution: ga4_rules.tsv: more distinct regexes than maxRegexes")
					}
					tm.reID = id
				}
				r.byCampaign = r.byCampaign || tm.field == fieldCampaign
				any = append(any, tm)
			}
			r.when = append(r.when, any)
		}
		rules = append(rules, r)
	}
	return rules
})

// parseTerm reads `FIELD OP VALUE`; a term the engine cannot read is a
// bug in the embedded table, caught by its test.
func parseTerm(s string) term {
	parts := strings.SplitN(s, " ", 3)
	if len(parts) != 3 {
		panic("attribution: ga4_rules.tsv: bad term " + s)
	}
	var tm term
	switch parts[0] {
	case "source":
		tm.field = fieldSource
	case "medium":
		tm.field = fieldMedium
	case "campaign":
		tm.field = fieldCampaign
	default:
		panic("attribution: ga4_rules.tsv: unknown field " + parts[0])
	}
	tm.op = parts[1]
	switch tm.op {
	case "exact", "contains", "suffix", "list":
		tm.values = []string{parts[2]}
	case "one-of":
		tm.values = strings.Split(parts[2], ",")
	case "regex":
		tm.re = regexp.MustCompile(`^(?:` + parts[2] + `)$`)
		tm.fast = literalTests(parts[2])
	default:
		panic("attribution: ga4_rules.tsv: unknown operator " + tm.op)
	}
	return tm
}

// sourceCategories maps a source, in lower case, to its category of
// GA4's list: search, social, shopping or video.
var sourceCategories = sync.OnceValue(func() map[string]string {
	t := readTable("ga4_sources.tsv", ga4SourcesTSV)
	m := make(map[string]string, len(t.rows))
	for _, row := range t.rows {
		m[strings.ToLower(t.get(row, "traffic_source"))] = t.get(row, "category")
	}
	return m
})

// SourceCategory is the category of GA4's source list that source is in
// (search, social, shopping, video), compared without regard to case, or
// "" when GA4 does not list it.
func SourceCategory(source string) string {
	return sourceCategories()[lower(source)]
}

// session is what the channel rules read: the session's source, medium
// and campaign name, already in lower case, and the answers of the
// regexes asked so far (0 not asked, 1 match, 2 no match): the paid
// medium regex is asked by five rules, the answer is the same.
type session struct {
	source, medium, campaign string
	category                 string // the source's category of GA4's list, "" for none
	memo                     [maxRegexes]uint8
	seen                     *answers // what earlier sessions of the same Reader were told; nil for none
}

func (s *session) value(f field) string {
	switch f {
	case fieldSource:
		return s.source
	case fieldMedium:
		return s.medium
	}
	return s.campaign
}

func (tm *term) holds(s *session) bool {
	v := s.value(tm.field)
	switch tm.op {
	case "exact":
		return v == tm.values[0]
	case "one-of":
		for _, x := range tm.values {
			if v == x {
				return true
			}
		}
		return false
	case "contains":
		return strings.Contains(v, tm.values[0])
	case "suffix":
		return strings.HasSuffix(v, tm.values[0])
	case "list":
		return v != "" && s.category == tm.values[0]
	}
	if m := s.memo[tm.reID]; m != 0 {
		return m == 1
	}
	var ok bool
	switch {
	case tm.fast != nil:
		ok = anyLiteral(tm.fast, v)
	case s.seen != nil:
		ok = s.seen.match(tm, v)
	default:
		ok = tm.re.MatchString(v)
	}
	s.memo[tm.reID] = 2
	if ok {
		s.memo[tm.reID] = 1
	}
	return ok
}

func (r *channelRule) holds(s *session) bool {
	for _, any := range r.when {
		ok := false
		for i := range any {
			if any[i].holds(s) {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// classify applies GA4's rules to source, medium and campaign as GA4
// wrote them, and returns the first rule that holds, or nil for
// Unassigned; seen remembers the answers (nil: none).
func classify(source, medium, campaign string, seen *answers) *channelRule {
	if seen == nil {
		return classifyOnce(source, medium, campaign, nil)
	}
	return seen.rule(triple{source, medium, campaign})
}

// classifyOnce is classify without the memo of rules.
func classifyOnce(source, medium, campaign string, seen *answers) *channelRule {
	s := session{source: lower(source), medium: lower(medium), campaign: lower(campaign), seen: seen}
	s.category = sourceCategories()[s.source]
	rs := ga4Rules()
	for i := range rs {
		if rs[i].holds(&s) {
			return &rs[i]
		}
	}
	return nil
}

// Channel is the default channel GA4 gives a session with this source,
// medium and campaign name, as GA4 writes them ("(direct)", "(none)" for
// a visit without a campaign or referrer): "Paid Search", …, Unassigned.
func Channel(source, medium, campaign string) string {
	return channel(source, medium, campaign, nil)
}

// channel is Channel with a Reader's memory of the answers (nil: none).
func channel(source, medium, campaign string, seen *answers) string {
	if r := classify(source, medium, campaign, seen); r != nil {
		return r.channel
	}
	return Unassigned
}

// lower is strings.ToLower without an allocation for a value that is
// already lower case ASCII, as most sources and media are.
func lower(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 0x80 || 'A' <= c && c <= 'Z' {
			return strings.ToLower(s)
		}
	}
	return s
}

// isLower reports whether lower(s) is s, without making it when s is
// ASCII.
func isLower(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 0x80 {
			return strings.ToLower(s) == s
		} else if 'A' <= c && c <= 'Z' {
			return false
		}
	}
	return true
}

// ListedSources is a copy of GA4's source list: each source, in lower
// case, with its category.
func ListedSources() map[string]string {
	m := sourceCategories()
	out := make(map[string]string, len(m))
	for s, c := range m {
		out[s] = c
	}
	return out
}

// literalTest is one alternative of a simple regex: the literal, and
// whether any text may come before and after it.
type literalTest struct {
	lit           string
	before, after bool
}

// literalTests reads `^(A|B|…)$` whose every alternative is a literal of
// letters, digits, '-', '_' or ' ', with `.*` before or after it or both;
// it is nil for any other regex, which the engine matches.
func literalTests(pattern string) []literalTest {
	inner, ok := strings.CutPrefix(pattern, "^(")
	if inner, ok = strings.CutSuffix(inner, ")$"); !ok {
		return nil
	}
	var out []literalTest
	for _, alt := range strings.Split(inner, "|") {
		var t literalTest
		alt, t.before = strings.CutPrefix(alt, ".*")
		alt, t.after = strings.CutSuffix(alt, ".*")
		if alt == "" || strings.TrimFunc(alt, isLiteral) != "" {
			return nil
		}
		t.lit = alt
		out = append(out, t)
	}
	return out
}

func isLiteral(r rune) bool {
	return 'a' <= r && r <= 'z' || '0' <= r && r <= '9' || r == '-' || r == '_' || r == ' '
}

// anyLiteral is the full match of the alternatives against v. '.' does
// not match a newline in the regex: a value holding one matches only a
// literal that the newline does not need to cross.
func anyLiteral(tests []literalTest, v string) bool {
	for _, t := range tests {
		var ok bool
		switch {
		case t.before && t.after:
			ok = literalInside(v, t.lit)
		case t.before:
			ok = strings.HasSuffix(v, t.lit) && !strings.Contains(v[:len(v)-len(t.lit)], "\n")
		case t.after:
			ok = strings.HasPrefix(v, t.lit) && !strings.Contains(v[len(t.lit):], "\n")
		default:
			ok = v == t.lit
		}
		if ok {
			return true
		}
	}
	return false
}

// literalInside is `.*lit.*` as a full match: '.' matches no newline,
// so v must be one line holding lit.
func literalInside(v, lit string) bool {
	return strings.Contains(v, lit) && !strings.Contains(v, "\n")
}
