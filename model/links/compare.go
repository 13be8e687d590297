package links

import (
	"errors"

	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/core/compare"
	"github.com/linkscope/linkscope/core/uri"
	"github.com/linkscope/linkscope/ui"
)

// presets are the normalization presets the preset key cycles through,
// by their names in the contract, and their rules.
var (
	presets     = []string{"safe", "usual", "aggressive"}
	presetRules = []uri.RuleSet{uri.PresetSafe, uri.PresetUsual, uri.PresetAggressive}
)

// side is one link of a comparison and what the screen calls it.
type side struct {
	name string // "#2", "inspected", "pasted"
	url  string
}

// comparison is an open comparison: the two sides, and the answer laid
// out for the width it was drawn at.
type comparison struct {
	a, b   side
	answer answerView
	lines  []ui.Line
	width  int
	scroll int // the first line shown
}

// newComparison compares a with b under preset, with the setup every
// view and the compare command share.
func newComparison(setup analysis.Setup, a, b side, preset int) *comparison {
	c := &comparison{a: a, b: b}
	c.answer = answer(setup, a, b, preset)
	return c
}

// answer is core/compare's answer, ready to draw.
func answer(setup analysis.Setup, a, b side, preset int) answerView {
	out := answerView{NameA: "A · " + a.name, NameB: "B · " + b.name, A: a.url, B: b.url}
	name := presets[preset]
	res, err := compare.Compare(a.url, b.url, setup.CompareOptions(presetRules[preset]))
	if err != nil {
		var ie *compare.InputError
		text := err.Error()
		if errors.As(err, &ie) {
			who := a.name
			if ie.Side == "B" {
				who = b.name
			}
			text = ie.Side + " (" + who + ") is not a URI reference: " + ie.Err.Error()
		}
		out.Verdict = ui.Remark{Kind: ui.Problem, Text: text}
		return out
	}
	switch {
	case res.Equivalent && res.HasEqualAfter:
		out.Verdict = ui.Remark{Kind: ui.Field, Text: "equivalent under " + name + ": equal after " + res.EqualAfter.String()}
	case res.Equivalent:
		out.Verdict = ui.Remark{Kind: ui.Field, Text: "equivalent under " + name + ": equal as written"}
	default:
		out.Verdict = ui.Remark{Kind: ui.Problem, Text: "not equivalent under " + name}
	}
	switch once := res.Once(); {
	case res.TrackingOnly && res.WrapperOnly:
		out.Notes = append(out.Notes, ui.Remark{Kind: ui.Note, Text: once + ": they differ only in their wrappers and tracking parameters"})
	case res.TrackingOnly:
		out.Notes = append(out.Notes, ui.Remark{Kind: ui.Note, Text: once + ": they differ only in tracking parameters"})
	case res.WrapperOnly:
		out.Notes = append(out.Notes, ui.Remark{Kind: ui.Note, Text: once + ": they differ only in their wrappers"})
	}
	if res.Params.OrderOnly {
		out.Notes = append(out.Notes, ui.Remark{Kind: ui.Note, Text: "the query pairs differ in order only"})
	}
	if res.Equivalent {
		out.Normal = res.A
	} else {
		out.DiffTitle = "components that differ, normalized under " + name
	}
	for _, c := range res.Components {
		out.Diffs = append(out.Diffs, componentDiff{Name: c.Name, A: c.A, B: c.B, HasA: c.HasA, HasB: c.HasB, SpanA: c.SpanA, SpanB: c.SpanB})
	}
	out.Params = paramDiffs(res.Params)
	return out
}

// paramDiffs are the query pairs added, removed and changed.
func paramDiffs(p compare.Params) []paramDiff {
	var out []paramDiff
	pair := func(q compare.Param) string {
		if q.HasValue {
			return q.Key + "=" + q.Value
		}
		return q.Key
	}
	for _, q := range p.Added {
		out = append(out, paramDiff{What: "added", Text: pair(q)})
	}
	for _, q := range p.Removed {
		out = append(out, paramDiff{What: "removed", Text: pair(q)})
	}
	for _, c := range p.Changed {
		out = append(out, paramDiff{What: "changed", Text: c.Key, A: c.A, B: c.B})
	}
	return out
}

// layout lays the answer out for width, once per width.
func (c *comparison) layout(st *ui.Styles, width int) []ui.Line {
	if c.lines == nil || c.width != width {
		c.lines, c.width = answerLines(st, &c.answer, width), width
	}
	return c.lines
}
