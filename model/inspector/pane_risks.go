package inspector

import (
	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/risk"
	"github.com/linkscope/linkscope/ui"
)

// Risks says what makes the link deceptive, near the top: each risk's
// rule id, byte position and sentence; a warning is marked `!`, an
// informational risk `·`, so they read apart without colour. Its copy key
// copies what the risk reveals (the real host, the dotted address, the
// lookalike, the Unicode host). It steps aside when there is none.
func (sectionPanes) Risks(r *inspect.Report, _ *paneContext) (ui.Pane, bool) {
	all := len(r.Risks) + len(r.TargetRisks)
	if all == 0 {
		return ui.Pane{}, false
	}
	warnings := countWarnings(r.Risks) + countWarnings(r.TargetRisks)
	var t texts
	t.grow(48 + 24*all)
	t.begin().str("Risks")
	if warnings > 0 {
		t.str(" · ").plural(warnings, "warning")
	}
	if notes := all - warnings; notes > 0 {
		t.str(" · ").num(notes).str(" informational")
	}
	p := ui.Pane{Title: t.end(), Items: make([]ui.Item, 0, all+1)}
	p.Items = appendRiskItems(p.Items, &t, r.Risks)
	if len(r.TargetRisks) > 0 {
		// A wrapper that looks safe can hold a lookalike: the destination's
		// risks follow, their bytes counted in the unwrapped target.
		p.Items = append(p.Items, ui.Item{Kind: ui.Heading, Value: "in the unwrapped target (bytes of the target)"})
		p.Items = appendRiskItems(p.Items, &t, r.TargetRisks)
	}
	return p, true
}

func countWarnings(risks []risk.Risk) int {
	n := 0
	for i := range risks {
		if risks[i].Severity() == risk.Warning {
			n++
		}
	}
	return n
}

// appendRiskItems appends a row per risk: rule id and byte, the sentence,
// `!` for a warning and `·` for an informational risk.
func appendRiskItems(items []ui.Item, t *texts, risks []risk.Risk) []ui.Item {
	for i := range risks {
		k := &risks[i]
		it := ui.Item{Kind: ui.Warning, Label: t.begin().str(string(k.Rule)).str(" · byte ").num(k.Pos).end(), Value: k.Message()}
		if k.Severity() != risk.Warning {
			it.Kind = ui.Note
		}
		it.CopyName, it.Copy = revealed(k)
		items = append(items, it)
	}
	return items
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
