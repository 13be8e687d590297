package inspector

import (
	"strings"

	"github.com/linkscope/linkscope/core/attribution"
	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/wording"
	"github.com/linkscope/linkscope/ui"
)

// Attribution says how analytics will count a visit landing on the link
// (no referrer): GA4's channel and session with the rule that decided,
// Matomo's and Metrica's reading, what browsers strip first and what GA4
// then records, and what a marketer would change, each finding's fix
// ready to copy. It steps aside for a link that carries no campaign
// parameter, click identifier or marker and has nothing to say: a direct
// visit is no news.
func (sectionPanes) Attribution(r *inspect.Report, _ *paneContext) (ui.Pane, bool) {
	rd := &r.Attribution
	g := &rd.GA4
	if g.Channel == "" || g.Channel == "Direct" && len(rd.Findings) == 0 && len(rd.Stripped) == 0 && rd.Metrica.Category == "direct" {
		return ui.Pane{}, false
	}
	p := ui.Pane{Title: "Analytics · GA4: " + g.Channel}
	session := g.Source + " / " + g.Medium
	if g.Campaign != "" {
		session += " · " + g.Campaign
	}
	detail := g.Rule
	if g.AutoTagged {
		detail = "auto-tagged by " + g.ClickID + ": " + g.SourcePlatform + " fills the campaign · " + detail
	}
	p.Items = append(p.Items,
		ui.Item{Label: "GA4", Value: g.Channel + " · " + session, Detail: detail, Copy: g.Channel, CopyName: "GA4 channel"},
		ui.Item{Label: "Matomo", Value: matomoLine(&rd.Matomo)},
		ui.Item{Label: "Metrica", Value: metricaLine(&rd.Metrica)})
	// A browser that strips what GA4 reads changes the channel: said here;
	// the other strips are the findings' click-id-stripped notes.
	for _, s := range rd.Stripped {
		if s.GA4Channel != g.Channel {
			v := s.Browser + " strips " + strings.Join(s.Params, ", ") + ": GA4 then counts " + s.GA4Channel
			p.Items = append(p.Items, ui.Item{Kind: ui.Warning, Value: v})
		}
	}
	for i := range rd.Findings {
		f := &rd.Findings[i]
		kind := ui.Note
		if f.Level == attribution.Warning {
			kind = ui.Warning
		}
		p.Items = append(p.Items, ui.Item{Kind: kind, Value: wording.Message(f.Finding), Copy: f.Suggested, CopyName: "suggestion"})
	}
	return p, true
}

func matomoLine(m *attribution.Matomo) string {
	switch {
	case m.Channel == attribution.MatomoCampaigns && m.Keyword != "":
		return "campaign " + m.Campaign + " · keyword " + m.Keyword
	case m.Channel == attribution.MatomoCampaigns:
		return "campaign " + m.Campaign
	case m.Name != "":
		return m.Channel + " · " + m.Name
	}
	return m.Channel
}

func metricaLine(m *attribution.Metrica) string {
	s := m.Category
	if m.Openstat != nil {
		s += " · Openstat " + m.Openstat.Service + ", " + m.Openstat.Campaign
	} else if m.Source != "" || m.Medium != "" {
		s += " · utm " + m.Source + " / " + m.Medium
	}
	return s
}
