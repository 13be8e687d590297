package attribution

import (
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/plaintext"
	"github.com/linkscope/linkscope/core/wording"
)

// AppendReport appends the readable report of what each analytics
// platform records of one landing page: GA4's session and channel with
// the rule that decided, Matomo's, Metrica's, what Adobe, Plausible and
// Umami read, what browsers strip first, then the findings.
func (rd *Reading) AppendReport(dst []byte, input string) []byte {
	dst = plaintext.AppendField(dst, 0, "input", input)
	return plaintext.TrimNewline(rd.AppendText(dst))
}

// AppendText is the report less the input, a line each: inspect's
// section.
func (rd *Reading) AppendText(dst []byte) []byte {
	g := &rd.GA4
	ga4 := g.Channel
	if g.AutoTagged {
		ga4 += " (auto-tagged by " + g.ClickID + ": " + g.SourcePlatform + " fills the campaign)"
	}
	dst = plaintext.AppendField(dst, 0, "GA4", ga4)
	dst = plaintext.AppendField(dst, 1, "session", g.Source+" / "+g.Medium+" · campaign "+orUnknown(g.Campaign)+" · id "+orUnknown(g.CampaignID))
	dst = plaintext.AppendField(dst, 1, "term", g.Term+" · content "+g.Content+" · platform "+g.SourcePlatform)
	rule := g.Rule
	if rule == "" {
		rule = "no rule matches"
	}
	dst = plaintext.AppendField(dst, 1, "rule", rule)
	m := &rd.Matomo
	if m.Channel == MatomoCampaigns {
		dst = plaintext.AppendField(dst, 0, "Matomo", "campaign "+m.Campaign+" · keyword "+orNone(m.Keyword))
	} else {
		dst = plaintext.AppendField(dst, 0, "Matomo", matomoChannel(m))
	}
	if m.Source != "" || m.Medium != "" {
		dst = plaintext.AppendField(dst, 1, "MCR", "source "+orNone(m.Source)+" · medium "+orNone(m.Medium)+" (MarketingCampaignsReporting)")
	}
	dst = appendMetricaText(dst, &rd.Metrica)
	dst = appendOthersText(dst, rd)
	dst = appendStripText(dst, rd.Stripped)
	return appendFindingsText(dst, rd.Findings)
}

func matomoChannel(m *Matomo) string {
	if m.Name == "" {
		return m.Channel
	}
	return m.Channel + " · " + m.Name
}

func appendMetricaText(dst []byte, m *Metrica) []byte {
	v := m.Category
	if m.Source != "" || m.Medium != "" || m.Campaign != "" {
		v += " · utm " + orNone(m.Source) + " / " + orNone(m.Medium) + " · campaign " + orNone(m.Campaign)
	}
	dst = plaintext.AppendField(dst, 0, "Metrica", v)
	if m.Openstat != nil {
		o := m.Openstat
		dst = plaintext.AppendField(dst, 1, "openstat", o.Service+" · campaign "+o.Campaign+" · ad "+o.Ad+" · source "+o.Source)
	}
	if m.From != "" {
		dst = plaintext.AppendField(dst, 1, "from", m.From)
	}
	return dst
}

func appendOthersText(dst []byte, rd *Reading) []byte {
	if a := rd.Adobe; a.Campaign != "" || a.KWCID != "" {
		dst = plaintext.AppendField(dst, 0, "Adobe", "tracking code (cid) "+orNone(a.Campaign)+" · s_kwcid "+orNone(a.KWCID))
	}
	if p := rd.Plausible; p.Source != "" || p.Medium != "" || p.Campaign != "" {
		dst = plaintext.AppendField(dst, 0, "Plausible", "source "+orNone(p.Source)+" · medium "+orNone(p.Medium)+" · campaign "+orNone(p.Campaign))
	}
	if u := rd.Umami; u.Source != "" || u.Medium != "" || u.Campaign != "" || len(u.ClickIDs) > 0 {
		v := "utm " + orNone(u.Source) + " / " + orNone(u.Medium) + " · campaign " + orNone(u.Campaign)
		if len(u.ClickIDs) > 0 {
			v += " · click ids " + strings.Join(u.ClickIDs, ", ")
		}
		dst = plaintext.AppendField(dst, 0, "Umami", v)
	}
	return dst
}

func appendStripText(dst []byte, strips []Strip) []byte {
	if len(strips) == 0 {
		return plaintext.AppendField(dst, 0, "stripped", "none: no browser removes a parameter of this link")
	}
	dst = plaintext.AppendField(dst, 0, "stripped", "by "+strconv.Itoa(len(strips))+" browser(s)")
	for _, s := range strips {
		dst = plaintext.AppendField(dst, 1, s.Browser, strings.Join(s.Params, ", ")+" · "+s.Where+" · GA4 then: "+s.GA4Channel)
	}
	return dst
}

func appendFindingsText(dst []byte, fs []Finding) []byte {
	if len(fs) == 0 {
		return plaintext.AppendField(dst, 0, "findings", "none")
	}
	dst = plaintext.AppendField(dst, 0, "findings", strconv.Itoa(len(fs)))
	for _, f := range fs {
		dst = plaintext.AppendField(dst, 1, string(f.Level), wording.Message(f.Finding)+" ["+string(f.Rule)+"]")
	}
	return dst
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

// orUnknown names a value GA4 fills after the click.
func orUnknown(s string) string {
	if s == "" {
		return "(from the ad platform)"
	}
	return s
}
