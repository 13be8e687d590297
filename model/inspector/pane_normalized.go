package inspector

import (
	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/uri"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/ui"
)

// Normalized shows the normalized URL, then each step of the chosen
// preset, before → after with the change marked and the preset the rule
// comes from, then what the preset leaves alone.
func (sectionPanes) Normalized(r *inspect.Report, ctx *paneContext) (ui.Pane, bool) {
	if r.Input == "" {
		return ui.Pane{}, false
	}
	norm := &r.Normalized
	switchHint := " · " + ui.Hint(ctx.root.Preset)
	p := ui.Pane{Title: "Normalization · " + ctx.preset + " · " + component.Plural(len(norm.Steps), "step") + switchHint}
	if r.NormalizedErr != nil {
		p.Title = "Normalization · " + ctx.preset + " · not possible" + switchHint
		p.Items = append(p.Items, ui.Item{Kind: ui.Problem, Value: r.NormalizedErr.Error()})
		return p, true
	}
	p.Items = append(p.Items, ui.Item{Label: "normalized", Value: norm.URL, Copy: norm.URL, CopyName: "normalized URL"})
	if len(norm.Steps) > 0 {
		p.Items = append(p.Items, ui.Item{Kind: ui.Heading, Value: "steps: before → after, the change between « »"})
	}
	for _, s := range norm.Steps {
		p.Items = append(p.Items, ui.Item{Kind: ui.Step, Label: s.Rule.String(), Detail: "from " + presetOf(s.Rule),
			Value: s.Before, After: s.After, Copy: s.After, CopyName: "URL after " + s.Rule.String()})
	}
	if len(norm.Steps) == 0 {
		p.Items = append(p.Items, ui.Item{Kind: ui.Note, Value: "no rule of the " + ctx.preset + " preset changes this link"})
	}
	if unicodeHost(r) && !ctx.rules.Has(uri.IDNAToASCII) {
		p.Items = append(p.Items, ui.Item{Kind: ui.Note, Value: "the host stays in Unicode under " + ctx.preset +
			": idna-to-ascii (from the usual preset) writes it as punycode; encode-illegal percent-encodes the path, query and fragment, never the host"})
	}
	for _, w := range norm.Warnings {
		p.Items = append(p.Items, ui.Item{Kind: ui.Warning, Value: w.String()})
	}
	return p, true
}

// presetOf names the first preset that holds rule: a step's class, in the
// words of the preset key ("safe", "usual", "aggressive"); force-http and
// add-www are in none.
func presetOf(rule uri.Rule) string {
	for i, rules := range presetRules {
		if rules.Has(rule) {
			return presets[i]
		}
	}
	return "no preset (" + rule.Class().String() + ")"
}

// unicodeHost reports whether the link's host holds non-ASCII characters.
func unicodeHost(r *inspect.Report) bool {
	if r.URIErr != nil || r.URI.HostType != uri.HostRegName {
		return false
	}
	for i := 0; i < len(r.URI.Host); i++ {
		if r.URI.Host[i] >= 0x80 {
			return true
		}
	}
	return false
}
