package attribution

import (
	_ "embed"
	"sync"

	"github.com/linkscope/linkscope/core/query"
)

// The values GA4 writes where a dimension has no value of its own.
const (
	NotSet   = "(not set)"
	Direct   = "(direct)"
	None     = "(none)"
	Organic  = "(organic)"
	Referral = "(referral)"
)

// GA4 is the session as Google Analytics 4 records it: each dimension as
// GA4 writes it. A dimension GA4 fills from the ad platform after the
// click (the campaign of an auto-tagged visit) is "": unknown before it.
type GA4 struct {
	Source, Medium, Campaign, CampaignID, Term, Content, SourcePlatform string
	Channel                                                             string
	// Rule is Google's wording of the channel rule that decided, "" for
	// Unassigned.
	Rule string
	// AutoTagged is set when a click identifier (ClickID: gclid, gbraid,
	// wbraid, dclid) made GA4 take source, medium and campaign from the
	// ad platform.
	AutoTagged bool
	ClickID    string
	// ByCampaign is set when the campaign name decided the channel
	// (Cross-network, Paid or Organic Shopping); Otherwise is then the
	// channel the same source and medium would get with another name.
	ByCampaign bool
	Otherwise  string
	// Referrer is set when the referrer decided (no campaign parameter).
	Referrer bool

	// Where each value came from: the pair of the landing page, or nil.
	sourceAt, mediumAt, campaignAt, clickAt *query.Pair
	rule                                    *channelRule // the rule that decided (read only), nil for Unassigned
}

// ga4Param is a row of ga4_params.tsv.
type ga4Param struct{ key, dimension string }

// autoTag is a row of ga4_autotag.tsv.
type autoTag struct{ key, source, medium, platform string }

//go:embed ga4_params.tsv
var ga4ParamsTSV string

//go:embed ga4_autotag.tsv
var ga4AutoTagTSV string

var ga4Params = sync.OnceValue(func() []ga4Param {
	t := readTable("ga4_params.tsv", ga4ParamsTSV)
	out := make([]ga4Param, 0, len(t.rows))
	for _, r := range t.rows {
		out = append(out, ga4Param{t.get(r, "key"), t.get(r, "dimension")})
	}
	return out
})

var autoTags = sync.OnceValue(func() []autoTag {
	t := readTable("ga4_autotag.tsv", ga4AutoTagTSV)
	out := make([]autoTag, 0, len(t.rows))
	for _, r := range t.rows {
		out = append(out, autoTag{t.get(r, "key"), t.get(r, "source_name"), t.get(r, "medium"), t.get(r, "platform")})
	}
	return out
})

// readGA4 reads the session GA4 records for the landing page's query
// pairs (x, indexed) and the referrer's host (refHost, "" for none); l is
// the landing page, asked for its host only when there is a referrer
// (nil: none).
func readGA4(x *pairIndex, l *landing, refHost string, seen *answers) GA4 {
	var g GA4
	manual := g.readManual(x)
	switch {
	case g.readAutoTag(x):
	case manual:
		if g.SourcePlatform == "" {
			g.SourcePlatform = "Manual"
		}
	default:
		g.readReferrer(l, refHost)
	}
	fill(&g.Source, NotSet)
	fill(&g.Medium, NotSet)
	if !g.AutoTagged {
		fill(&g.Campaign, NotSet)
		fill(&g.CampaignID, NotSet)
	}
	fill(&g.Term, NotSet)
	fill(&g.Content, NotSet)
	fill(&g.SourcePlatform, NotSet)
	g.decide(seen)
	return g
}

func fill(v *string, with string) {
	if *v == "" {
		*v = with
	}
}

// readManual takes each UTM dimension from its first non-empty value and
// reports whether the query has any campaign parameter.
func (g *GA4) readManual(x *pairIndex) bool {
	if !x.campaign {
		return false
	}
	for d, field := range keys().dims {
		if at, v := x.pair(x.dims[d]), g.dimension(field); at != nil && v != nil {
			*v = at.Value
		}
	}
	return true
}

// dimension is the field of g a dimension fills, nil for a dimension
// shown nowhere.
func (g *GA4) dimension(f dimField) *string {
	switch f {
	case dimSource:
		return &g.Source
	case dimMedium:
		return &g.Medium
	case dimCampaign:
		return &g.Campaign
	case dimCampaignID:
		return &g.CampaignID
	case dimTerm:
		return &g.Term
	case dimContent:
		return &g.Content
	case dimSourcePlatform:
		return &g.SourcePlatform
	}
	return nil
}

// place points g, read from x, at the pairs its source, medium and
// campaign, or its click identifier, come from: the findings give their
// positions (a reading remembered for its values is placed again in each
// link; a channel alone needs none).
func (g *GA4) place(x *pairIndex) {
	g.sourceAt, g.mediumAt, g.campaignAt, g.clickAt = nil, nil, nil, nil
	if g.AutoTagged {
		if i := x.autoTag(); i >= 0 {
			g.clickAt = x.pair(x.autoTags[i])
		}
		return
	}
	for d, field := range keys().dims {
		switch at := x.pair(x.dims[d]); field {
		case dimSource:
			g.sourceAt = at
		case dimMedium:
			g.mediumAt = at
		case dimCampaign:
			g.campaignAt = at
		}
	}
}

// isGA4Param reports whether GA4 reads key as a campaign parameter.
func isGA4Param(key string) bool {
	k := keys().lookup(key)
	return k != nil && k.dim >= 0
}

// readAutoTag applies the first click identifier present: source, medium
// and campaign come from the ad platform; term and content stay the
// UTM's.
func (g *GA4) readAutoTag(x *pairIndex) bool {
	i := x.autoTag()
	if i < 0 {
		return false
	}
	a := autoTags()[i]
	g.AutoTagged, g.ClickID = true, a.key
	g.Source, g.Medium, g.SourcePlatform = a.source, a.medium, a.platform
	g.Campaign, g.CampaignID = "", ""
	return true
}

// readReferrer is the session of a landing page without campaign
// parameters: a search engine is organic, another site a referral, none
// (or the site itself) direct.
func (g *GA4) readReferrer(l *landing, refHost string) {
	if refHost == "" || sameSite(refHost, l.hostName()) {
		g.Source, g.Medium, g.Campaign = Direct, None, Direct
		return
	}
	g.Referrer = true
	if r := knownReferrer(refHost); r != nil && r.ga4 != "" {
		g.Source, g.Medium, g.Campaign = r.ga4, "organic", Organic
		return
	}
	g.Source, g.Medium, g.Campaign = stripWWW(refHost), "referral", Referral
}

// decide applies the channel rules. The campaign of an auto-tagged
// session is Google Ads' own, unknown here: its rules read none.
func (g *GA4) decide(seen *answers) {
	r := classify(g.Source, g.Medium, g.Campaign, seen)
	if r == nil {
		g.Channel = Unassigned
		return
	}
	g.Channel, g.Rule, g.rule = r.channel, r.wording, r
	if !r.byCampaign || g.Campaign == "" {
		return
	}
	other := Unassigned
	if o := classify(g.Source, g.Medium, "", seen); o != nil {
		other = o.channel
	}
	if other != r.channel {
		g.ByCampaign, g.Otherwise = true, other
	}
}
