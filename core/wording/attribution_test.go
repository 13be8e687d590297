package wording

import (
	"strconv"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/internal/tsv"
)

// TestAttributionMessages: each attribution rule's sentence, and forms for
// a form row, the full one first and each later one shorter.
func TestAttributionMessages(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range tsv.Load(t, "../../testdata/wording/attribution.tsv") {
		pos, _ := strconv.Atoi(r.Get("pos"))
		f := finding.Finding{Rule: finding.Rule(r.Get("rule")), Field: r.Get("field"), Pos: pos, Unit: units[r.Get("unit")],
			Old: r.Get("old"), Suggested: r.Get("suggested"), Detail: r.Get("detail"), Platform: r.Get("platform")}
		if got := Message(f); got != r.Get("message") {
			t.Errorf("%s: Message\n got %q\nwant %q", r.Name(), got, r.Get("message"))
		}
		forms := FieldForms(f)
		if len(forms) != 3 || forms[0] != Message(f) {
			t.Errorf("%s: forms %q", r.Name(), forms)
		}
		for i := 1; i < len(forms); i++ {
			if len(forms[i]) >= len(forms[i-1]) {
				t.Errorf("%s: form %d %q is not shorter than %q", r.Name(), i, forms[i], forms[i-1])
			}
		}
		checkParts(t, r.Name(), f)
		seen[r.Get("rule")] = true
	}
	for _, rule := range []finding.Rule{finding.RuleUTMInPath, finding.RuleSecondQuestionMark, finding.RuleUTMInFragment, finding.RuleChannelUnassigned,
		finding.RuleChannelOther, finding.RuleCampaignChannel, finding.RuleAutoTagOverrides, finding.RuleCaseSplitsRows,
		finding.RuleClickIDStripped, finding.RuleMissingSourceMed} {
		if !seen[string(rule)] {
			t.Errorf("no row words %s", rule)
		}
	}
	hostile := Message(finding.Finding{Rule: finding.RuleChannelOther, Field: "utm_source", Old: "a\x1b[31mb\u202e", Suggested: "x\ny", Detail: "Paid Social"})
	if strings.ContainsAny(hostile, "\x1b\n\u202e") {
		t.Errorf("hostile values printed raw: %q", hostile)
	}
}

// checkParts holds AttributionParts to Message: the sentence is its parts
// around Where, and no part changes with the position.
func checkParts(t *testing.T, name string, f finding.Finding) {
	t.Helper()
	before, after, at := AttributionParts(f)
	whole := before
	if at {
		whole = before + Where(f) + after
	}
	if whole != Message(f) {
		t.Errorf("%s: parts %q, %q (at %v) make\n%q, Message is\n%q", name, before, after, at, whole, Message(f))
	}
	for _, pos := range []int{0, 7, 12345} {
		g := f
		g.Pos = pos
		if b, a, at2 := AttributionParts(g); b != before || a != after || at2 != at {
			t.Errorf("%s: the parts change with the position (%d)", name, pos)
		}
	}
}
