package inspector

import (
	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/safebrowsing"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/ui"
)

// hashPrefixBytes is the prefix length hashes.search takes.
const hashPrefixBytes = 4

// SafeBrowsing shows the canonical URL, the canonicalization steps and
// each expression with its SHA-256 prefix, or why the URL cannot be
// canonicalized.
func (sectionPanes) SafeBrowsing(r *inspect.Report, _ *paneContext) (ui.Pane, bool) {
	if r.Input == "" {
		return ui.Pane{}, false
	}
	p := ui.Pane{Title: "Safe Browsing"}
	if r.SafeBrowsingErr != nil {
		p.Title += " · cannot canonicalize"
		p.Items = append(p.Items, ui.Item{Kind: ui.Problem, Value: r.SafeBrowsingErr.Error()})
		return p, true
	}
	res := r.SafeBrowsing
	p.Title += " · " + component.Plural(len(res.Expressions), "expression") + " · SHA-256 prefixes"
	if r.SafeBrowsingAsWritten != nil {
		p.Title += " · as a browser reads it"
		p.Items = append(p.Items, ui.Item{Kind: ui.Note,
			Value: "a browser opens another host than the link seems to name: Chrome looks up the URL it parsed"})
	}
	p.Items = appendSBResult(p.Items, res)
	if w := r.SafeBrowsingAsWritten; w != nil {
		p.Items = append(p.Items, ui.Item{Kind: ui.Heading, Value: "as an RFC 3986 reader takes it (not where a browser goes)"})
		if w.Err != nil {
			p.Items = append(p.Items, ui.Item{Kind: ui.Problem, Value: "cannot canonicalize: " + w.Err.Error()})
		} else {
			p.Items = appendSBResult(p.Items, w.Result)
		}
	}
	if len(r.SafeBrowsingSteps) > 0 {
		p.Items = append(p.Items, ui.Item{Kind: ui.Heading, Value: "canonicalization: before → after, the change between « »"})
	}
	for _, s := range r.SafeBrowsingSteps {
		p.Items = append(p.Items, ui.Item{Kind: ui.Step, Label: s.Name, Value: s.Before, After: s.After,
			Copy: s.After, CopyName: "URL after " + s.Name})
	}
	return p, true
}

// appendSBResult adds the canonical URL and each expression with its
// SHA-256 prefix.
func appendSBResult(items []ui.Item, res *safebrowsing.Result) []ui.Item {
	items = append(items, ui.Item{Label: "canonical", Value: res.Canonical.URL, Copy: res.Canonical.URL, CopyName: "canonical URL"},
		ui.Item{Kind: ui.Heading, Value: "expressions, each with its SHA-256 prefix (" + component.Plural(hashPrefixBytes, "byte") + ")"})
	for i, e := range res.Expressions {
		prefix := res.Hashes[i].PrefixHex(hashPrefixBytes)
		items = append(items, ui.Item{Label: prefix, Value: e, Copy: prefix, CopyName: "hash prefix of " + e})
	}
	return items
}
