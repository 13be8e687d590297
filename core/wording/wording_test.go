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
