package inspector

import (
	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/ui"
)

// Cut says what the work budget of one link left out (a pasted line of
// thousands of pairs): which list, and how much of it the other panes
// show. It steps aside for every ordinary link.
func (sectionPanes) Cut(r *inspect.Report, _ *paneContext) (ui.Pane, bool) {
	if len(r.Cut) == 0 {
		return ui.Pane{}, false
	}
	p := ui.Pane{Title: "Cut · the link is larger than one link's budget"}
	for _, c := range r.Cut {
		p.Items = append(p.Items, ui.Item{Kind: ui.Warning, Label: c.Key, Value: c.Words()})
	}
	return p, true
}
