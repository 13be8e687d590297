package inspector

import (
	"strings"

	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/query"
	"github.com/linkscope/linkscope/ui"
)

// maxPairsListed bounds the pairs listed one by one: a pasted megabyte
// can hold tens of thousands, and the pane says how many it leaves out.
const maxPairsListed = 500

// Params lists every pair of the query in order, duplicates kept, as
// analytics tools read them: the decoded key and value, with the pair's
// byte position, whether it is tracking, and the pair as written when
// decoding changed it; invalid escapes get a row each. Any value can be
// copied. It steps aside when the link has no pair.
func (sectionPanes) Params(r *inspect.Report, _ *paneContext) (ui.Pane, bool) {
	if len(r.Params) == 0 {
		return ui.Pane{}, false
	}
	tracked, bad := 0, 0
	for i := range r.Params {
		if r.Params[i].Tracking {
			tracked++
		}
		bad += len(r.Params[i].BadEscapes)
	}
	listed := min(len(r.Params), maxPairsListed)
	var t texts
	t.grow(64 + listed*40)
	t.begin().str("Query · ").plural(len(r.Params), "pair")
	if tracked > 0 {
		t.str(" · ").num(tracked).str(" tracking")
	}
	if bad > 0 {
		t.str(" · ").plural(bad, "invalid escape")
	}
	if r.Analysed != strings.TrimSpace(r.Input) {
		// Positions are in the unwrapped link, which the pairs are of.
		t.str(" · of the unwrapped link")
	}
	p := ui.Pane{Title: t.end(), Items: make([]ui.Item, 0, listed+1)}
	for i := range r.Params[:listed] {
		pr := &r.Params[i]
		p.Items = append(p.Items, pairItem(&t, pr))
		for _, at := range pr.BadEscapes {
			p.Items = append(p.Items, ui.Item{Kind: ui.Warning, Label: pr.Key,
				Value: t.begin().str("invalid escape at byte ").num(at).str(": % without two hex digits after it, kept as written").end()})
		}
	}
	if n := len(r.Params) - listed; n > 0 {
		p.Items = append(p.Items, ui.Item{Kind: ui.Note, Value: t.begin().num(n).str(" more not listed").end()})
	}
	return p, true
}

// pairItem is a pair's row: the decoded key and value, then "byte 42 ·
// tracking · raw utm%5Fsource=a+b". Its copy key copies the value, or the
// key when the value is empty.
func pairItem(t *texts, pr *query.Pair) ui.Item {
	it := ui.Item{Label: pr.Key, Value: pr.Value, Copy: pr.Value, CopyName: t.begin().str("value of ").str(pr.Key).end()}
	if pr.Key == "" {
		it.CopyName = "value of the empty key"
	}
	if pr.Value == "" {
		it.Copy, it.CopyName = pr.Key, t.begin().str("key ").str(pr.Key).end()
	}
	t.begin().str("byte ").num(pr.Pos)
	if pr.Tracking {
		t.str(" · tracking")
	}
	switch {
	case pr.Key == "" && pr.Value == "":
		t.str(" · empty key and value")
	case pr.Key == "":
		t.str(" · empty key")
	case !pr.HasEquals:
		t.str(" · no =")
	}
	if pr.RawKey != pr.Key || pr.RawValue != pr.Value {
		t.str(" · raw ").str(pr.RawKey)
		if pr.HasEquals {
			t.str("=").str(pr.RawValue)
		}
	}
	it.Detail = t.end()
	return it
}
