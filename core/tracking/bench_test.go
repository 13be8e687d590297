package tracking

import (
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/query"
	"github.com/linkscope/linkscope/internal/corpus"
)

func BenchmarkFind(b *testing.B) {
	links := corpus.Links(10000)
	tab := Default()
	dst := make([]Match, 0, 16)
	var bytes int64
	for _, l := range links {
		bytes += int64(len(l))
	}
	b.SetBytes(bytes / int64(len(links)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		query, _ := queryAndFragment(links[i%len(links)])
		dst = tab.AppendMatches(dst[:0], query, 0)
	}
}

func BenchmarkClean(b *testing.B) {
	links := corpus.Links(10000)
	tab := Default()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Clean(links[i%len(links)], tab)
	}
}

func BenchmarkLookup(b *testing.B) {
	tab := Default()
	keys := strings.Fields("utm_source gclid SCCID page id _openstat")
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		tab.Lookup(keys[i%len(keys)])
	}
}

// splitLinks are the corpus links with their queries split as inspect
// splits them.
func splitLinks(n int) ([]string, [][]query.Pair) {
	links := corpus.Links(n)
	pairs := make([][]query.Pair, len(links))
	for i, l := range links {
		if q, at, ok := query.Of(l); ok {
			pairs[i] = query.Parse(q, at)
		}
	}
	return links, pairs
}

// BenchmarkCleanPairs is the tracking reading of inspect: matches and the
// clean link from a query already split.
func BenchmarkCleanPairs(b *testing.B) {
	links, pairs := splitLinks(10000)
	tab := Default()
	var dst []Match
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_, dst = CleanPairs(links[i%len(links)], pairs[i%len(links)], tab, dst[:0])
	}
}

// BenchmarkAppendMatchesJSON is the tracking list of inspect --json.
func BenchmarkAppendMatchesJSON(b *testing.B) {
	links, pairs := splitLinks(10000)
	tab := Default()
	matches := make([][]Match, len(links))
	for i, l := range links {
		_, matches[i] = CleanPairs(l, pairs[i], tab, nil)
	}
	var out []byte
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		out = AppendMatchesJSON(out[:0], matches[i%len(matches)])
	}
}
