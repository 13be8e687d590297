package form

import (
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/internal/tsv"
)

var attributionRules = map[finding.Rule]bool{finding.RuleUTMInPath: true, finding.RuleSecondQuestionMark: true, finding.RuleUTMInFragment: true,
	finding.RuleChannelUnassigned: true, finding.RuleChannelOther: true, finding.RuleCampaignChannel: true, finding.RuleAutoTagOverrides: true,
	finding.RuleCaseSplitsRows: true, finding.RuleClickIDStripped: true, finding.RuleMissingSourceMed: true}

// TestFormAttribution: the Build view says, live, under the link, how
// GA4, Matomo and Metrica count the link it builds, and puts each
// attribution finding under its field.
func TestFormAttribution(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"form_attribution.tsv") {
		f := newTestForm(t, false)
		f.fields[0].Set(row.Get("link"))
		for _, kv := range strings.Split(row.Get("utm"), "|") {
			if k, v, ok := strings.Cut(kv, "="); ok {
				f.fields[indexOf(formFields[:], k)].Set(v)
			}
		}
		f.recompute()
		if got := f.an.line; got != row.Get("want_line") {
			t.Errorf("%s: line %q, want %q", row.Name(), got, row.Get("want_line"))
		}
		var got []string
		for i, name := range formFields {
			for _, l := range f.lints[i] {
				if attributionRules[l.Rule] {
					got = append(got, name+":"+string(l.Rule))
				}
			}
		}
		if g := strings.Join(got, " "); g != row.Get("want_findings") {
			t.Errorf("%s: findings %q, want %q", row.Name(), g, row.Get("want_findings"))
		}
	}
}
