package form

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/ui"
)

// lintKind shows a warning as one, and hints and notes as notes.
func lintKind(s tracking.Severity) ui.Kind {
	if s == tracking.Warning {
		return ui.Warning
	}
	return ui.Note
}

// lintFacts are what the form knows of a lint's subject beyond the lint
// itself, so shorter wordings are made from values, never by taking the
// core's sentence apart (tracking.Lint carries no structured old value or
// media list; its Message is shown whole when it fits).
type lintFacts struct {
	value     string // the field's value
	old       string // utm-replaced: the link's value it replaces or removes
	duplicate bool   // utm-replaced: old is a later duplicate, removed
}

// lintText is a lint's core message when it fits in lines lines of room
// cells, else the first shorter wording of its rule that does.
func lintText(l tracking.Lint, facts lintFacts, room, lines int) string {
	words := []string{l.Message}
	if l.Severity == tracking.Hint {
		words[0] = "hint: " + words[0]
	}
	low := textsafe.Escape(strings.ToLower(facts.value))
	switch l.Rule {
	case "utm-uppercase":
		words = append(words, "upper case: reports count it apart from \""+low+"\"",
			"upper case: counted apart from lower case")
	case "utm-space":
		words = append(words, "spaces: sent as %20, shown in reports; prefer - or _", "spaces: prefer - or _")
	case "utm-invisible":
		if i := strings.IndexFunc(facts.value, func(r rune) bool { return unicode.Is(unicode.Cf, r) }); i >= 0 {
			r, _ := utf8.DecodeRuneInString(facts.value[i:])
			words = append(words, "invisible "+textsafe.Describe(r)+" at byte "+strconv.Itoa(i))
		}
	case "utm-medium-channel":
		words = append(words, "hint: no GA4 default channel group: sessions may show as Unassigned", "hint: no GA4 channel: Unassigned")
	case "utm-replaced":
		old := "\"" + textsafe.Escape(facts.old) + "\""
		if facts.duplicate {
			words = append(words, "removes the link's duplicate "+old)
		} else {
			words = append(words, "replaces the link's "+old)
		}
	case "utm-source-missing":
		words = append(words, "hint: builders require it; reports lack a source", "hint: builders require it")
	case "utm-medium-missing":
		words = append(words, "hint: builders ask for it (cpc, email, social)", "hint: builders ask for it")
	case "utm-campaign-missing":
		words = append(words, "hint: builders ask for it; reports group by it", "hint: builders ask for it")
	}
	for _, w := range words {
		if len(ui.WrapWords(w, room, lines+1)) <= lines {
			return w
		}
	}
	return words[len(words)-1]
}

// utmSummary is the utm row: what the closed group holds, or how to open
// or close it.
func (f *Model) utmSummary() ui.Line {
	st := f.c.Styles
	room := f.width - ui.FormContentAt(formLabelW)
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
		return ui.Plain(st.Muted, ui.Clip("6 optional fields, none set · → opens", room))
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
		for _, l := range f.lints[i] {
			if l.Severity == tracking.Warning {
				warnings++
			} else {
				others++
			}
		}
		warnings += len(f.finds[i])
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
