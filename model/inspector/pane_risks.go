package inspector

import (
	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/risk"
	"github.com/linkscope/linkscope/ui"
)

// risksPane says what makes the link deceptive, near the top: each risk's
// rule id, byte position and sentence; a warning is marked `!`, an
// informational risk `·`, so they read apart without colour. Its copy key
// copies what the risk reveals (the real host, the dotted address, the
// lookalike, the Unicode host). It steps aside when there is none.
func risksPane(r *inspect.Report, _ *paneContext) (ui.Pane, bool) {
	if len(r.Risks) == 0 {
		return ui.Pane{}, false
	}
	warnings := 0
	for i := range r.Risks {
		if r.Risks[i].Rule.Severity() == risk.Warning {
			warnings++
		}
	}
	var t texts
	t.grow(48 + 24*len(r.Risks))
	t.begin().str("Risks")
	if warnings > 0 {
		t.str(" · ").plural(warnings, "warning")
	}
	if notes := len(r.Risks) - warnings; notes > 0 {
		t.str(" · ").num(notes).str(" informational")
	}
	p := ui.Pane{Title: t.end(), Items: make([]ui.Item, 0, len(r.Risks))}
	for i := range r.Risks {
		k := &r.Risks[i]
		it := ui.Item{Kind: ui.Warning, Label: t.begin().str(string(k.Rule)).str(" · byte ").num(k.Pos).end(), Value: k.Message()}
		if k.Rule.Severity() != risk.Warning {
			it.Kind = ui.Note
		}
		it.CopyName, it.Copy = revealed(k)
		p.Items = append(p.Items, it)
	}
	return p, true
}

// revealed is what a risk shows the link really holds, and its name.
func revealed(k *risk.Risk) (name, value string) {
	switch {
	case k.Host != "":
		return "real host", k.Host
	case k.Dotted != "":
		return "IPv4 address", k.Dotted
	case k.Lookalike != "":
		return "lookalike", k.Lookalike
	case k.Unicode != "":
		return "Unicode host", k.Unicode
	}
	return "", ""
}
