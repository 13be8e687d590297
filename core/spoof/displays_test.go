package spoof

import (
	"testing"

	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/internal/tsv"
)

// TestDisplaysRemember: on Chromium's IDN cases in both forms, asked
// twice (the second answer remembered), Displays gives ChromeDisplay's
// answer, and ChromeHostnameJSON the display as jsonw writes it, or ""
// when it skips the check.
func TestDisplaysRemember(t *testing.T) {
	var d Displays
	for _, r := range tsv.Load(t, testdata+"chromium_idn.tsv") {
		for _, host := range []string{r.Get("punycode"), r.Get("unicode")} {
			wantDisplay, wantRule := ChromeDisplay(host)
			for range 2 {
				if display, rule := d.Chrome(host); display != wantDisplay || rule != wantRule {
					t.Fatalf("%s: Chrome(%q) = %q, %q; ChromeDisplay gives %q, %q", r.Name(), host, display, rule, wantDisplay, wantRule)
				}
				display, rule, json := d.ChromeHostnameJSON(host, false)
				if display != wantDisplay || rule != wantRule {
					t.Fatalf("%s: ChromeHostnameJSON(%q) = %q, %q", r.Name(), host, display, rule)
				}
				if want := string(jsonw.AppendString(nil, display)); json != "" && json != want {
					t.Fatalf("%s: ChromeHostnameJSON(%q) JSON %s, want %s", r.Name(), host, json, want)
				}
				if NeedsCheck(host) && json == "" {
					t.Fatalf("%s: ChromeHostnameJSON(%q) gave no JSON", r.Name(), host)
				}
			}
		}
	}
}
