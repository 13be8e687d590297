package wording

import (
	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/textsafe"
)

// standardMedia are the media GA4's default channel rules name, for a
// medium that names none of them.
const standardMedia = "cpc, paid…, display, email, social, organic, referral, affiliate, audio, sms, push"

// attributionForms words the attribution rules (core/attribution) with
// the parameter first where there is one: longest first, each later one
// shorter, as lintForms does. It is nil for another rule.
func attributionForms(f finding.Finding) []string {
	full := attributionSentence(f)
	if full == "" {
		return nil
	}
	return append([]string{full}, attributionShort(f)...)
}

// attributionSentence is an attribution finding's full sentence, the
// first of its forms: what Message says, made alone, since a batch words
// one for every finding it writes. It is "" for another rule.
func attributionSentence(f finding.Finding) string {
	before, after, at := AttributionParts(f)
	if !at {
		return before
	}
	return before + Where(f) + after
}

// AttributionParts is an attribution finding's sentence (what Message
// says) in two parts around the place it names the finding's position:
// the sentence is before + Where(f) + after when at, before alone when it
// names none. No part depends on f.Pos, so a writer of many findings that
// differ only in where they are words them once. before is "" for a rule
// that is no attribution rule.
func AttributionParts(f finding.Finding) (before, after string, at bool) {
	switch f.Rule {
	case finding.RuleUTMInPath:
		readers := "so no analytics reads it as a parameter"
		if f.Detail != "" { // the platform that reads ';' as '&'
			readers = "so GA4 and most analytics do not read it as a parameter (" + textsafe.Escape(f.Detail) + " does: it reads \";\" as \"&\")"
		}
		return quote(f.Old) + " ", " is in the path, where no \"?\" has started the query, " + readers + "; " +
			"write \"?\" before it: " + textsafe.Escape(f.Suggested), true
	case finding.RuleSecondQuestionMark:
		return "a second \"?\" ", " makes " + textsafe.Escape(f.Old) + " part of another key, so every analytics platform loses it; " +
			"write \"&\" there: " + textsafe.Escape(f.Suggested), true
	case finding.RuleUTMInFragment:
		return "UTM parameters in the fragment (" + textsafe.Escape(f.Detail) + ") ",
			": GA4 never reads the fragment (Matomo does); move them to the query: " + textsafe.Escape(f.Suggested), true
	case finding.RuleChannelUnassigned:
		return unassignedSentence(f), "", false
	case finding.RuleChannelOther:
		return otherSentence(f), "", false
	case finding.RuleCampaignChannel:
		return campaignSentence(f), "", false
	case finding.RuleAutoTagOverrides:
		p := textsafe.Escape(f.Platform)
		return textsafe.Escape(f.Old) + " ", " turns on " + p + " auto-tagging: GA4 takes source, medium and campaign from " + p +
			", not from " + textsafe.Escape(f.Detail) + " (utm_term and utm_content still count)", true
	case finding.RuleCaseSplitsRows:
		return f.Field + " " + quote(f.Old) + " has upper case: GA4 keeps it, so " + quote(f.Old) + " and " + quote(f.Suggested) +
			" are two rows in its reports", "", false
	case finding.RuleClickIDStripped:
		return textsafe.Escape(f.Old) + " ", " is removed by " + textsafe.Escape(f.Detail) +
			" before analytics sees the page (private browsing, Mail, strict tracking protection)", true
	case finding.RuleMissingSourceMed:
		return "no " + f.Field + ": GA4 records " + f.Detail + " as the session's " + field(f.Field) +
			", and its channel rules need both a source and a medium", "", false
	}
	return "", "", false
}

// attributionShort are the forms after the sentence, shorter each.
func attributionShort(f finding.Finding) []string {
	switch f.Rule {
	case finding.RuleUTMInPath:
		if f.Detail != "" {
			return []string{"no \"?\" before " + textsafe.Escape(f.Old) + ": GA4 does not read it", "no \"?\": GA4 misses it"}
		}
		return []string{"no \"?\" before " + textsafe.Escape(f.Old) + ": no analytics reads it", "no \"?\": not read"}
	case finding.RuleSecondQuestionMark:
		return []string{"second \"?\": " + textsafe.Escape(f.Old) + " is lost; use \"&\"", "second \"?\": use \"&\""}
	case finding.RuleUTMInFragment:
		return []string{"in the fragment: GA4 ignores them, Matomo reads them", "GA4 ignores the fragment"}
	case finding.RuleChannelUnassigned:
		return unassignedShort(f)
	case finding.RuleChannelOther:
		return otherShort(f)
	case finding.RuleCampaignChannel:
		return campaignShort(f)
	case finding.RuleAutoTagOverrides:
		return []string{textsafe.Escape(f.Platform) + " auto-tagging overrides " + textsafe.Escape(f.Detail), "auto-tagging overrides the UTM"}
	case finding.RuleCaseSplitsRows:
		return []string{"upper case: GA4 counts it apart from " + quote(f.Suggested), "GA4 keeps case"}
	case finding.RuleClickIDStripped:
		return []string{"removed by " + textsafe.Escape(f.Detail), "browsers remove it"}
	case finding.RuleMissingSourceMed:
		return []string{"missing: GA4 records " + f.Detail, "missing: " + f.Detail}
	}
	return nil
}

// field is the GA4 dimension a UTM parameter fills.
func field(param string) string {
	switch param {
	case "utm_source":
		return "source"
	case "utm_medium":
		return "medium"
	}
	return param
}

func unassignedSentence(f finding.Finding) string {
	lead := f.Field + " " + quote(f.Old) + " matches no GA4 channel rule, so GA4 puts the session in Unassigned"
	if f.Suggested == "" {
		return lead + "; media GA4 knows: " + standardMedia
	}
	return lead + "; " + quote(f.Suggested) + " would make it " + f.Detail
}

func unassignedShort(f finding.Finding) []string {
	if f.Suggested == "" {
		return []string{"Unassigned in GA4; try " + standardMedia, "GA4: Unassigned"}
	}
	return []string{"Unassigned in GA4; " + quote(f.Suggested) + " would make it " + f.Detail, "GA4: Unassigned"}
}

func otherSentence(f finding.Finding) string {
	lead := f.Field + " " + quote(f.Old) + " is on none of GA4's source lists (search, social, shopping, video), so its paid medium lands in Paid Other"
	if f.Suggested == "" {
		return lead + "; name the platform as GA4 lists it (google, facebook, instagram, bing, youtube, …)"
	}
	return lead + "; " + quote(f.Suggested) + " would make it " + f.Detail
}

func otherShort(f finding.Finding) []string {
	if f.Suggested == "" {
		return []string{"Paid Other in GA4: the source is on none of its lists", "GA4: Paid Other"}
	}
	return []string{"Paid Other in GA4; " + quote(f.Suggested) + " would make it " + f.Detail, "GA4: Paid Other"}
}

func campaignSentence(f finding.Finding) string {
	why := "a campaign name containing \"cross-network\""
	if f.Detail != "Cross-network" {
		why = "a campaign name with \"shop\" at its start or after any character but a-d and f-z, or with \"shopping\","
	}
	return f.Field + " " + quote(f.Old) + " decides GA4's channel: " + why + " makes it " + f.Detail + ", not " + f.Suggested
}

func campaignShort(f finding.Finding) []string {
	return []string{"the name makes it " + f.Detail + ", not " + f.Suggested, "GA4: " + f.Detail}
}
