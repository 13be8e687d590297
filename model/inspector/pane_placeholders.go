package inspector

import (
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/placeholder"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/ui"
)

// Placeholders lists the ad platforms' and mailers' placeholders the link
// holds ({campaignid}, {{campaign.name}}, *|FNAME|*): a landing page that
// receives one was never filled. Each with its byte, the platforms that
// know it and, when it is percent-encoded, that no platform fills it. It
// steps aside when there is none.
func (sectionPanes) Placeholders(r *inspect.Report, _ *paneContext) (ui.Pane, bool) {
	if len(r.Placeholders) == 0 {
		return ui.Pane{}, false
	}
	p := ui.Pane{Title: "Placeholders · " + component.Plural(len(r.Placeholders), "unfilled placeholder"),
		Items: make([]ui.Item, 0, len(r.Placeholders))}
	for i := range r.Placeholders {
		ph := &r.Placeholders[i]
		it := ui.Item{Kind: ui.Warning, Label: "byte " + strconv.Itoa(ph.Pos), Value: ph.Text, Detail: knownBy(ph.Platforms),
			Copy: ph.Text, CopyName: "placeholder"}
		if ph.Encoded {
			it.Detail += " · percent-encoded: no platform fills it"
		}
		p.Items = append(p.Items, it)
	}
	return p, true
}

// knownBy names the platforms that fill a placeholder's name.
func knownBy(s placeholder.Set) string {
	ids := s.IDs()
	if len(ids) == 0 {
		return "no platform knows it"
	}
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = placeholder.PlatformName(id)
	}
	return strings.Join(names, ", ")
}
