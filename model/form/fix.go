package form

import (
	"errors"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/tagging"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/ui"
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
	f.replacing("fix all", func() {
		var ue *tagging.URLError
		if errors.As(f.errs[0], &ue) && ue.Suggestion != "" {
			f.fields[0].Set(ue.Suggestion)
			fixed = append(fixed, "link")
		}
		fixed = append(fixed, f.fixConventions()...)
		f.recompute()
	})
	if len(fixed) == 0 {
		return component.Status("nothing to fix: no certain fix is offered", false)
	}
	return component.Status("fixed "+strings.Join(fixed, ", ")+"; "+f.keys.Undo.Help().Key+" undoes", false)
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

// problemText is a field's problem in the room under it: with a fix on
// offer, the whole explanation when it fits, else the fix alone, so the
// offered link and the key that applies it are never cut away.
func (f *Model) problemText(err error, room, lines int) string {
	text := errorText(err)
	var ue *tagging.URLError
	if !errors.As(err, &ue) || ue.Suggestion == "" {
		return text
	}
	apply := " (" + f.keys.FixAll.Help().Key + " applies it)"
	for _, w := range []string{text + apply, "did you mean " + textsafe.Escape(ue.Suggestion) + "?" + apply} {
		if len(ui.WrapWords(w, room, lines+1)) <= lines {
			return w
		}
	}
	return "did you mean " + textsafe.Escape(ue.Suggestion) + "?"
}
