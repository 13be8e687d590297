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
// the tracking lints it does not already say, warnings before hints.
func (f *Model) fieldRemarks(i int) []fieldRemark {
	finds := f.finds[i]
	if len(finds) == 0 && len(f.lints[i]) == 0 {
		return nil
	}
	has := func(rule string) bool {
		for j := range finds {
			if finds[j].Rule == rule {
				return true
			}
		}
		return false
	}
	out := make([]fieldRemark, 0, len(finds)+len(f.lints[i]))
	for _, fixes := range [2]bool{true, false} {
		for j := range finds {
			fd := &finds[j]
			if fd.HasSuggestion != fixes || (fd.Rule == conventions.RuleCase && has(conventions.RuleAlias)) {
				continue
			}
			out = append(out, fieldRemark{find: fd})
		}
	}
	for _, warnings := range [2]bool{true, false} {
		for j := range f.lints[i] {
			l := &f.lints[i][j]
			if (l.Severity == tracking.Warning) != warnings || saidByConventions(l, has) {
				continue
			}
			out = append(out, fieldRemark{lint: l})
		}
	}
	return out
}

// saidByConventions reports whether a conventions finding of the field
// already says what lint l says.
func saidByConventions(l *tracking.Lint, has func(string) bool) bool {
	for _, rule := range sameFact[l.Rule] {
		if has(rule) {
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
