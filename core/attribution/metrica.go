package attribution

import (
	_ "embed"
	"slices"
	"strings"
	"sync"

	"github.com/linkscope/linkscope/core/openstat"
)

// Metrica is the visit as Yandex Metrica records it: its UTM values as
// written ("" for none), the Openstat marker it reads, the from tag and
// its traffic source (the API's TrafficSource: ad, organic, referral,
// direct, internal, social, messenger, email).
type Metrica struct {
	Source, Medium, Campaign string
	From                     string
	Openstat                 *openstat.Marker
	Category                 string
}

// markerOf is the marker a reading shows of d, in spare (memory the
// caller lets go of; nil: new memory), or nil for none.
func markerOf(d *openstat.Decoded, spare *openstat.Marker) *openstat.Marker {
	if !d.Found {
		return nil
	}
	if spare == nil {
		spare = new(openstat.Marker)
	}
	*spare = d.Marker
	return spare
}

// metricaRule is one row of metrica.tsv.
type metricaRule struct {
	kind     string   // "param", "openstat", "medium" or "prefix"
	values   []string // the key of a param rule; the media of a medium rule; a prefix rule's prefix
	sources  []string // a medium rule's sources, nil for any
	category string
}

//go:embed metrica.tsv
var metricaTSV string

var metricaRules = sync.OnceValue(func() []metricaRule {
	t := readTable("metrica.tsv", metricaTSV)
	out := make([]metricaRule, 0, len(t.rows))
	for _, r := range t.rows {
		when, cat := t.get(r, "when"), t.get(r, "category")
		switch {
		case when == "openstat":
			out = append(out, metricaRule{kind: "openstat", category: cat})
		case strings.HasPrefix(when, "param "):
			out = append(out, metricaRule{kind: "param", values: []string{strings.TrimPrefix(when, "param ")}, category: cat})
		case strings.HasPrefix(when, "utm_medium one-of "):
			out = append(out, mediumRule(strings.TrimPrefix(when, "utm_medium one-of "), cat))
		case strings.HasPrefix(when, "utm_medium prefix "):
			out = append(out, metricaRule{kind: "prefix", values: []string{strings.TrimPrefix(when, "utm_medium prefix ")}, category: cat})
		default:
			panic("attribution: metrica.tsv: unknown condition " + when)
		}
	}
	return out
})

// mediumRule is the rule of a row "utm_medium one-of MEDIA", optionally
// followed by " AND utm_source one-of SOURCES".
func mediumRule(when, category string) metricaRule {
	media, sources, both := strings.Cut(when, " AND utm_source one-of ")
	r := metricaRule{kind: "medium", values: strings.Split(media, ","), category: category}
	if both {
		r.sources = strings.Split(sources, ",")
	}
	return r
}

// readMetrica reads Metrica's visit but its marker (marked: the link has
// one), which the caller sets.
func readMetrica(l *landing, refHost string, marked bool) Metrica {
	var m Metrica
	x := &l.index
	m.Source, m.Medium, m.Campaign = x.value(nameUTMSource), x.value(nameUTMMedium), x.value(nameUTMCampaign)
	m.From = x.value(nameFrom)
	m.Category = metricaCategory(l, refHost, marked, lower(m.Medium), lower(m.Source))
	return m
}

// metricaCategory is Metrica's traffic source: what the landing page's
// tags decide (medium and source are utm_medium and utm_source in lower
// case), else the referrer.
func metricaCategory(l *landing, refHost string, marked bool, medium, source string) string {
	if c := byTags(&l.index, marked, medium, source); c != "" {
		return c
	}
	switch r := knownReferrer(refHost); {
	case refHost == "":
		return "direct"
	case sameSite(refHost, l.hostName()):
		return "internal"
	case r != nil:
		return r.metrica
	}
	return "referral"
}

// byTags is the traffic source the landing page's tags decide, or "".
func byTags(x *pairIndex, marked bool, medium, source string) string {
	params := keys().metricaParams
	for i, r := range metricaRules() {
		switch r.kind {
		case "param":
			if x.has(params[i]) {
				return r.category
			}
		case "openstat":
			if marked {
				return r.category
			}
		case "prefix":
			if strings.HasPrefix(medium, r.values[0]) {
				return r.category
			}
		case "medium":
			if slices.Contains(r.values, medium) && (r.sources == nil || slices.Contains(r.sources, source)) {
				return r.category
			}
		}
	}
	return ""
}
