package inspector

import (
	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/unwrap"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/ui"
)

// Unwrapped shows the wrapper chain: each layer's wrapper and the link
// as it stood at that layer, then the destination the other panes inspect
// (or, toggled, do not). An opaque shortener is named, never guessed; a
// recognised wrapper that holds no decodable target says why. It steps
// aside for an ordinary link that holds no other URL.
func (sectionPanes) Unwrapped(r *inspect.Report, ctx *paneContext) (ui.Pane, bool) {
	u := &r.Unwrapped
	if !u.Wrapped() && u.Opaque == "" && u.Problem == nil && len(u.Embedded) == 0 {
		return ui.Pane{}, false
	}
	p := ui.Pane{Title: unwrappedTitle(u, ctx)}
	// The layers from the outside in, each labelled by its wrapper.
	for _, l := range u.Layers {
		p.Items = append(p.Items, ui.Item{Label: l.Wrapper, Value: l.URL, Copy: l.URL, CopyName: l.Wrapper + " link"})
	}
	if u.Wrapped() {
		p.Items = append(p.Items, ui.Item{Label: "destination", Value: u.Target, Copy: u.Target, CopyName: "destination"})
	}
	if u.Opaque != "" {
		p.Items = append(p.Items, ui.Item{Label: u.Opaque, Value: "opaque: follow to resolve", Detail: ctx.keys.Follow.Help().Key + " follows it"})
	}
	if u.Problem != nil {
		p.Items = append(p.Items, ui.Item{Kind: ui.Problem, Label: "not decoded " + u.Problem.Wrapper, Value: u.Problem.Reason})
		if !u.Wrapped() {
			p.Items = append(p.Items, ui.Item{Kind: ui.Note, Value: "the panes below describe the link as written"})
		}
	}
	if u.Truncated {
		p.Items = append(p.Items, ui.Item{Kind: ui.Warning,
			Value: "stopped after " + component.Plural(len(u.Layers), "layer") + ", the most unwrapped: the destination may be wrapped again"})
	}
	// URLs inside a link that is no known redirector (a login page's
	// next=): shown, never taken for the destination.
	for _, e := range u.Embedded {
		p.Items = append(p.Items, ui.Item{Label: "embedded", Value: e.URL, Detail: "in " + e.Where + " · not the destination",
			Copy: e.URL, CopyName: "embedded URL"})
	}
	if u.Wrapped() && ctx.noUnwrap {
		p.Items = append(p.Items, ui.Item{Kind: ui.Note, Value: "the panes below describe the wrapper link itself, as written"})
	}
	return p, true
}

// unwrappedTitle says how deep the chain is and, for a wrapped link, which
// link the other panes analyse and the key that switches to the other.
func unwrappedTitle(u *unwrap.Result, ctx *paneContext) string {
	switch {
	case !u.Wrapped() && u.Opaque != "":
		return "Wrapped · opaque shortener"
	case !u.Wrapped() && u.Problem == nil:
		return "Not wrapped · " + component.Plural(len(u.Embedded), "URL") + " inside"
	case !u.Wrapped():
		return "Wrapped · not decoded"
	}
	t := "Wrapped · " + component.Plural(len(u.Layers), "layer")
	key := ctx.keys.Unwrap.Help().Key
	if ctx.noUnwrap {
		return t + " · analysing the wrapper · " + key + " destination"
	}
	return t + " · analysing the destination · " + key + " wrapper"
}
