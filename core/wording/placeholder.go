package wording

import (
	"strings"

	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/placeholder"
	"github.com/linkscope/linkscope/core/textsafe"
)

// placeholderForms words the placeholder and field rules (core/placeholder)
// without the field's name: longest first, each later one shorter, as
// lintForms does. It is nil for another rule.
func placeholderForms(f finding.Finding) []string {
	at := join(quote(f.Old), Where(f))
	switch f.Rule {
	case finding.RulePlaceholderUnknown:
		p := platformName(f.Platform)
		full := at + " is not a " + p + " placeholder" + knownBy(f.Detail) + ": " + p + " leaves it as written"
		return withFix(f, full, "not a "+p+" placeholder", "unknown to "+p)
	case finding.RulePlaceholderPlatform:
		p := platformName(f.Platform)
		full := at + " is written as " + names(f.Detail) + " write placeholders, not as " + p + " does: " + p + " leaves it as written"
		return withFix(f, full, "not "+possessive(p)+" syntax ("+possessive(names(f.Detail))+")", "not "+possessive(p)+" syntax")
	case finding.RulePlaceholderMalformed:
		return malformedForms(f, at)
	case finding.RulePlaceholderBase64:
		p := platformNameOr(f.Platform, "the platform")
		return []string{at + ": a base64 marker would hide the placeholder from " + p + ", which could not fill it; use the percent encoding (auto picks it)",
			"base64 hides it from " + p + "; use percent", "base64 hides placeholders"}
	case finding.RulePlaceholderUnfilled:
		return unfilledForms(f, at)
	}
	return fieldForms(f, at)
}

// withFix adds the suggestion to the full and medium forms.
func withFix(f finding.Finding, full, medium, short string) []string {
	if f.Suggested == "" {
		return []string{full, medium, short}
	}
	fix := "; did you mean " + quote(f.Suggested) + "?"
	return []string{full + fix, medium + fix, short}
}

func malformedForms(f finding.Finding, at string) []string {
	switch f.Detail {
	case "one-underscore":
		p := platformNameOr(f.Platform, "TikTok")
		return withFix(f, at+": "+possessive(p)+" macros take two underscores on each side, so "+p+" leaves this one as written",
			"one underscore: "+p+" needs two on each side", "needs two underscores each side")
	case "encoded":
		p := platformNameOr(f.Platform, "the platform")
		return []string{at + " is percent-encoded: " + p + " looks for " + textsafe.Escape(f.Suggested) + " as written and will not fill it; write it raw",
			"percent-encoded: write " + textsafe.Escape(f.Suggested) + " raw", "percent-encoded"}
	case "unopened":
		return withFix(f, at+" has no opening "+delimiter(f)+", so no platform fills it", "not opened", "not opened")
	case "spaces":
		p := platformNameOr(f.Platform, "the platform")
		return withFix(f, at+" has spaces inside its delimiters: "+p+" looks for the name written tight and leaves this as written",
			"spaces inside: "+p+" leaves it as written", "spaces inside")
	case "padded":
		p := platformNameOr(f.Platform, "the platform")
		return withFix(f, at+" has spaces inside its braces: "+p+" writes its placeholders without them and leaves this one as written",
			"spaces inside the braces: "+p+" leaves it as written", "spaces inside")
	case "character":
		return withFix(f, at+" holds a character no placeholder name has, so no platform fills it", "no name has this character", "bad character")
	case "no-bars":
		p := platformNameOr(f.Platform, "Mailchimp")
		return withFix(f, at+": "+possessive(p)+" merge tags are written between *| and |*, so "+p+" leaves this one as written",
			"merge tags need *| and |*", "needs *| and |*")
	case "one-percent":
		p := platformNameOr(f.Platform, "Salesforce Marketing Cloud")
		return withFix(f, at+": "+possessive(p)+" personalization strings take two percent signs on each side, so "+p+" leaves this one as written",
			"needs %% on each side", "needs %% each side")
	case "underscores":
		p := platformNameOr(f.Platform, "TikTok")
		return withFix(f, at+" has more than two underscores on a side: "+p+" fills the macro inside and leaves the extra underscores in the value",
			"extra underscores stay in the value", "extra underscores")
	case "case":
		p := platformNameOr(f.Platform, "TikTok")
		return withFix(f, at+": "+possessive(p)+" macros are upper case, so "+p+" leaves this one as written", "macros are upper case", "not upper case")
	}
	return withFix(f, at+" is not closed, so no platform fills it", "not closed", "not closed")
}

