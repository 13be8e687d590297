package model

import (
	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/ui"
)

// normalizedPane shows each normalization step of the chosen preset,
// before → after with its class, then the normalized URL.
func normalizedPane(r *inspect.Report, ctx *paneContext) (ui.Pane, bool) {
	a := ctx.a
	if r.Input == "" {
		return ui.Pane{}, false
	}
	p := ui.Pane{Title: "Normalization · " + a.preset + " · " + plural(len(a.norm.Steps), "step") + " · ctrl+n preset"}
	if a.normErr != nil {
		p.Title = "Normalization · " + a.preset + " · not possible · ctrl+n preset"
		p.Items = append(p.Items, ui.Item{Kind: ui.Problem, Value: a.normErr.Error()})
		return p, true
	}
	p.Items = append(p.Items, ui.Item{Label: "normalized", Value: a.norm.URL, Copy: a.norm.URL, CopyName: "normalized URL"})
	for _, s := range a.norm.Steps {
		p.Items = append(p.Items, ui.Item{Kind: ui.Step, Label: s.Rule.String(), Detail: s.Rule.Class().String(),
			Value: s.Before, After: s.After, Copy: s.After, CopyName: "URL after " + s.Rule.String()})
	}
	if len(a.norm.Steps) == 0 {
		p.Items = append(p.Items, ui.Item{Kind: ui.Note, Value: "already normal under this preset"})
	}
	for _, w := range a.norm.Warnings {
		p.Items = append(p.Items, ui.Item{Kind: ui.Warning, Value: w.String()})
	}
	return p, true
}
