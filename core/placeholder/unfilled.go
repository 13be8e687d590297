package placeholder

import "github.com/linkscope/linkscope/core/finding"

// AppendInLink appends the placeholders of link, a URL, raw or
// percent-encoded, leaving out malformed attempts: what inspect lists. At
// most MaxFound; nothing is allocated when link holds none.
func AppendInLink(dst []Placeholder, link string) []Placeholder {
	for i, n := 0, 0; i < len(link) && n < MaxFound; {
		ph, ok := Next(link, i, URL)
		if !ok {
			break
		}
		i = ph.End
		if ph.Problem == WellFormed {
			dst = append(dst, ph)
			n++
		}
	}
	return dst
}

// AppendUnfilled appends a placeholder-unfilled finding for each
// placeholder of phs, found (AppendInLink) in a landing page's URL as the
// browser opened it: a platform fills its placeholders before the click
// reaches the page, so one still there was never filled. The finding names
// the platform that knows it (Platform) and, for a percent-encoded one
// (Detail "encoded"), the form the platform looks for (Suggested): its
// delimiters were encoded before the platform saw the link, so it never
// saw a placeholder. An encoded one no platform knows (%7Bq%7D) is left
// out: percent-encoded braces in a query are as likely a searched text.
// Positions are byte offsets in the link.
func AppendUnfilled(dst []finding.Finding, phs []Placeholder) []finding.Finding {
	for i := range phs {
		ph := &phs[i]
		if ph.Encoded && ph.Platforms.Empty() {
			continue
		}
		f := finding.Finding{Rule: finding.RulePlaceholderUnfilled, Field: "url", Pos: ph.Pos, Unit: finding.Byte,
			Old: ph.Text, Platform: ph.Platforms.First().ID()}
		if ph.Encoded {
			f.Detail, f.Suggested = "encoded", ph.Written()
		}
		dst = append(dst, f)
	}
	return dst
}
