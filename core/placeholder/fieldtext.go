package placeholder

import (
	"strings"

	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/formvalue"
)

// Render is the text to paste into field f of an ad platform for a link
// built on finalURL (the landing page, as the platform's final URL field
// holds it): built itself for Link; for FinalURLSuffix and URLParameters
// the query pairs building added, with no leading ? or & (the platform
// adds the separator); for TrackingTemplate {lpurl} then those pairs after
// '?', or after '&' when the final URL has a query already, which {lpurl}
// carries (serving {lpurl}&x=1 for http://www.example.com?foo=bar gives
// ?foo=bar&x=1: Google Ads API Forum, "{*lpurl} ValueTrack parameters in
// Tracking Templates", answer by the AdWords API team, 2015-05-21). When
// the field cannot carry the link's tracking (a marker after '#', a
// parameter the final URL has already), the findings say why and text is "".
func Render(f Field, finalURL, built string) (string, []finding.Finding) {
	if f == Link {
		return built, nil
	}
	added, problems := addedPairs(f, finalURL, built)
	if f == TrackingTemplate {
		problems = append(problems, templateFragment(finalURL)...)
	}
	if len(problems) > 0 {
		return "", problems
	}
	query := strings.Join(added, "&")
	if f != TrackingTemplate {
		return query, nil
	}
	return "{lpurl}" + templateSeparator(finalURL, query) + query, nil
}

// parts cuts a URL by RFC 3986 Appendix B: before the query, the query, the
// fragment, each with whether it is present.
func parts(u string) (head, query, frag string, hasQuery, hasFrag bool) {
	u, frag, hasFrag = strings.Cut(u, "#")
	head, query, hasQuery = strings.Cut(u, "?")
	return head, query, frag, hasQuery, hasFrag
}

// pairs splits a query into its non-empty pairs.
func pairs(query string) []string {
	var out []string
	for _, p := range strings.Split(query, "&") {
		if p != "" {
			out = append(out, p)
		}
	}
	return out
}

// addedPairs are built's query pairs that finalURL does not have, in order,
// or the findings that say why they cannot stand alone in field f.
func addedPairs(f Field, finalURL, built string) ([]string, []finding.Finding) {
	_, fq, ffrag, _, _ := parts(finalURL)
	_, bq, bfrag, hasQuery, hasFrag := parts(built)
	var problems []finding.Finding
	if hasFrag && bfrag != ffrag {
		problems = append(problems, finding.Finding{Rule: finding.RuleFieldFragment, Field: f.String(),
			Pos: strings.IndexByte(built, '#'), Unit: finding.Byte, Old: "#" + bfrag})
	}
	if !hasQuery {
		return nil, problems
	}
	have := pairs(fq)
	keys := make(map[string]bool, len(have))
	for _, p := range have {
		keys[pairKey(p)] = true
	}
	var added []string
	at := strings.IndexByte(built, '?') + 1
	for _, p := range strings.Split(bq, "&") {
		pos := at
		at += len(p) + 1
		if p == "" {
			continue
		}
		if i := indexOf(have, p); i >= 0 {
			have = append(have[:i], have[i+1:]...)
			continue
		}
		if keys[pairKey(p)] {
			problems = append(problems, finding.Finding{Rule: finding.RuleFieldDuplicate, Field: f.String(),
				Pos: pos, Unit: finding.Byte, Old: pairKey(p)})
		}
		added = append(added, p)
	}
	return added, problems
}

func indexOf(list []string, s string) int {
	for i, v := range list {
		if v == s {
			return i
		}
	}
	return -1
}

// pairKey is a pair's key, decoded as analytics tools decode it.
func pairKey(p string) string {
	k, _, _ := strings.Cut(p, "=")
	return formvalue.Decode(k)
}

// templateFragment refuses a final URL with a fragment: {lpurl}?x=1 would
// put the parameters after its '#', where analytics tools do not read them.
func templateFragment(finalURL string) []finding.Finding {
	if i := strings.IndexByte(finalURL, '#'); i >= 0 {
		return []finding.Finding{{Rule: finding.RuleFieldFragment, Field: TrackingTemplate.String(),
			Pos: i, Unit: finding.Byte, Old: finalURL[i:]}}
	}
	return nil
}

// templateSeparator is what follows {lpurl} before query.
func templateSeparator(finalURL, query string) string {
	_, fq, _, hasQuery, _ := parts(finalURL)
	switch {
	case query == "":
		return ""
	case !hasQuery:
		return "?"
	case fq == "" || strings.HasSuffix(fq, "&"):
		return ""
	}
	return "&"
}

// lpurlForms are the ValueTrack parameters that insert the final URL
// unescaped, so they may start a tracking template; {escapedlpurl} there
// breaks the URL (Google Ads API Forum, "{*lpurl} ValueTrack parameters in
// Tracking Templates", answer by the AdWords API team, 2015-05-21).
var lpurlForms = [...]string{"{lpurl}", "{lpurl+2}", "{lpurl+3}", "{unescapedlpurl}"}

// CheckField appends the findings about text as field f holds it: a
// suffix or URL parameters must not start with ? or & (the platform adds
// the separator) nor hold a '#'; a tracking template must start with an
// {lpurl} form that inserts the final URL unescaped, or be a tracker's
// https URL that carries one. Positions are byte offsets in text.
func CheckField(dst []finding.Finding, f Field, text string) []finding.Finding {
	switch f {
	case FinalURLSuffix, URLParameters:
		if t := strings.TrimLeft(text, "?&"); len(t) < len(text) {
			dst = append(dst, finding.Finding{Rule: finding.RuleFieldSeparator, Field: f.String(), Pos: 0,
				Unit: finding.Byte, Old: text, Suggested: t, Rune: rune(text[0])})
		}
		if i := strings.IndexByte(text, '#'); i >= 0 {
			dst = append(dst, finding.Finding{Rule: finding.RuleFieldFragment, Field: f.String(), Pos: i,
				Unit: finding.Byte, Old: text[i:]})
		}
	case TrackingTemplate:
		if !startsWithLPURL(text) && !isTrackerTemplate(text) {
			dst = append(dst, finding.Finding{Rule: finding.RuleTemplateLPURL, Field: f.String(), Pos: 0,
				Unit: finding.Byte, Old: text, Suggested: templateFix(text)})
		}
	}
	return dst
}

func startsWithLPURL(text string) bool {
	for _, form := range lpurlForms {
		if len(text) >= len(form) && strings.EqualFold(text[:len(form)], form) {
			return true
		}
	}
	return false
}

// isTrackerTemplate reports a third-party tracker's URL that holds an
// {lpurl} form (escaped there, as a parameter of the tracker).
func isTrackerTemplate(text string) bool {
	lower := strings.ToLower(text)
	if !strings.HasPrefix(lower, "https://") && !strings.HasPrefix(lower, "http://") {
		return false
	}
	return strings.Contains(lower, "lpurl}") || strings.Contains(lower, "{lpurl+")
}

// templateFix is the template text most likely meant, "" when unclear.
func templateFix(text string) string {
	lower := strings.ToLower(text)
	switch {
	case strings.HasPrefix(lower, "{escapedlpurl"):
		return "{lpurl" + text[len("{escapedlpurl"):]
	case strings.HasPrefix(text, "?"), strings.HasPrefix(text, "&"):
		return "{lpurl}?" + strings.TrimLeft(text, "?&")
	case strings.Contains(text, "=") && !strings.Contains(text, "://"):
		return "{lpurl}?" + text
	}
	return ""
}
