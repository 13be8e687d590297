package cli

import (
	"strings"
	"testing"
)

// nineLayers is a destination inside nine Google /url wrappers: one past
// the bound of eight.
func nineLayers() string {
	link := "https://shop.example/landing?utm_source=news"
	for range 9 {
		link = "https://www.google.com/url?q=" + strings.NewReplacer("%", "%25", "&", "%26", "?", "%3F", "#", "%23").Replace(link)
	}
	return link
}

// TestPastEightLayers: past the bound every output says unwrapping
// stopped (unwrap's stderr, its JSON and inspect's "truncated": true, the
// plain report's note), and none calls the real destination "not a known
// redirector" (the ninth wrapper's q= is its next layer, not a URL
// embedded in a page).
func TestPastEightLayers(t *testing.T) {
	link := nineLayers()
	out, stderr, code := run(t, "", "unwrap", link)
	if code != 0 || !strings.HasPrefix(out, "https://www.google.com/url?q=") || !strings.Contains(stderr, "stopped after 8 layers") {
		t.Errorf("unwrap: exit %d, %q, stderr %q", code, out, stderr)
	}
	for _, args := range [][]string{{"unwrap", "--json", link}, {"inspect", "--json", "--fields", "unwrapped", link}} {
		out, _, _ := run(t, "", args...)
		if !strings.Contains(out, `"embedded":[],"truncated":true}`) {
			t.Errorf("%s: %.200s…: want truncated true and nothing embedded", args[0], out)
		}
	}
	out, _, _ = run(t, "", "inspect", link)
	if strings.Contains(out, "not a known redirector") || !strings.Contains(out, "stopped after 8 layers") {
		t.Errorf("inspect:\n%s", out)
	}
}
