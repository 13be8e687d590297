package openstat

import (
	"testing"

	"github.com/linkscope/linkscope/core/query"
	"github.com/linkscope/linkscope/internal/corpus"
)

// BenchmarkDecode decodes a typical tagged link: UTM parameters and a
// base64 marker in the query.
func BenchmarkDecode(b *testing.B) {
	const u = "https://shop.example.com/landing?utm_source=yandex&utm_medium=cpc&utm_campaign=spring_sale&_openstat=ZGlyZWN0LnlhbmRleC5ydTszMzYzOTE2Nzs4MzY1MzQ4MDY7c2lkZWJhcg&yclid=6460587608441707"
	b.ReportAllocs()
	for b.Loop() {
		if d := Decode(u); !d.Found {
			b.Fatal(d.Reason)
		}
	}
}

// BenchmarkDecodeCorpus decodes the benchmark corpus, one link per op.
func BenchmarkDecodeCorpus(b *testing.B) {
	links := corpus.Links(10000)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		Decode(links[i%len(links)])
		i++
	}
}

// BenchmarkTag tags a typical landing URL with a percent marker.
func BenchmarkTag(b *testing.B) {
	m := Marker{"direct.yandex.ru", "33639167", "836534806", "yandex.ru:premium"}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Tag("https://shop.example.com/landing?id=7#top", m, Auto, Query); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAppendJSONCorpus writes the openstat object of each corpus
// link, decoded beforehand: the JSON alone.
func BenchmarkAppendJSONCorpus(b *testing.B) {
	links := corpus.Links(10000)
	decoded := make([]Decoded, len(links))
	for i, l := range links {
		decoded[i] = Decode(l)
	}
	var buf []byte
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		buf = decoded[i%len(decoded)].AppendJSON(buf[:0])
		i++
	}
}

// BenchmarkDecodePairsCorpus is BenchmarkDecodeCorpus for a caller that
// has split each link's query already (the pairs made beforehand).
func BenchmarkDecodePairsCorpus(b *testing.B) {
	links := corpus.Links(10000)
	pairs := make([][]query.Pair, len(links))
	for i, l := range links {
		pairs[i] = pairsOf(l)
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		DecodePairs(links[i%len(links)], pairs[i%len(links)])
		i++
	}
}
