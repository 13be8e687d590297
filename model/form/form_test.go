package form

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/internal/tsv"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/model/internal/modeltest"
)

// TestUTMForm fills the form as a row says and checks the link built, the
// fields that show a problem and the lints under each field.
func TestUTMForm(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"utm_form.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			f := newTestForm(t, false)
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
	f := newTestForm(t, false)
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
	if v := f.View(); !strings.Contains(v, "utm_term: U+0009 TAB (Cc) at character 4") {
		t.Errorf("the closed group does not name the field and the character:\n%s", v)
	}
}

// TestFormFocus walks the form's focus stops and the UTM group.
func TestFormFocus(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"form_focus.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			f := newTestForm(t, true)
			modeltest.DriveComponent(f, modeltest.Msgs(t, row.Raw("keys"))...)
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
			if (fieldAt(f.focus) >= 0) != f.Typing() {
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

func valueAt(f *Model, i int) string {
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

// TestLintText checks the wording of a lint under its field: core/wording's
// form of it without what the row shows, the longest that fits. want is
// the screen text: a row's \x1b is four characters.
func TestLintText(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"lint_text.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			room, _ := strconv.Atoi(row.Get("room"))
			lines, _ := strconv.Atoi(row.Get("lines"))
			f := finding.Finding{Field: row.Get("field"), Rule: finding.Rule(row.Get("rule")), Old: row.Get("old"), Suggested: row.Get("suggested")}
			l := tracking.Lint{Severity: tracking.Severity(row.Get("severity")), Finding: f, Message: row.Get("message")}
			if got := lintText(l, room, lines); got != row.Raw("want") {
				t.Errorf("got  %q\nwant %q", got, row.Raw("want"))
			}
		})
	}
}

// TestEditEmptiesUTM: a marker sent from the inspector empties the UTM
// fields (the link carries its own UTM parameters: old values would
// replace them) and puts the focus on the service.
func TestEditEmptiesUTM(t *testing.T) {
	f := newTestForm(t, true)
	modeltest.DriveComponent(f, modeltest.Msgs(t, "shift+tab enter text:x")...)
	out := modeltest.DriveComponent(f, component.EditMsg{URL: "https://shop.example/", Marker: openstat.Marker{Service: "direct.yandex.ru"}})
	if got := focusName(f.focus); got != "service" {
		t.Errorf("focus on %s, want service", got)
	}
	if v := f.fields[firstUTM].Value(); v != "" {
		t.Errorf("utm_source = %q, want it emptied", v)
	}
	shown := false
	for _, m := range out {
		if s, ok := m.(component.ShowMsg); ok && s.View == f.Name() {
			shown = true
		}
	}
	if !shown {
		t.Errorf("the form did not ask to be shown: %v", out)
	}
}

// TestFieldRemarks checks the remarks under a field: one per fact, the
// most useful first, whether the conventions file or the tracking lints
// said it.
func TestFieldRemarks(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"form_remarks.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			f := newTestForm(t, false)
			if name := row.Get("conventions"); name != "-" {
				f.c.Setup.Conventions = loadConventions(t, name)
				f.recompute()
			}
			modeltest.DriveComponent(f, modeltest.Msgs(t, row.Raw("keys"))...)
			i := indexOf(formFields[:], row.Get("field"))
			var got []string
			for _, r := range f.fieldRemarks(i) {
				if r.find != nil {
					got = append(got, "conventions:"+r.find.Rule)
				} else {
					got = append(got, "lint:"+string(r.lint.Rule))
				}
			}
			want := row.Get("want")
			if want == "-" {
				want = ""
			}
			if s := strings.Join(got, " | "); s != want {
				t.Errorf("remarks %q, want %q", s, want)
			}
		})
	}
}
