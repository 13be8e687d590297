package tagging

import (
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/placeholder"
	"github.com/linkscope/linkscope/core/query"
	"github.com/linkscope/linkscope/core/tracking"
)

// Lints are the remarks on a build, the one set the build command, its
// CSV mode and the Build form all show: the UTM values' lints against the
// link they go into (tracking.AddUTM: a parameter replaced, upper case,
// spaces, invisible characters, utm_source missing), what Google's
// Campaign URL Builder asks for besides (CampaignLints), both counting the
// UTM parameters the link already has, and the placeholders of the UTM
// values and the marker fields for platform p (PlaceholderLints). A value
// tracking.AddUTM refuses gives no lints of its own: the caller says why
// it was refused.
func Lints(rawURL string, u tracking.UTM, m openstat.Marker, p placeholder.Platform) []tracking.Lint {
	return append(ValueLints(rawURL, u), PlaceholderLints(u, m, p)...)
}

// ValueLints are Lints without the placeholders: the UTM values' lints
// against the link and the Campaign URL Builder's, for a caller that reads
// the placeholders against more than one platform.
func ValueLints(rawURL string, u tracking.UTM) []tracking.Lint {
	_, lints, err := tracking.AddUTM(rawURL, u)
	if err != nil {
		lints = nil
	}
	if u != (tracking.UTM{}) {
		lints = append(lints, CampaignLints(withLinkUTM(u, rawURL))...)
	}
	return lints
}

// withLinkUTM is u with the UTM values rawURL already carries where u has
// none: what the built link will hold.
func withLinkUTM(u tracking.UTM, rawURL string) tracking.UTM {
	q, _, ok := query.Of(rawURL)
	if !ok {
		return u
	}
	pairs := query.Parse(q, 0)
	fill := func(v *string, key string) {
		if *v != "" {
			return
		}
		for _, x := range query.Values(pairs, key) {
			if x != "" {
				*v = x
				return
			}
		}
	}
	fill(&u.Source, "utm_source")
	fill(&u.Medium, "utm_medium")
	fill(&u.Campaign, "utm_campaign")
	return u
}
