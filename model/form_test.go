package model

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/internal/tsv"
)

// TestUTMForm fills the form as a row says and checks the link built, the
// fields that show a problem and the lints under each field.
func TestUTMForm(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"utm_form.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			m, _, _ := newTest(t, "https://a.example/", 150, 50)
			f := m.form
			f.fields[0].Set(row.Get("link"))
			if row.Raw("marker") != "-" {
				parts := strings.Split(row.Raw("marker"), "|")
				for i, v := range parts {
					f.fields[1+i].Set(tsv.Unescape(v))
				}
			}
			if row.Raw("utm") != "-" {
				for _, kv := range strings.Split(row.Raw("utm"), "|") {
					k, v, _ := strings.Cut(kv, "=")
					i := indexOf(formFields[:], k)
					if i < firstUTM {
						t.Fatalf("no UTM field %q", k)
					}
					f.fields[i].Set(tsv.Unescape(v))
				}
			}
			f.enc, f.place = indexOf(encodingNames, row.Get("encoding")), indexOf(placeNames, row.Get("place"))
			f.recompute()
			_, got, problem := f.Target()
			if want := row.Get("want_url"); want == "-" {
				if problem == "" {
					t.Errorf("built %q, want no link", got)
				}
			} else if got != want || problem != "" {
				t.Errorf("link = %q (%s), want %q", got, problem, want)
			}
			var problems, lints []string
			for i, name := range formFields {
				if f.errs[i] != nil {
					problems = append(problems, name)
				}
				for _, l := range f.lints[i] {
					lints = append(lints, name+":"+string(l.Rule))
				}
			}
			if got := strings.Join(problems, " "); got != row.Get("want_problems") {
				t.Errorf("problems under %q, want %q", got, row.Get("want_problems"))
			}
			if got := strings.Join(lints, " "); got != row.Get("want_lints") {
				t.Errorf("lints %q, want %q", got, row.Get("want_lints"))
			}
		})
	}
}

// TestUTMFieldErrorTyped checks a UTM field's problem is a typed error
// naming the field, the byte and the rule, shown under that field and
// stopping the link.
func TestUTMFieldErrorTyped(t *testing.T) {
	m, _, _ := newTest(t, "https://a.example/", 150, 50)
	f := m.form
	f.fields[0].Set("https://shop.example/p")
	f.fields[firstUTM+3].Set("red\tshoes")
	f.recompute()
	var fe *tracking.FieldError
	if !errors.As(f.err, &fe) || fe.Field != "utm_term" || fe.Pos != 4 || fe.Rule != "control-character" {
		t.Fatalf("err = %#v, want utm_term's control character at character 4", f.err)
	}
	var own *tracking.FieldError
	if !errors.As(f.errs[firstUTM+3], &own) || *own != *fe {
		t.Errorf("the field shows %v, the result %v", f.errs[firstUTM+3], f.err)
	}
	m.view = viewBuild
	if v := m.View(); !strings.Contains(v, "utm_term: U+0009 TAB (Cc) at character 4") {
		t.Errorf("the closed group does not name the field and the character:\n%s", v)
	}
}

// TestFormFocus walks the form's focus stops and the UTM group.
func TestFormFocus(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"form_focus.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			m, _, _ := newTest(t, "", 150, 50)
			var msgs []tea.Msg
			for _, k := range keyMsgs(t, row.Raw("keys")) {
				msgs = append(msgs, k)
			}
			f := drive(m, msgs...).(Model).form
			if got := focusName(f.focus); got != row.Get("want_focus") {
				t.Errorf("focus on %s, want %s", got, row.Get("want_focus"))
			}
			if got := map[bool]string{true: "true", false: "false"}[f.utmOpen]; got != row.Get("want_open") {
				t.Errorf("group open = %s, want %s", got, row.Get("want_open"))
			}
			if i := fieldAt(f.focus); row.Get("want_value") != "-" && (i < 0 || f.fields[i].Value() != row.Get("want_value")) {
				t.Errorf("focused field holds %q, want %q", valueAt(f, i), row.Get("want_value"))
			}
			if got := f.fields[firstUTM].Value(); got != row.Get("want_utm_source") {
				t.Errorf("utm_source = %q, want %q", got, row.Get("want_utm_source"))
			}
			if (fieldAt(f.focus) >= 0) != f.typing() {
				t.Error("typing() disagrees with the focused stop")
			}
		})
	}
}

func focusName(s int) string {
	switch s {
	case focusEncoding:
		return "encoding"
	case focusPlace:
		return "place"
	case focusUTM:
		return "utm"
	}
	return formFields[fieldAt(s)]
}

func valueAt(f *form, i int) string {
	if i < 0 {
		return "(not a field)"
	}
	return f.fields[i].Value()
}

// TestFieldStops checks fieldAt and stopOf are inverse over every field.
func TestFieldStops(t *testing.T) {
	for i := range formFields {
		if got := fieldAt(stopOf(i)); got != i {
			t.Errorf("fieldAt(stopOf(%d)) = %d", i, got)
		}
	}
	for _, s := range []int{focusEncoding, focusPlace, focusUTM} {
		if fieldAt(s) != -1 {
			t.Errorf("stop %d is not a field but fieldAt says %d", s, fieldAt(s))
		}
	}
}

// TestLintText checks the wording of a lint under its field: the core's
// message without what the row shows, or a shorter one that fits. Values
// and messages are the screen text: a row's \x1b is four characters.
func TestLintText(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"lint_text.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			room, _ := strconv.Atoi(row.Get("room"))
			lines, _ := strconv.Atoi(row.Get("lines"))
			value := row.Get("value")
			l := tracking.Lint{Severity: tracking.Severity(row.Get("severity")), Finding: finding.Finding{Field: row.Get("field"), Rule: finding.Rule(row.Get("rule"))}, Message: row.Raw("message")}
			if got := lintText(l, value, room, lines); got != row.Raw("want") {
				t.Errorf("got  %q\nwant %q", got, row.Raw("want"))
			}
		})
	}
}
