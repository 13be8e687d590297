package inspector

import (
	"strconv"

	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/ui"
)

// Openstat shows the marker's fields, or exactly why the candidate is
// ignored. It steps aside when the link mentions no marker at all.
func (sectionPanes) Openstat(r *inspect.Report, _ *paneContext) (ui.Pane, bool) {
	d := &r.Openstat
	if !d.Candidate && d.Reason == "" && len(d.Warnings) == 0 {
		return ui.Pane{}, false
	}
	p := ui.Pane{Title: "Openstat"}
	switch {
	case d.Found:
		p.Title += " · " + d.Place.String() + " · " + d.Encoding.String()
		for i, v := range d.Marker.Fields() {
			name := openstat.FieldNames()[i]
			p.Items = append(p.Items, ui.Item{Label: name, Value: v, Copy: v, CopyName: "marker " + name})
		}
	case d.Candidate:
		p.Title += " · " + d.Place.String() + " · ignored"
		p.Items = append(p.Items, ui.Item{Kind: ui.Problem, Label: "ignored", Value: d.Reason})
		for i, v := range d.Fields {
			p.Items = append(p.Items, ui.Item{Label: fieldLabel(i, len(d.Fields)), Value: v, Copy: v, CopyName: "marker field"})
		}
		if d.Text != "" && len(d.Fields) == 0 {
			p.Items = append(p.Items, ui.Item{Label: "decoded", Value: d.Text, Copy: d.Text, CopyName: "decoded marker"})
		}
	default:
		p.Title += " · no marker"
		if d.Reason != "" {
			p.Items = append(p.Items, ui.Item{Kind: ui.Problem, Value: d.Reason})
		}
	}
	if d.Candidate {
		p.Items = append(p.Items, ui.Item{Label: "raw", Value: d.Raw, Copy: d.Raw, CopyName: "encoded marker"},
			ui.Item{Label: "at byte", Value: strconv.Itoa(d.Pos)})
	}
	for _, w := range d.Warnings {
		p.Items = append(p.Items, ui.Item{Kind: ui.Warning, Value: w})
	}
	return p, true
}

// fieldLabel names the i-th of n split fields: by its marker name when
// there are four, by number otherwise.
func fieldLabel(i, n int) string {
	if n == 4 {
		return openstat.FieldNames()[i]
	}
	return "field " + strconv.Itoa(i+1)
}
