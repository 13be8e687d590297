package conventions

import (
	"testing"

	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/internal/corpus"
)

// BenchmarkAudit is the per-link cost of `linkscope audit` with the
// example file, over generated links.
func BenchmarkAudit(b *testing.B) {
	links := corpus.Links(10000)
	c := example(b)
	a := NewAudit(c, tracking.Default(), 0)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		a.Add(links[i%len(links)], i+1)
	}
}

func BenchmarkCheckLinkNoFile(b *testing.B) {
	links := corpus.Links(10000)
	l := Link{Tracking: tracking.Default()}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		ScanLink(links[i%len(links)], &l)
	}
}
