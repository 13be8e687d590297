package form

import (
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/model/component"
)

// maxUndo bounds the undo stack: the last actions that replaced values.
const maxUndo = 16

// formState is what an action that replaces values may change: the
// fields, the choices, and where the values came from.
type formState struct {
	values     [len(formFields)]string
	enc, place int
	utmOpen    bool
	sample     bool
	template   string
	fromTmpl   templateFill
}

// templateFill is what the last template put in each field (set says it
// set the field), so the next template empties only what the last one
// set and nobody changed since.
type templateFill struct {
	set    [len(formFields)]bool
	values [len(formFields)]string
}

// undoEntry is one action that replaced values: what it was, for the
// status line, and the form right before and right after it.
type undoEntry struct {
	what          string
	before, after formState
}

// state is the form as an action may change it.
func (f *Model) state() formState {
	s := formState{enc: f.enc, place: f.place, utmOpen: f.utmOpen, sample: f.sample, template: f.template, fromTmpl: f.fromTmpl}
	for i := range f.fields {
		s.values[i] = f.fields[i].Value()
	}
	return s
}

// replacing runs action, which may replace values, and keeps it for the
// undo key when it did. It returns the fields whose values, typed or set
// before, the action replaced.
func (f *Model) replacing(what string, action func()) []string {
	before := f.state()
	action()
	after := f.state()
	if before.sample {
		return nil // the sample is nobody's work: nothing to bring back
	}
	var replaced []string
	for i, v := range before.values {
		if v != "" && v != after.values[i] {
			replaced = append(replaced, fieldName(i))
		}
	}
	if len(replaced) == 0 {
		return nil // nothing lost: an empty field filled needs no undo
	}
	if len(f.undo) == maxUndo {
		f.undo = append(f.undo[:0], f.undo[1:]...)
	}
	f.undo = append(f.undo, undoEntry{what: what, before: before, after: after})
	return replaced
}

// undoNote says which values an action replaced and the key that brings
// them back; "" when it replaced none.
func (f *Model) undoNote(replaced []string) string {
	if len(replaced) == 0 {
		return ""
	}
	return "replaced " + strings.Join(replaced, ", ") + "; " + f.keys.Undo.Help().Key + " undoes"
}

// undoLast undoes the last action that replaced values. A field edited
// since keeps its edit: undo never takes away work done after the action.
func (f *Model) undoLast() tea.Cmd {
	if len(f.undo) == 0 {
		return component.Status("nothing to undo: "+f.keys.Undo.Help().Key+" undoes a fill from Inspect or History, a template, a clear or "+
			f.keys.FixAll.Help().Key, false)
	}
	e := f.undo[len(f.undo)-1]
	f.undo = f.undo[:len(f.undo)-1]
	if e.what == sheetFill {
		f.sheet = sheetRow{} // the values before the fill are no sheet row's
	}
	var kept []string
	for i := range f.fields {
		switch cur := f.fields[i].Value(); {
		case cur == e.after.values[i]:
			f.fields[i].Set(e.before.values[i])
		case e.before.values[i] != e.after.values[i]:
			kept = append(kept, fieldName(i))
		}
	}
	if f.enc == e.after.enc {
		f.enc = e.before.enc
	}
	if f.place == e.after.place {
		f.place = e.before.place
	}
	f.utmOpen = f.utmOpen || e.before.utmOpen
	f.sample = e.before.sample && len(kept) == 0
	f.template, f.fromTmpl, f.pick = e.before.template, e.before.fromTmpl, -1
	f.recompute()
	status := "undid " + e.what
	if len(kept) > 0 {
		status += "; kept what was typed since in " + strings.Join(kept, ", ")
	}
	return component.Status(status, false)
}

// fieldName is text field i as the form labels it.
func fieldName(i int) string {
	if formLabels[i] != "" {
		return formLabels[i]
	}
	return formFields[i]
}
