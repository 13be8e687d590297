package inspector

import (
	"strings"

	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/risk"
	"github.com/linkscope/linkscope/ui"
)

// URI shows the RFC 3986 components exactly as written, the host's
// type and its other IDNA form, or where parsing failed. For a deceptive
// host it says what the host really is: which part is the real host when
// there is userinfo, the IPv4 address browsers read a disguised one as,
// the ASCII name a confusable one imitates.
func (sectionPanes) URI(r *inspect.Report, _ *paneContext) (ui.Pane, bool) {
	if r.Input == "" {
		return ui.Pane{}, false
	}
	p := ui.Pane{Title: "URI · RFC 3986"}
	if r.URIErr != nil {
		p.Title += " · not a URI"
		p.Items = append(p.Items, ui.Item{Kind: ui.Problem, Value: r.URIErr.Error()})
		return p, true
	}
	ref := r.URI
	p.Items = make([]ui.Item, 0, 10+len(r.URIWarnings))
	add := func(has bool, label, v, detail string) {
		if has {
			p.Items = append(p.Items, ui.Item{Label: label, Value: v, Detail: detail, Copy: v, CopyName: label})
		}
	}
	add(ref.HasScheme, "scheme", ref.Scheme, "")
	hostType := ref.HostType.String()
	if ref.HasUserinfo {
		add(true, "userinfo", ref.Userinfo, "not the host")
		hostType += " · the real host"
	}
	add(ref.HasAuthority, "host", ref.Host, hostType)
	if label, other, ok := inspect.HostFormsOf(ref).Other(ref.Host); ok {
		add(true, label, other, "IDNA")
	}
	if ref.HasAuthority {
		for _, f := range hostFacts(r.Risks, ref.Host) {
			add(true, f.label, f.value, f.detail)
		}
	}
	add(ref.HasPort, "port", ref.Port, "")
	add(true, "path", ref.Path, "")
	add(ref.HasQuery, "query", ref.Query, "")
	add(ref.HasFragment, "fragment", ref.Fragment, "")
	for _, w := range r.URIWarnings {
		p.Items = append(p.Items, ui.Item{Kind: ui.Warning, Value: w.String()})
	}
	return p, true
}

// hostFact is a row about what a host really is.
type hostFact struct{ label, value, detail string }

// hostFacts reads the risks found in host: the dotted IPv4 address a
// disguised one stands for (the browser's reading), and the host with
// each confusable label replaced by the ASCII it imitates.
func hostFacts(risks []risk.Risk, host string) []hostFact {
	var facts []hostFact
	looks := ""
	for i := range risks {
		k := &risks[i]
		switch k.Rule {
		case risk.ObfuscatedIP:
			if k.Text == host {
				facts = append(facts, hostFact{"IPv4", k.Dotted, "how browsers read the host"})
			}
		case risk.Confusable:
			if looks == "" {
				looks = host
			}
			looks = strings.Replace(looks, k.Text, k.Lookalike, 1)
		}
	}
	if looks != "" && looks != host {
		facts = append(facts, hostFact{"looks like", looks, "confusable (UTS #39)"})
	}
	return facts
}
