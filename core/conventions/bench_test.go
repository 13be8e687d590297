package conventions

import (
	"testing"

	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/query"
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

// BenchmarkCheckLinkPairs is the conventions section of inspect with no
// file: a query already split, the marker already decoded, the findings
// appended to one reused slice.
func BenchmarkCheckLinkPairs(b *testing.B) {
	links := corpus.Links(10000)
	pairs := make([][]query.Pair, len(links))
	marks := make([]openstat.Decoded, len(links))
	for i, l := range links {
		if q, at, ok := query.Of(l); ok {
			pairs[i] = query.Parse(q, at)
		}
		marks[i] = openstat.Decode(l)
	}
	var c *File
	var found []Finding
	tab := tracking.Default()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		j := i % len(links)
		found = c.AppendLinkPairs(found[:0], links[j], pairs[j], &marks[j], tab)
	}
}

// BenchmarkCheckLinkMatched is BenchmarkCheckLinkPairs with the pairs'
// tracking matches handed in, as inspect's tracking reading has them: the
// click ids are read from them instead of looked up.
func BenchmarkCheckLinkMatched(b *testing.B) {
	links := corpus.Links(10000)
	tab := tracking.Default()
	pairs := make([][]query.Pair, len(links))
	matches := make([][]tracking.Match, len(links))
	marks := make([]openstat.Decoded, len(links))
	for i, l := range links {
		if q, at, ok := query.Of(l); ok {
			pairs[i] = query.Parse(q, at)
		}
		_, matches[i] = tracking.CleanPairs(l, pairs[i], tab, nil)
		marks[i] = openstat.Decode(l)
	}
	var c *File
	var found []Finding
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		j := i % len(links)
		found = c.AppendLinkMatched(found[:0], links[j], pairs[j], &marks[j], tab, matches[j])
	}
}
