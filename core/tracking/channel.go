package tracking

import (
	_ "embed"
	"slices"
	"strings"
	"sync"

	"github.com/linkscope/linkscope/core/tsvtable"
)

// channelRule is one condition of GA4's default channel group that looks at
// utm_medium or utm_source alone.
type channelRule struct {
	field, match, pattern, channel string
}

//go:embed channels.tsv
var channelsTSV string

// channelRules is read once from channels.tsv, in the table's order.
var channelRules = sync.OnceValue(func() []channelRule {
	var rules []channelRule
	opts := tsvtable.Options{Columns: []string{"field", "match", "pattern", "channel"}}
	for _, r := range tsvtable.MustRead("channels.tsv", channelsTSV, opts).Rows() {
		rule := channelRule{r.Cell("field"), r.Cell("match"), r.Cell("pattern"), r.Cell("channel")}
		switch {
		case rule.field != "medium" && rule.field != "source":
			panic(r.Errorf("field", "want medium or source, have %q", rule.field)) // a build defect, caught by the tests
		case !slices.Contains([]string{"exact", "prefix", "suffix", "contains"}, rule.match):
			panic(r.Errorf("match", "want exact, prefix, suffix or contains, have %q", rule.match))
		}
		rules = append(rules, rule)
	}
	return rules
})

// Channel returns the GA4 default channel that a campaign's utm_medium (or,
// failing that, its utm_source) maps to whatever the source site, or ""
// when no such rule matches and GA4 would report the sessions as
// "Unassigned" unless their source is on one of its internal site lists.
// GA4 compares without regard to case. Source: [GA4] Default channel group,
// https://support.google.com/analytics/answer/9756891.
func Channel(source, medium string) string {
	source, medium = strings.ToLower(source), strings.ToLower(medium)
	for _, field := range [...]string{"medium", "source"} {
		v := medium
		if field == "source" {
			v = source
		}
		if v == "" {
			continue
		}
		for _, r := range channelRules() {
			if r.field == field && r.matches(v) {
				return r.channel
			}
		}
	}
	return ""
}

func (r channelRule) matches(v string) bool {
	switch r.match {
	case "exact":
		return v == r.pattern
	case "prefix":
		return strings.HasPrefix(v, r.pattern)
	case "suffix":
		return strings.HasSuffix(v, r.pattern)
	case "contains":
		return strings.Contains(v, r.pattern)
	}
	return false
}

// standardMedia lists, for the hint, media that map to a channel by themselves.
const standardMedia = "cpc, ppc, paid…, display, banner, cpm, email, social, organic, referral, affiliate, audio, sms, push, video"
