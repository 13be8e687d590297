package inspector

import (
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/hops"
	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/internal/follow"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/ui"
)

// followPane shows the follow key's run on the link: "requesting…" while
// it runs, then each hop (its URL, the status that led there and how),
// what the hop did to the tracking values of the one before it, the final
// URL, and what the link carried that the final URL lost, at which hop,
// or why the chain stopped. It steps aside until the key is pressed.
func followPane(_ *inspect.Report, ctx *paneContext) (ui.Pane, bool) {
	f := ctx.follow
	if f == nil || !f.shown {
		return ui.Pane{}, false
	}
	p := ui.Pane{Title: followTitle(f, ctx.keys)}
	if f.chain == nil {
		p.Items = append(p.Items, ui.Item{Label: "link", Value: strings.TrimSpace(f.link)})
		if f.running {
			p.Items = append(p.Items, ui.Item{Kind: ui.Note,
				Value: "requesting: each hop is a real request, and a tracked link may count it as a click"})
		}
		return p, true
	}
	c := f.chain
	p.Items = append(p.Items, ui.Item{Label: "input", Value: c.Input, Copy: c.Input, CopyName: "followed link"})
	for i := range c.Hops {
		p.Items = appendHop(p.Items, i, &c.Hops[i])
	}
	// A chain that stopped early has no final URL, only the last one it
	// reached: none past the input when it stopped at the first request.
	final := "final"
	if c.Error != "" {
		final = "last reached"
	}
	if c.Error == "" || len(c.Hops) > 0 {
		p.Items = append(p.Items, ui.Item{Label: final, Value: c.Final, Copy: c.Final, CopyName: final + " URL"})
	}
	switch {
	case len(c.Lost) > 0:
		lost := "lost " + strings.Join(c.Lost, ", ") + ": carried by the link, missing from the " + final + " URL"
		if c.LostAt >= 0 {
			lost += "; first dropped at hop " + strconv.Itoa(c.LostAt)
		}
		p.Items = append(p.Items, ui.Item{Kind: ui.Warning, Value: lost})
	case c.Error == "":
		p.Items = append(p.Items, ui.Item{Kind: ui.Note, Value: "nothing lost: the final URL keeps every tracking value the link carried"})
	}
	if c.Error != "" {
		p.Items = append(p.Items, ui.Item{Kind: ui.Problem, Label: "stopped", Value: c.Error})
	}
	if follow.RefusedPrivate(c) {
		p.Items = append(p.Items, ui.Item{Kind: ui.Note, Value: ctx.keys.Follow.Help().Key +
			" again follows this link to private and local addresses too (linkscope --allow-private for all links)"})
	}
	return p, true
}

// appendHop adds hop i: its URL with the status and the way it was
// reached, then what it did to the tracking values, dropped first. Hops
// are numbered from 0, as `follow` and its JSON's lost_at number them.
func appendHop(items []ui.Item, i int, h *hops.Hop) []ui.Item {
	name := "hop " + strconv.Itoa(i)
	how := h.Via + " (no request)"
	if h.Status != 0 {
		how = strconv.Itoa(h.Status) + " " + h.Via
	}
	items = append(items, ui.Item{Label: name, Value: h.URL, Detail: how, Copy: h.URL, CopyName: "URL of " + name})
	diff := diffText(&h.Diff)
	if diff == "" {
		return items
	}
	kind := ui.Note
	if len(h.Dropped) > 0 || len(h.Changed) > 0 {
		kind = ui.Warning
	}
	return append(items, ui.Item{Kind: kind, Value: diff})
}

// diffText says what a hop did to the tracking values: "dropped
// utm_campaign · kept utm_source", losses first; "" when the hop and the
// one before it carry none.
func diffText(d *hops.Diff) string {
	var parts []string
	for _, l := range []struct {
		verb  string
		names []string
	}{{"dropped", d.Dropped}, {"changed", d.Changed}, {"added", d.Added}, {"kept", d.Kept}} {
		if len(l.names) > 0 {
			parts = append(parts, l.verb+" "+strings.Join(l.names, ", "))
		}
	}
	return strings.Join(parts, " · ")
}

// followTitle says where the follow stands: requesting (with the
// indicator and the cancel key), cancelled, or how many hops it took and
// what was lost.
func followTitle(f *following, keys *KeyMap) string {
	c := f.chain
	switch {
	case f.running:
		return "Follow · requesting… " + spin.Frames[f.frame%len(spin.Frames)] + " · " + ui.Hint(keys.Cancel)
	case c == nil:
		return "Follow · cancelled"
	}
	t := "Follow · " + component.Plural(len(c.Hops), "hop")
	switch {
	case f.cancelled:
		t += " · cancelled"
	case c.Error != "":
		t += " · stopped early"
	}
	if len(c.Lost) > 0 {
		return t + " · " + component.Plural(len(c.Lost), "tracking value") + " lost"
	}
	if c.Error == "" {
		t += " · nothing lost"
	}
	return t
}
