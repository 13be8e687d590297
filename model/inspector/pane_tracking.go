package inspector

import (
	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/ui"
)

// Tracking lists the tracking parameters with who reads them, what
// they carry, the family they matched, and whether the clean link drops
// them or keeps them and why; the link without them comes first. It steps
// aside when there are none.
func (sectionPanes) Tracking(r *inspect.Report, _ *paneContext) (ui.Pane, bool) {
	if len(r.Tracking) == 0 {
		return ui.Pane{}, false
	}
	kept := 0
	for i := range r.Tracking {
		if !r.Tracking[i].Dropped() {
			kept++
		}
	}
	var t texts
	t.grow(32 + len(r.Tracking)*72)
	title := t.begin().str("Tracking · ").plural(len(r.Tracking), "parameter")
	if kept > 0 {
		title.str(" · ").num(kept).str(" kept")
	}
	p := ui.Pane{Title: t.end(), Items: make([]ui.Item, 0, 1+len(r.Tracking)+kept)}
	// The clean link first, selected by default: it is what most people
	// came for, one copy key away.
	p.Items = append(p.Items, ui.Item{Label: "clean", Value: r.Clean, Copy: r.Clean, CopyName: "clean URL"})
	for i := range r.Tracking {
		m := &r.Tracking[i]
		p.Items = append(p.Items, ui.Item{Label: m.Key, Value: m.Value, Detail: matchDetail(&t, m),
			Copy: m.Value, CopyName: t.begin().str("value of ").str(m.Key).end()})
		if !m.Dropped() {
			// Why it is kept is a sentence: a row of its own, whole.
			p.Items = append(p.Items, ui.Item{Kind: ui.Note, Label: "kept", Value: m.KeptBecause})
		}
	}
	return p, true
}

// matchDetail says what a match is, its fate first so the fates line up
// in a column and survive a cut: "dropped · campaign · Google Analytics ·
// family utm_*", then the sites it is scoped to and where it was found
// when that is not the query.
func matchDetail(t *texts, m *tracking.Match) string {
	p := m.Param
	t.begin()
	if m.Dropped() {
		t.str("dropped")
	} else {
		t.str("kept")
	}
	t.str(" · ").str(string(p.Kind)).str(" · ").str(p.Owner)
	if p.Family != "" {
		t.str(" · family ").str(p.Family)
	}
	if len(p.Sites) > 0 {
		t.str(" · on ").str(p.Sites[0])
		for _, s := range p.Sites[1:] {
			t.str(", ").str(s)
		}
	}
	if m.Fragment {
		t.str(" · in the fragment")
	}
	return t.end()
}
