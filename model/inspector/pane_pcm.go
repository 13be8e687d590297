package inspector

import (
	"strconv"

	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/pcm"
	"github.com/linkscope/linkscope/ui"
)

// PCM reads a Private Click Measurement URL: the trigger's data and
// priority and the sites, or the rule that failed and where, then what
// the browser will report of it (pcm.Explain). It steps aside for a link
// outside the well-known path.
func (sectionPanes) PCM(r *inspect.Report, _ *paneContext) (ui.Pane, bool) {
	if r.PCM == nil {
		return ui.Pane{}, false
	}
	parsed := r.PCM
	p := ui.Pane{Title: "Private Click Measurement · " + parsed.Kind}
	field := func(label, v string) {
		if v != "" {
			p.Items = append(p.Items, ui.Item{Label: label, Value: v, Copy: v, CopyName: label})
		}
	}
	if !parsed.Valid {
		p.Title += " · invalid"
		p.Items = append(p.Items, ui.Item{Kind: ui.Problem, Label: string(parsed.Rule), Value: parsed.Reason + " (byte " + strconv.Itoa(parsed.Pos) + ")"})
	}
	field("site", parsed.Site)
	if t := parsed.Trigger; parsed.Kind == pcm.KindTrigger && t.Valid {
		field("trigger", strconv.Itoa(int(t.TriggerData)))
		if t.Priority != nil {
			field("priority", strconv.Itoa(int(*t.Priority)))
		}
		field("source", t.SourceSite)
		field("attribution", t.AttributionSource)
		field("nonce", t.Nonce)
	}
	// What will be reported, under the values: a line each, whole with
	// its source when selected.
	for _, f := range pcm.Explain() {
		p.Items = append(p.Items, ui.Item{Kind: ui.Fact, Value: f.Label + ": " + f.Value, Detail: f.Source})
	}
	return p, true
}