// delimiter names a malformed placeholder's missing delimiter.
func delimiter(f finding.Finding) string {
	switch f.Rune {
	case '}':
		if strings.HasSuffix(f.Old, "}}") {
			return "{{"
		}
		return "{"
	case '|':
		return "*|"
	}
	return "delimiter"
}

func unfilledForms(f finding.Finding, at string) []string {
	p := platformNameOr(f.Platform, "")
	what := "a placeholder"
	if p != "" {
		what = "a " + p + " placeholder"
	}
	if f.Detail == "encoded" {
		who := platformNameOr(f.Platform, "the platform")
		return []string{at + ": " + what + " reached the page unfilled: it was percent-encoded before " + who +
			" saw the link, so " + who + " never saw a placeholder; the link must hold " + textsafe.Escape(f.Suggested) + " as written",
			"unfilled: percent-encoded, so " + who + " never saw it", "unfilled (encoded)"}
	}
	via := "through the platform's ad or email"
	if p != "" {
		via = "through " + p
	}
	return []string{at + ": " + what + " reached the page unfilled: the link was opened as built, not " + via,
		"unfilled: opened as built, not " + via, "unfilled"}
}

func fieldForms(f finding.Finding, at string) []string {
	switch f.Rule {
	case finding.RuleFieldSeparator:
		return []string{"starts with '" + string(f.Rune) + "': the platform adds the separator itself; write " + quote(f.Suggested),
			"no leading " + string(f.Rune) + ": the platform adds it", "no leading " + string(f.Rune)}
	case finding.RuleFieldFragment:
		if f.Field == placeholder.TrackingTemplate.String() {
			return []string{
				"the final URL has a fragment (" + quote(f.Old) + "): {lpurl}?… would put the parameters after '#', " +
					"where analytics tools do not read them; use the final URL suffix",
				"the final URL's fragment would hide the parameters", "fragment in the final URL"}
		}
		return []string{at + ": text after '#' cannot go where the platform appends to the query; place the Openstat marker in the query",
			"nothing after '#' belongs here", "holds a '#'"}
	case finding.RuleFieldDuplicate:
		return []string{
			at + ": the final URL has " + textsafe.Escape(f.Old) + " already; " +
				"the platform would append a second one, and analytics tools read the first",
			"the final URL has " + textsafe.Escape(f.Old) + " already", "duplicate " + textsafe.Escape(f.Old)}
	case finding.RuleTemplateLPURL:
		return withFix(f,
			"does not start with {lpurl}: the platform would not insert the final URL unescaped first, "+
				"and the click would not reach the landing page",
			"must start with {lpurl}", "no {lpurl} first")
	}
	return nil
}

// platformName is the display name of a platform id ("Google Ads").
func platformName(id string) string { return textsafe.Escape(placeholder.PlatformName(id)) }

// platformNameOr is platformName, or or for no platform.
func platformNameOr(id, or string) string {
	if id == "" {
		return or
	}
	return platformName(id)
}

// knownBy says who knows a placeholder another platform does not, "" when
// no platform does.
func knownBy(ids string) string {
	if ids == "" {
		return ""
	}
	return " (it is " + possessive(names(ids)) + ")"
}

// possessive is name's possessive: "Meta's", "Google Ads'".
func possessive(name string) string {
	if strings.HasSuffix(name, "s") {
		return name + "'"
	}
	return name + "'s"
}

// names lists the display names of comma-separated platform ids: "Meta",
// "Meta and Klaviyo", "Meta, LinkedIn and HubSpot".
func names(ids string) string {
	if ids == "" {
		return "other platforms"
	}
	list := strings.Split(ids, ",")
	for i, id := range list {
		list[i] = platformName(id)
	}
	if len(list) == 1 {
		return list[0]
	}
	return strings.Join(list[:len(list)-1], ", ") + " and " + list[len(list)-1]
}
