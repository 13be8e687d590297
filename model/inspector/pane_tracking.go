package inspector

import (
	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/ui"
)

// trackingPane lists the tracking parameters with who reads them, and the
// link without them. It steps aside when there are none.
func trackingPane(r *inspect.Report, _ *paneContext) (ui.Pane, bool) {
	if len(r.Tracking) == 0 {
		return ui.Pane{}, false
	}
	p := ui.Pane{Title: "Tracking · " + component.Plural(len(r.Tracking), "parameter")}
	// The clean link first, selected by default: it is what most people
	// came for, one copy key away.
	p.Items = append(p.Items, ui.Item{Label: "clean", Value: r.Clean, Copy: r.Clean, CopyName: "clean URL"})
	for _, m := range r.Tracking {
		p.Items = append(p.Items, ui.Item{Label: m.Key, Value: m.Value, Detail: m.Param.Owner + " · " + string(m.Param.Kind),
			Copy: m.Value, CopyName: "value of " + m.Key})
	}
	return p, true
}
