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

// fixAll applies every certain fix at once, as build --fix does to a
// sheet's rows (core/tagging Fix): the spaces around each value, the
// link's "did you mean" and the conventions file's alias, case and spaces
// fixes; the status names what changed.
func (f *Model) fixAll() tea.Cmd {
	if f.sample {
		return component.Status("nothing to fix: the form holds the sample", false)
	}
	var fixed []string
	f.replacing("fix all", func() {
		for _, c := range f.fixes() {
			i := indexOf(convNames[:], c.Field)
			if c.Field == tagging.LinkField {
				i = 0
			}
			if i >= 0 {
				f.fields[i].Set(c.New)
				fixed = append(fixed, fixName(c.Field))
			}
		}
		f.recompute()
	})
	if len(fixed) == 0 {
		return component.Status("nothing to fix: no certain fix is offered", false)
	}
	return component.Status("fixed "+strings.Join(fixed, ", ")+"; "+f.keys.Undo.Help().Key+" undoes", false)
}

// fixes are the changes the fix-all key would make, on a copy of the
// form's values.
func (f *Model) fixes() []tagging.Change {
	vals := make(map[string]string, len(convNames)+1)
	for k, v := range f.values() {
		vals[k] = v
	}
	vals[tagging.LinkField] = f.fields[0].Value()
	names := append([]string{tagging.LinkField}, convNames[1:]...)
	return tagging.Fix(f.conv(), vals, names)
}

// fixName is a changed field as the status line names it.
func fixName(field string) string {
	if field == tagging.LinkField {
		return "link"
	}
	return field
}

// hasFix reports whether the fix-all key would change anything.
func (f *Model) hasFix() bool {
	return !f.sample && len(f.fixes()) > 0
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
