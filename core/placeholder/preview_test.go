package placeholder

import (
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

func TestPreview(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"preview.tsv") {
		p := platform(t, r.Get("platform"))
		got, left := Preview(r.Get("text"), p, r.Get("final"))
		texts := make([]string, len(left))
		for i := range left {
			texts[i] = left[i].Text
		}
		if got != r.Get("want") || strings.Join(texts, " | ") != r.Get("left") {
			t.Errorf("%s:\n got %q left %q\nwant %q left %q", r.Name(), got, texts, r.Get("want"), r.Get("left"))
		}
	}
}

// TestPreviewFillsEverything: a link holding every placeholder a platform
// documents previews with none left, for each platform.
func TestPreviewFillsEverything(t *testing.T) {
	for _, id := range PlatformIDs() {
		p := platform(t, id)
		var b strings.Builder
		b.WriteString("https://shop.example/p?")
		for i, e := range PlatformEntries(p) {
			if strings.Contains(strings.ToLower(e.Written), "lpurl") {
				continue // a final URL is no query value
			}
			written := e.Written
			if e.Kind == KindCustom {
				written = strings.ReplaceAll(written, customToken, "x1")
			}
			b.WriteString("&k" + string(rune('a'+i%26)) + "=" + written)
		}
		got, left := Preview(b.String(), p, "")
		if len(left) > 0 {
			t.Errorf("%s: left %v", id, left)
		}
		if phs := AppendScan(nil, got, URL); len(phs) > 0 {
			t.Errorf("%s: %q still holds %q", id, got, phs[0].Text)
		}
	}
}
