package pcm

import (
	"strings"
	"testing"
)

// PCM draft §10: 12 bits (8+4), 4096 values, 24–48 hours, 7 days; §1.2:
// eight-, four- and six-bit values.
func TestPrivacyFigures(t *testing.T) {
	p := PrivacyFigures()
	want := Privacy{SourceIDBits: 8, TriggerDataBits: 4, PriorityBits: 6, TotalBits: 12, Values: 4096, DelayMinHours: 24, DelayMaxHours: 48, ClickWindowDays: 7}
	if p != want || p.SourceIDBits+p.TriggerDataBits != p.TotalBits || 1<<p.TotalBits != p.Values {
		t.Errorf("PrivacyFigures() = %+v", p)
	}
}

func TestExplain(t *testing.T) {
	facts := Explain()
	all := ""
	for _, f := range facts {
		if f.Label == "" || f.Value == "" || !strings.Contains(f.Source, "§") {
			t.Errorf("fact without label, value or section: %+v", f)
		}
		all += f.Value + "\n"
	}
	for _, want := range []string{"8 bits", "4 bits", "12 bits (8+4)", "4096", "24 to 48 hours", "7 days", "highest priority"} {
		if !strings.Contains(all, want) {
			t.Errorf("Explain() does not say %q", want)
		}
	}
	facts[0].Label = "changed"
	if Explain()[0].Label == "changed" {
		t.Error("Explain() shares its slice")
	}
}
