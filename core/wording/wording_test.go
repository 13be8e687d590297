package wording

import (
	"strconv"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/internal/tsv"
)

var units = map[string]finding.Unit{"none": finding.NoPos, "byte": finding.Byte, "character": finding.Character}

func TestMessages(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/wording/messages.tsv") {
		pos, _ := strconv.Atoi(r.Get("pos"))
		cp, _ := strconv.ParseUint(r.Get("rune"), 16, 32)
		b, _ := strconv.ParseUint(r.Get("byte"), 16, 8)
		f := finding.Finding{Rule: finding.Rule(r.Get("rule")), Field: r.Get("field"), Pos: pos, Unit: units[r.Get("unit")],
			Rune: rune(cp), Byte: byte(b), Old: r.Get("old"), Suggested: r.Get("suggested")}
		f.Platform, _ = r.Optional("platform")
		f.Detail, _ = r.Optional("detail")
		if got := Message(f); got != r.Get("message") {
			t.Errorf("%s: Message\n got %q\nwant %q", r.Name(), got, r.Get("message"))
		}
		if got := InField(f); got != r.Get("in_field") {
			t.Errorf("%s: InField\n got %q\nwant %q", r.Name(), got, r.Get("in_field"))
		}
	}
}

func TestFlag(t *testing.T) {
	for in, want := range map[string]string{"utm_source": "--utm-source", "campaign": "--campaign", "url": "--url"} {
		if got := Flag(in); got != want {
			t.Errorf("Flag(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestFieldForms(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/wording/field_forms.tsv") {
		pos, _ := strconv.Atoi(r.Get("pos"))
		cp, _ := strconv.ParseUint(r.Get("rune"), 16, 32)
		f := finding.Finding{Rule: finding.Rule(r.Get("rule")), Field: r.Get("field"), Old: r.Get("old"), Suggested: r.Get("suggested"), Rune: rune(cp), Pos: pos}
		if pos > 0 {
			f.Unit = finding.Character
		}
		if got := strings.Join(FieldForms(f), " || "); got != r.Raw("forms") { // Raw: the escapes as printed
			t.Errorf("%s:\n got %q\nwant %q", r.Name(), got, r.Raw("forms"))
		}
	}
	if FieldForms(finding.Finding{Rule: finding.RuleControl}) != nil {
		t.Error("an error is not a lint: no field forms")
	}
}

// TestPlaceholderFieldForms: every placeholder and field rule has forms for
// a form row, the full one first and each later one shorter.
func TestPlaceholderFieldForms(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/wording/messages.tsv") {
		rule := r.Get("rule")
		if !strings.HasPrefix(rule, "placeholder-") && !strings.HasPrefix(rule, "field-") && !strings.HasPrefix(rule, "tracking-template") {
			continue
		}
		f := finding.Finding{Rule: finding.Rule(rule), Field: r.Get("field"), Old: r.Get("old"), Suggested: r.Get("suggested")}
		f.Platform, _ = r.Optional("platform")
		f.Detail, _ = r.Optional("detail")
		forms := FieldForms(f)
		if len(forms) < 2 {
			t.Errorf("%s: forms %q", r.Name(), forms)
		}
		for i := 1; i < len(forms); i++ {
			if len(forms[i]) >= len(forms[i-1]) {
				t.Errorf("%s: form %d %q is not shorter than %q", r.Name(), i, forms[i], forms[i-1])
			}
		}
	}
}
