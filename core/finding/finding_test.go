package finding_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/core/uri"
)

// TestFrom: every core error that embeds a finding gives it back through
// any wrapping, so callers read fields instead of messages.
func TestFrom(t *testing.T) {
	_, _, utmErr := tracking.AddUTM("https://a.example/", tracking.UTM{Term: "a\tb"})
	_, rulesErr := uri.ParseRules("safe,bogus")
	cases := []struct {
		err  error
		rule finding.Rule
		pos  int
		unit finding.Unit
	}{
		{openstat.ValidateField("campaign", "ab;c"), finding.RuleSeparator, 3, finding.Character},
		{fmt.Errorf("tag: %w", openstat.CheckURL("http://a.example/ x")), finding.RuleURLWhitespace, 17, finding.Byte},
		{utmErr, finding.RuleControl, 2, finding.Character},
		{rulesErr, finding.RuleUnknownName, 6, finding.Character},
	}
	for i, c := range cases {
		f, ok := finding.From(c.err)
		if !ok || f.Rule != c.rule || f.Pos != c.pos || f.Unit != c.unit {
			t.Errorf("case %d: %v gives %+v, %v", i, c.err, f, ok)
		}
	}
	if _, ok := finding.From(errors.New("plain")); ok {
		t.Error("a plain error carries no finding")
	}
}
