package attribution_test

import (
	"strconv"
	"testing"

	"github.com/linkscope/linkscope/core/attribution"
)

// BenchmarkRead is one landing page read as every platform will: a
// tagged link with a marker and a click identifier, the Build view's
// work on each keystroke.
func BenchmarkRead(b *testing.B) {
	url := "https://shop.example/spring?id=7&gclid=abc&utm_source=meta&utm_medium=paid_social" +
		"&utm_campaign=winter-shop-2026&_openstat=openstat.ru;spring%20sale;ad%2017;top"
	var r attribution.Reader
	b.ReportAllocs()
	for b.Loop() {
		_ = r.Read(url, "")
	}
}

// BenchmarkReadTyped is Read of a link typed a character at a time, as in
// the Build view: each link is new to the Reader (nothing it remembers
// fits), so this is the work of a keystroke.
func BenchmarkReadTyped(b *testing.B) {
	base := "https://shop.example/spring?id=7&gclid=abc&utm_source=meta&utm_medium=paid_social" +
		"&_openstat=openstat.ru;spring%20sale;ad%2017;top&utm_campaign=winter-shop-2026"
	links := make([]string, 4096)
	for i := range links {
		links[i] = base + strconv.Itoa(i)
	}
	var r attribution.Reader
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		_ = r.Read(links[i%len(links)], "")
	}
}

// BenchmarkChannelOf is the GA4 channel of a link, as audit and
// build --csv read it for every line.
func BenchmarkChannelOf(b *testing.B) {
	url := "https://shop.example/spring?utm_source=facebook&utm_medium=paid_social&utm_campaign=winter_sale"
	var r attribution.Reader
	b.ReportAllocs()
	for b.Loop() {
		_ = r.ChannelOf(url)
	}
}
