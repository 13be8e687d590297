package inspector

import (
	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/ui"
)

// normalizedPane shows each normalization step of the chosen preset,
// before → after with its class, then the normalized URL.
func normalizedPane(r *inspect.Report, ctx *paneContext) (ui.Pane, bool) {
	if r.Input == "" || !r.Has(inspect.SectionNormalized) {
		return ui.Pane{}, false
	}
	norm := &r.Normalized
	switchHint := " · " + ui.Hint(ctx.keys.Preset)
	p := ui.Pane{Title: "Normalization · " + ctx.preset + " · " + component.Plural(len(norm.Steps), "step") + switchHint}
	if r.NormalizedErr != nil {
		p.Title = "Normalization · " + ctx.preset + " · not possible" + switchHint
		p.Items = append(p.Items, ui.Item{Kind: ui.Problem, Value: r.NormalizedErr.Error()})
		return p, true
	}
	p.Items = append(p.Items, ui.Item{Label: "normalized", Value: norm.URL, Copy: norm.URL, CopyName: "normalized URL"})
	for _, s := range norm.Steps {
		p.Items = append(p.Items, ui.Item{Kind: ui.Step, Label: s.Rule.String(), Detail: s.Rule.Class().String(),
			Value: s.Before, After: s.After, Copy: s.After, CopyName: "URL after " + s.Rule.String()})
	}
	if len(norm.Steps) == 0 {
		p.Items = append(p.Items, ui.Item{Kind: ui.Note, Value: "already normal under this preset"})
	}
	for _, w := range norm.Warnings {
		p.Items = append(p.Items, ui.Item{Kind: ui.Warning, Value: w.String()})
	}
	return p, true
}
