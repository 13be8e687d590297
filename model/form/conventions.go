package form

import (
	"strconv"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/ui"
)

// convNames are the form's fields by their names in a conventions file;
// the link has none.
var convNames = [len(formFields)]string{"", "openstat.service", "openstat.campaign", "openstat.ad", "openstat.source",
	"utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "utm_id"}

// conv is the team's conventions file, or nil.
func (f *Model) conv() *conventions.File { return f.c.Setup.Conventions }

// values are the campaign fields by conventions name, in one map reused
// from keystroke to keystroke.
func (f *Model) values() map[string]string {
	if f.vals == nil {
		f.vals = make(map[string]string, len(convNames))
	}
	for i, name := range convNames {
		if name != "" {
			f.vals[name] = f.fields[i].Value()
		}
	}
	return f.vals
}

// checkConventions puts each finding of the conventions file under its
// field, as the user types.
func (f *Model) checkConventions() {
	for i := range f.finds {
		f.finds[i] = f.finds[i][:0]
	}
	c := f.conv()
	if c == nil {
		return
	}
	for _, fd := range c.CheckValues(f.values()) {
		if i := indexOf(convNames[:], fd.Field); i > 0 {
			f.finds[i] = append(f.finds[i], fd)
		}
	}
}

// fixConventions applies every certain fix of the conventions file
// (alias, case, spaces) and returns the fields it changed.
func (f *Model) fixConventions() []string {
	c := f.conv()
	if c == nil {
		return nil
	}
	vals := f.values()
	changed := c.FixAll(vals)
	for _, name := range changed {
		if i := indexOf(convNames[:], name); i > 0 {
			f.fields[i].Set(vals[name])
		}
	}
	return changed
}

// findingText is a finding as a remark under its field: the core's
// sentence when it fits, else a shorter wording made from its values; a
// certain fix names the key that applies it.
func (f *Model) findingText(fd conventions.Finding, room, lines int) string {
	fix := ""
	if fd.HasSuggestion {
		fix = " (" + f.keys.FixAll.Help().Key + " fixes)"
	}
	words := []string{fd.Message() + fix}
	short := fd.Rule
	switch fd.Rule {
	case conventions.RuleRequired:
		short = "required by the conventions file"
	case conventions.RuleNotAllowed:
		short = "not an allowed value"
	case conventions.RuleAlias:
		short = "an alias"
	case conventions.RuleCase:
		short = "not " + string(fd.Case) + " case"
	case conventions.RuleSpaces:
		short = "a space at byte " + strconv.Itoa(fd.Pos)
	case conventions.RulePattern:
		short = "does not match the pattern"
		if fd.Hint != "" {
			short += " (" + textsafe.Escape(fd.Hint) + ")"
		}
	}
	if fd.HasSuggestion {
		// The offered value and the key come first when room is short.
		dym := "did you mean \"" + textsafe.Escape(fd.Suggestion) + "\"?"
		words = append(words, short+": "+dym+fix, dym+fix, dym)
	} else {
		words = append(words, short)
	}
	if fd.Rule == conventions.RulePattern && fd.Hint != "" {
		words = append(words, "expected "+textsafe.Escape(fd.Hint), "does not match the pattern")
	}
	for _, w := range words {
		if len(ui.WrapWords(w, room, lines+1)) <= lines {
			return w
		}
	}
	return words[len(words)-1]
}

// nextTemplate fills the campaign fields from the conventions file's next
// template (after the last one, the first again). A template sets the
// fields it names and empties those the last template set that nobody
// changed since, so two templates never mix; what was typed in the other
// fields, and the link, stay.
func (f *Model) nextTemplate() tea.Cmd {
	c := f.conv()
	var names []string
	if c != nil {
		names = c.TemplateNames()
	}
	if len(names) == 0 {
		return component.Status("no templates: a conventions file (./linkscope.yaml or the config dir's) defines them", true)
	}
	n := (indexOf(names, f.template) + 1) % len(names)
	t := c.Template(names[n])
	replaced := f.replacing("the template "+textsafe.Escape(t.Name), func() {
		if f.sample {
			f.dropSample()
		}
		f.applyTemplate(t)
	})
	var set []string
	for _, v := range t.Values {
		if i := indexOf(convNames[:], v.Field); i > 0 {
			set = append(set, fieldName(i))
		}
	}
	status := "template " + textsafe.Escape(names[n]) + " (" + strconv.Itoa(n+1) + " of " + strconv.Itoa(len(names)) + ") set " +
		strings.Join(set, ", ")
	return component.Status(withNote(status, f.undoNote(replaced))+" · "+ui.Hint(f.keys.Template)+" for the next", false)
}

// applyTemplate puts a template's values in the form: the fields it
// sets, and empty the ones the last template set and nobody changed.
func (f *Model) applyTemplate(t *conventions.Template) {
	for i := 1; i < len(f.fields); i++ {
		v, ok := t.Get(convNames[i])
		switch {
		case ok:
			f.fields[i].Set(v)
			if i >= firstUTM && v != "" {
				f.utmOpen = true
			}
		case f.fromTmpl.set[i] && f.fields[i].Value() == f.fromTmpl.values[i]:
			f.fields[i].Set("")
		}
		f.fromTmpl.set[i], f.fromTmpl.values[i] = ok, v
	}
	f.template, f.pick = t.Name, -1
	f.platformFromTemplate(t.Name)
	f.recompute()
}

// templateNote is the form's line about templates, unescaped: which one
// the form started from (or which there are) and the key that changes it;
// "" with no templates.
func (f *Model) templateNote() string {
	c := f.conv()
	if c == nil || len(c.TemplateNames()) == 0 {
		return ""
	}
	if f.template == "" {
		return strings.Join(c.TemplateNames(), ", ") + " · " + ui.Hint(f.keys.Template)
	}
	return f.template + " · " + ui.Hint(f.keys.Template)
}
