package inspector

import (
	"strings"

	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/uri"
	"github.com/linkscope/linkscope/ui"
)

// uriPane shows the RFC 3986 components exactly as written, the host's
// type and its other IDNA form, or where parsing failed.
func uriPane(r *inspect.Report, _ *paneContext) (ui.Pane, bool) {
	if r.Input == "" || !r.Has(inspect.SectionURI) {
		return ui.Pane{}, false
	}
	p := ui.Pane{Title: "URI · RFC 3986"}
	if r.URIErr != nil {
		p.Title += " · not a URI"
		p.Items = append(p.Items, ui.Item{Kind: ui.Problem, Value: r.URIErr.Error()})
		return p, true
	}
	ref := r.URI
	add := func(has bool, label, v, detail string) {
		if has {
			p.Items = append(p.Items, ui.Item{Label: label, Value: v, Detail: detail, Copy: v, CopyName: label})
		}
	}
	add(ref.HasScheme, "scheme", ref.Scheme, "")
	add(ref.HasUserinfo, "userinfo", ref.Userinfo, "")
	add(ref.HasAuthority, "host", ref.Host, ref.HostType.String())
	if ref.HostType == uri.HostRegName && ref.Host != "" {
		if u := uri.HostUnicode(ref.Host); !strings.EqualFold(u, ref.Host) {
			add(true, "unicode", u, "IDNA")
		} else if ascii, err := uri.HostASCII(ref.Host); err == nil && !strings.EqualFold(ascii, ref.Host) {
			add(true, "punycode", ascii, "IDNA")
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
