package form

import (
	"errors"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/tagging"
	"github.com/linkscope/linkscope/model/component"
)

// fixable reports whether the fix-all key mends err: a link with a
// "did you mean".
func (f *Model) fixable(err error) bool {
	var ue *tagging.URLError
	return errors.As(err, &ue) && ue.Suggestion != ""
}

// fixAll applies every certain fix at once: the link's "did you mean"
// (core/tagging) and the conventions file's alias, case and spaces fixes
// (core/conventions FixAll); the status names what changed.
func (f *Model) fixAll() tea.Cmd {
	if f.sample {
		return component.Status("nothing to fix: the form holds the sample", false)
	}
	var fixed []string
	var ue *tagging.URLError
	if errors.As(f.errs[0], &ue) && ue.Suggestion != "" {
		f.fields[0].Set(ue.Suggestion)
		fixed = append(fixed, "link")
	}
	fixed = append(fixed, f.fixConventions()...)
	if len(fixed) == 0 {
		return component.Status("nothing to fix: no certain fix is offered", false)
	}
	f.recompute()
	return component.Status("fixed "+strings.Join(fixed, ", "), false)
}

// hasFix reports whether the fix-all key would change anything.
func (f *Model) hasFix() bool {
	if f.sample {
		return false
	}
	if f.fixable(f.errs[0]) {
		return true
	}
	for i := range f.finds {
		for _, fd := range f.finds[i] {
			if fd.HasSuggestion {
				return true
			}
		}
	}
	return false
}
