package form

import (
	"strings"

	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/core/wording"
	"github.com/linkscope/linkscope/ui"
)

// lintKind shows a warning as one, and hints and notes as notes.
func lintKind(s tracking.Severity) ui.Kind {
	if s == tracking.Warning {
		return ui.Warning
	}
	return ui.Note
}

// lintText is a lint without the field name and value the row already
// shows: the longest of core/wording's forms of it that fits in lines
// lines of room cells, else the shortest.
func lintText(l tracking.Lint, room, lines int) string {
	forms := wording.FieldForms(l.Finding)
	if len(forms) == 0 {
		forms = []string{l.Message}
	}
	for i, w := range forms {
		if l.Severity == tracking.Hint {
			w = "hint: " + w
		}
		if len(ui.WrapWords(w, room, lines+1)) <= lines || i == len(forms)-1 {
			return w
		}
	}
	return ""
}

// utmSummary is the utm row: what the closed group holds, or how to open
// or close it.
func (f *Model) utmSummary() ui.Line {
	st := f.c.Styles
	room := f.width - contentAt(formLabelW)
	if f.utmOpen {
		return ui.Plain(st.Muted, ui.Clip("utm_source … utm_id below · ← closes", room))
	}
	var set []string
	for i := firstUTM; i < len(f.fields); i++ {
		if v := f.fields[i].Value(); v != "" {
			set = append(set, strings.TrimPrefix(formFields[i], "utm_")+"="+v)
		}
	}
	if len(set) == 0 {
		return ui.Plain(st.Muted, ui.Clip("6 fields, none set · → opens", room))
	}
	hint := " · → opens"
	return ui.Join(ui.Plain(st.Value, ui.Ellipsis(strings.Join(set, " "), max(room-len(hint), 8))), ui.Plain(st.Muted, hint))
}

// utmRemarks sum up, under the closed utm row, what its fields would say
// under themselves.
func (f *Model) utmRemarks() []ui.Remark {
	if f.utmOpen {
		return nil
	}
	warnings, others := 0, 0
	for i := firstUTM; i < len(f.fields); i++ {
		if f.errs[i] != nil {
			return []ui.Remark{{Kind: ui.Problem, Text: formFields[i] + ": " + errorText(f.errs[i])}}
		}
		for _, r := range f.fieldRemarks(i) {
			if r.find != nil || r.lint.Severity == tracking.Warning {
				warnings++
			} else {
				others++
			}
		}
	}
	var parts []string
	if warnings > 0 {
		parts = append(parts, plural(warnings, "warning"))
	}
	if others > 0 {
		parts = append(parts, plural(others, "note"))
	}
	if len(parts) == 0 {
		return nil
	}
	kind := ui.Note
	if warnings > 0 {
		kind = ui.Warning
	}
	return []ui.Remark{{Kind: kind, Text: strings.Join(parts, ", ") + " · → shows them under their fields"}}
}

// errorField names the UTM field a tagging error is about: the group may
// be closed, so the field's own line may not show.
func errorField(err error) string {
	if fe, ok := err.(*tracking.FieldError); ok {
		return fe.Field + ": "
	}
	return ""
}
