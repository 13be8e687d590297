package bytespan

import (
	"testing"

	"github.com/linkscope/linkscope/internal/corpus"
)

// BenchmarkSpan scans corpus links with the URL scanners' shapes of call:
// from the start over the printable bytes (a whole link, as jsonw does),
// and short runs from the middle (a host, a run between escapes). One op is
// one link.
func BenchmarkSpan(b *testing.B) {
	links := corpus.Links(10000)
	printable := ColumnsOf(func(c byte) bool { return c >= 0x20 && c < 0x7f && c != '"' && c != '\\' })
	noPct := ColumnsOf(func(c byte) bool { return c > 0x20 && c < 0x7f && c != '%' && c != '#' })
	b.ReportAllocs()
	n := 0
	for i := 0; b.Loop(); i++ {
		if i == len(links) {
			i = 0
		}
		s := links[i]
		n += printable.Span(s, 0)
		for j := 8; j < len(s); j++ {
			j = noPct.Span(s, j)
		}
	}
	_ = n
}
