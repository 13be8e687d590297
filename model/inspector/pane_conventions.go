package inspector

import (
	"strconv"

	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/ui"
)

// Conventions lists where the link departs from the team's conventions
// file (and the link-level rules that need none): each finding's rule,
// field and byte, its sentence, and the certain fix to copy. It steps
// aside when there is none.
func (sectionPanes) Conventions(r *inspect.Report, _ *paneContext) (ui.Pane, bool) {
	if len(r.Conventions) == 0 {
		return ui.Pane{}, false
	}
	p := ui.Pane{Title: "Conventions · " + component.Plural(len(r.Conventions), "finding"), Items: make([]ui.Item, 0, len(r.Conventions))}
	for _, f := range r.Conventions {
		label := f.Rule + " · " + f.Field
		if f.Pos >= 0 {
			label += " · byte " + strconv.Itoa(f.Pos)
		}
		it := ui.Item{Kind: ui.Warning, Label: label, Value: f.Message()}
		if f.HasSuggestion {
			it.Copy, it.CopyName = f.Suggestion, "suggestion"
		}
		p.Items = append(p.Items, it)
	}
	return p, true
}
