package tracking

import (
	"strings"
	"testing"

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
