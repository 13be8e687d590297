package analysis

import (
	"testing"

	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/core/uri"
	"github.com/linkscope/linkscope/internal/tsv"
)

func withUserRule(t *testing.T) Setup {
	t.Helper()
	rules, err := tracking.ParseRules("param campaign_code why=\"the team's own campaign id\"\n")
	if err != nil {
		t.Fatal(err)
	}
	table, err := tracking.Default().With(rules)
	if err != nil {
		t.Fatal(err)
	}
	return Setup{Tracking: table}
}

func TestClean(t *testing.T) {
	setups := map[string]Setup{
		"clean":           Builtin(),
		"clean_no_unwrap": {Tracking: tracking.Default(), NoUnwrap: true},
		"clean_user_rule": withUserRule(t),
	}
	for _, r := range tsv.Load(t, "../../testdata/analysis/setup.tsv") {
		for column, s := range setups {
			if got := s.Clean(r.Get("link")); got != r.Get(column) {
				t.Errorf("%s: %s: Clean(%q) = %q, want %q", r.Name(), column, r.Get("link"), got, r.Get(column))
			}
		}
	}
}

// TestOneTable: normalization and comparison read tracking parameters from
// the same table as the clean link, so a user rule reaches all three.
func TestOneTable(t *testing.T) {
	s := withUserRule(t)
	if !s.NormalizeOptions().IsTrackingParam("campaign_code") {
		t.Error("normalization does not see the user rule")
	}
	if !s.CompareOptions(0).IsTrackingParam("campaign_code") {
		t.Error("comparison does not see the user rule")
	}
	if Builtin().IsTrackingParam("campaign_code") {
		t.Error("the built-in table has the user's parameter")
	}
	if got := s.NormalizeOptions().Rules; got != uri.PresetSafe {
		t.Errorf("a setup without rules normalizes by %v, want the safe preset", got)
	}
	if got := s.CompareOptions(uri.PresetAggressive).Rules; got != uri.PresetAggressive {
		t.Errorf("CompareOptions(rules) ignored the rules: %v", got)
	}
}

func TestTableRequired(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("a Setup without a tracking table did not panic")
		}
	}()
	Setup{}.Table()
}
