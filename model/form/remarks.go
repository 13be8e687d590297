package form

import (
	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/tracking"
)

// fieldRemark is one remark under a field: a finding of the conventions
// file or a tracking lint.
type fieldRemark struct {
	find *conventions.Finding
	lint *tracking.Lint
}

// sameFact maps a tracking lint to the conventions rules that say the
// same thing of a field, better: the team's own rule, with its fix. An
// alias fix implies the case one (FB is an alias of facebook: the fix
// lowers it too).
var sameFact = map[finding.Rule][]string{
	finding.RuleUTMUppercase:       {conventions.RuleCase, conventions.RuleAlias},
	finding.RuleUTMSpace:           {conventions.RuleSpaces},
	finding.RuleUTMSourceMissing:   {conventions.RuleRequired},
	finding.RuleUTMMediumMissing:   {conventions.RuleRequired},
	finding.RuleUTMCampaignMissing: {conventions.RuleRequired},
}

// fieldRemarks are field i's remarks, one per fact, the most useful
// first: the conventions file's certain fixes, its other findings, then
// the tracking lints it does not already say, warnings before hints. The
// slice is the form's, reused by the next call: a frame asks for every
// field's on every keystroke.
func (f *Model) fieldRemarks(i int) []fieldRemark {
	finds := f.finds[i]
	out := f.remarkBuf[:0]
	if len(finds) == 0 && len(f.lints[i]) == 0 {
		return out
	}
	for _, fixes := range [2]bool{true, false} {
		for j := range finds {
			fd := &finds[j]
			if fd.HasSuggestion != fixes || (fd.Rule == conventions.RuleCase && hasRule(finds, conventions.RuleAlias)) {
				continue
			}
			out = append(out, fieldRemark{find: fd})
		}
	}
	for _, warnings := range [2]bool{true, false} {
		for j := range f.lints[i] {
			l := &f.lints[i][j]
			if (l.Severity == tracking.Warning) != warnings || saidByConventions(l, finds) {
				continue
			}
			out = append(out, fieldRemark{lint: l})
		}
	}
	f.remarkBuf = out
	return out
}

// hasRule reports whether one of finds broke rule.
func hasRule(finds []conventions.Finding, rule string) bool {
	for j := range finds {
		if finds[j].Rule == rule {
			return true
		}
	}
	return false
}

// saidByConventions reports whether one of the field's conventions
// findings already says what lint l says.
func saidByConventions(l *tracking.Lint, finds []conventions.Finding) bool {
	for _, rule := range sameFact[l.Rule] {
		if hasRule(finds, rule) {
			return true
		}
	}
	return false
}

// remarkCount is how many remarks the form's fields show: what a copy of
// the link says it has.
func (f *Model) remarkCount() int {
	n := 0
	for i := range f.fields {
		if f.errs[i] == nil {
			n += len(f.fieldRemarks(i))
		}
	}
	return n
}
