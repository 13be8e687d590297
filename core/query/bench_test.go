package query

import (
	"testing"

	"github.com/linkscope/linkscope/internal/corpus"
)

// queries are the corpus links' queries.
func queries(b *testing.B) []string {
	var out []string
	for _, l := range corpus.Links(10000) {
		if q, _, ok := Of(l); ok {
			out = append(out, q)
		}
	}
	return out
}

func BenchmarkAppend(b *testing.B) {
	qs := queries(b)
	var pairs []Pair
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		pairs = Append(pairs[:0], qs[i%len(qs)], 0)
	}
}

func BenchmarkAppendPairsJSON(b *testing.B) {
	qs := queries(b)
	parsed := make([][]Pair, len(qs))
	for i, q := range qs {
		parsed[i] = Parse(q, 0)
	}
	var dst []byte
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		dst = AppendPairsJSON(dst[:0], parsed[i%len(parsed)])
	}
}
