package model

import (
	"strconv"

	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/pcm"
	"github.com/linkscope/linkscope/ui"
)

// pcmPane reads a Private Click Measurement URL: the trigger's data and
// priority and the sites, or the rule that failed and where. It steps
// aside for a link outside the well-known path.
func pcmPane(_ *inspect.Report, ctx *paneContext) (ui.Pane, bool) {
	a := ctx.a
	if !a.isPCM {
		return ui.Pane{}, false
	}
	p := ui.Pane{Title: "Private Click Measurement · " + a.pcm.Kind}
	field := func(label, v string) {
		if v != "" {
			p.Items = append(p.Items, ui.Item{Label: label, Value: v, Copy: v, CopyName: label})
		}
	}
	if !a.pcm.Valid {
		p.Title += " · invalid"
		p.Items = append(p.Items, ui.Item{Kind: ui.Problem, Label: a.pcm.Rule, Value: a.pcm.Reason + " (byte " + strconv.Itoa(a.pcm.Pos) + ")"})
	}
	field("site", a.pcm.Site)
	if t := a.pcm.Trigger; a.pcm.Kind == pcm.KindTrigger && t.Valid {
		field("trigger", strconv.Itoa(int(t.TriggerData)))
		if t.Priority != nil {
			field("priority", strconv.Itoa(int(*t.Priority)))
		}
		field("source", t.SourceSite)
		field("attribution", t.AttributionSource)
		field("nonce", t.Nonce)
	}
	return p, true
}
