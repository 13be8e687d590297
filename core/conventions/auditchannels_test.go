package conventions

import (
	"strconv"
	"strings"
	"testing"
)

// TestAuditChannels: links are counted per GA4 channel, most first; the
// links of Unassigned and Paid Other are kept with their lines, at most
// MaxChannelExamples, and a merge keeps the order of the input.
func TestAuditChannels(t *testing.T) {
	a, b := NewAudit(nil, nil, 0), NewAudit(nil, nil, 0)
	for i := 1; i <= 12; i++ {
		a.Add("https://a.example/?utm_source=meta&utm_medium=paid_social&n="+strconv.Itoa(i), i)
	}
	a.Add("https://a.example/?utm_source=google&utm_medium=cpc", 13)
	b.Add("https://a.example/?utm_medium=newsletter", 14)
	b.Add("https://a.example/?utm_source=google&utm_medium=cpc", 15)
	b.Add("https://a.example/?utm_source=google&utm_medium=cpc", 16)
	a.Merge(b)
	var got []string
	for _, c := range a.Report().Channels {
		s := c.Channel + ":" + strconv.Itoa(c.Count)
		for _, e := range c.Examples {
			s += ":" + strconv.Itoa(e.Line)
		}
		got = append(got, s)
	}
	want := "Paid Other:12:1:2:3:4:5:6:7:8:9:10,Paid Search:3,Unassigned:1:14"
	if strings.Join(got, ",") != want {
		t.Errorf("channels\n got %s\nwant %s", strings.Join(got, ","), want)
	}
}
