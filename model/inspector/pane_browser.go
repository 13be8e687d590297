package inspector

import (
	"slices"
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/whatwg"
	"github.com/linkscope/linkscope/ui"
)

// Browser says how a browser reads the link (the URL Standard) when it
// reads it otherwise than RFC 3986 or refuses it, right under the URI
// pane: never hidden behind a key, since the two readings part exactly
// where attackers work. The browser's href, then each component it reads
// otherwise, with the validation errors that made it so. It steps aside
// when both readings agree.
func (sectionPanes) Browser(r *inspect.Report, _ *paneContext) (ui.Pane, bool) {
	b := &r.Browser
	if r.Input == "" || (b.Err == nil && len(b.Differs) == 0) {
		return ui.Pane{}, false
	}
	p := ui.Pane{Title: "A browser reads it otherwise · URL Standard"}
	if b.Err != nil {
		p.Title = "A browser refuses it · URL Standard"
		p.Items = []ui.Item{{Kind: ui.Problem, Label: "refuses", Value: b.Err.Error()}}
		return p, true
	}
	p.Items = appendBrowserReading(make([]ui.Item, 0, 2+len(b.Differs)), b)
	return p, true
}

// appendBrowserReading adds the browser's href, each component it reads
// otherwise than RFC 3986, and the validation errors behind them.
func appendBrowserReading(items []ui.Item, b *whatwg.Record) []ui.Item {
	href := b.URL.Href()
	items = append(items, ui.Item{Label: "href", Value: href, Copy: href, CopyName: "the browser's href"})
	var causes, all []whatwg.ValidationError
	for i := range b.Differs {
		d := &b.Differs[i]
		items = append(items, ui.Item{Label: d.Component, Value: componentText(d.Browser, d.HasBrowser),
			Detail: "RFC 3986: " + componentText(d.RFC3986, d.HasRFC3986)})
		causes = b.Causes(causes[:0], d)
		for _, c := range causes {
			if !slices.Contains(all, c) {
				all = append(all, c)
			}
		}
	}
	if len(all) > 0 {
		why := make([]string, len(all))
		for i, c := range all {
			why[i] = c.Kind.String() + " at byte " + strconv.Itoa(c.Pos)
		}
		items = append(items, ui.Item{Label: "because", Value: strings.Join(why, ", "), Detail: "URL Standard validation errors"})
	}
	return items
}

// componentText is a component's value as a row shows it: "none" when
// the reading has no such component, "" written as quotes.
func componentText(v string, has bool) string {
	switch {
	case !has:
		return "none"
	case v == "":
		return `""`
	}
	return v
}
