package form

import (
	"github.com/linkscope/linkscope/core/attribution"
	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/ui"
)

// analytics is what analytics will record of the tagged link, read again
// on every keystroke: its one-line summary, under the link, and its
// findings, under their fields (as lints, so they are shown, counted and
// summed up under the closed utm row like the others).
type analytics struct {
	reader attribution.Reader
	line   string // "" while there is no link
}

// sameFactLints are the tracking lints that say what an attribution
// finding says: the field shows the lint, not both.
var sameFactLints = map[finding.Rule][]finding.Rule{
	finding.RuleCaseSplitsRows:   {finding.RuleUTMUppercase},
	finding.RuleMissingSourceMed: {finding.RuleUTMSourceMissing, finding.RuleUTMMediumMissing},
}

// sameFactFinds are the conventions rules that say it, better: the
// team's own rule, with its fix.
var sameFactFinds = map[finding.Rule][]string{
	finding.RuleCaseSplitsRows:   {conventions.RuleCase, conventions.RuleAlias},
	finding.RuleMissingSourceMed: {conventions.RuleRequired},
}

// checkAttribution reads the tagged link as analytics will (the link as
// typed while there is none: a pasted link that needs a fix first) and
// puts each finding under the field it is about (the link for the
// others). GA4's own channel finding replaces the tracking lint that
// guessed the channel from the medium alone.
func (f *Model) checkAttribution() {
	f.lints[0] = f.lints[0][:0]
	f.an.line = ""
	link := f.tagged.URL
	if f.err != nil {
		link = ""
		if f.errs[0] == nil {
			link = f.fields[0].Value()
		}
	}
	if link == "" {
		return
	}
	rd := f.an.reader.Read(link, "")
	f.an.line = rd.Line()
	if link != f.tagged.URL || f.err != nil {
		f.an.line = "the link as typed: " + f.an.line
	}
	medium := indexOf(formFields[:], "utm_medium")
	f.lints[medium] = dropRule(f.lints[medium], finding.RuleUTMMediumChannel)
	for _, fd := range rd.Findings {
		i := max(0, indexOf(formFields[:], fd.Field))
		if f.errs[i] != nil || f.saidAlready(i, fd.Rule) {
			continue
		}
		sev := tracking.Note
		if fd.Level == attribution.Warning {
			sev = tracking.Warning
		}
		f.lints[i] = append(f.lints[i], tracking.NewLint(sev, fd.Finding))
	}
}

// saidAlready reports whether field i already shows what rule says.
func (f *Model) saidAlready(i int, rule finding.Rule) bool {
	for _, r := range sameFactLints[rule] {
		for _, l := range f.lints[i] {
			if l.Rule == r {
				return true
			}
		}
	}
	for _, r := range sameFactFinds[rule] {
		if hasRule(f.finds[i], r) {
			return true
		}
	}
	return false
}

// dropRule removes the lints of rule, in place.
func dropRule(lints []tracking.Lint, rule finding.Rule) []tracking.Lint {
	out := lints[:0]
	for _, l := range lints {
		if l.Rule != rule {
			out = append(out, l)
		}
	}
	return out
}

// analyticsItem is the line under the tagged link:
// `GA4: Paid Social · Matomo: campaign "winter_sale" · Metrica: ad`.
func (f *Model) analyticsItem() []ui.Item {
	if f.an.line == "" {
		return nil
	}
	return []ui.Item{{Label: "counts", Value: f.an.line}}
}
