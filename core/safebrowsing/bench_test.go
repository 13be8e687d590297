package safebrowsing

import (
	"crypto/sha256"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/corpus"
)

const benchLinks = 10000

// BenchmarkLookupHashes is the whole work for one link: canonicalize,
// expressions, and the SHA-256 of every expression.
func BenchmarkLookupHashes(b *testing.B) {
	links := corpus.Links(benchLinks)
	var h Hasher
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := h.Lookup(links[i%len(links)], HostRuleV5); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLookupHashesV4 is the same under the v4 host rule (no Public
// Suffix List search).
func BenchmarkLookupHashesV4(b *testing.B) {
	links := corpus.Links(benchLinks)
	var h Hasher
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := h.Lookup(links[i%len(links)], HostRuleV4); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSHA256Only hashes the same links' precomputed expressions with
// sha256.Sum256: the floor of BenchmarkLookupHashes before the digester,
// per link.
func BenchmarkSHA256Only(b *testing.B) {
	exprs := benchExpressions(b)
	var sink [32]byte
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, e := range exprs[i%len(exprs)] {
			s := sha256.Sum256(e)
			sink[0] ^= s[0]
		}
	}
	_ = sink
}

// BenchmarkDigesterOnly is BenchmarkSHA256Only through the Hasher's
// digester: what the padding done in place saves.
func BenchmarkDigesterOnly(b *testing.B) {
	exprs := benchExpressions(b)
	var g digester
	var sum Hash
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, e := range exprs[i%len(exprs)] {
			g.sum(e, &sum)
		}
	}
}

// BenchmarkDigesterSpans is the digester as the Hasher uses it: every
// expression of a link, cut from its canonical URL, in one call.
func BenchmarkDigesterSpans(b *testing.B) {
	links := corpus.Links(benchLinks)
	urls := make([][]byte, len(links))
	spans := make([][]span, len(links))
	for i, l := range links {
		r, err := Lookup(l, HostRuleV5)
		if err != nil {
			b.Fatal(err)
		}
		urls[i] = []byte(r.Canonical.URL)
		pathStart := len(r.Canonical.Scheme) + len("://") + len(r.Canonical.Host)
		for _, e := range r.Expressions {
			start := pathStart - strings.IndexByte(e, '/')
			spans[i] = append(spans[i], span{start, start + len(e)})
		}
	}
	var g digester
	var sums [MaxExpressions]Hash
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % len(links)
		g.sumSpans(urls[k], spans[k], sums[:])
	}
}

// benchExpressions returns the expressions of the benchmark links, by link.
func benchExpressions(b *testing.B) [][][]byte {
	links := corpus.Links(benchLinks)
	exprs := make([][][]byte, len(links))
	for i, l := range links {
		r, err := Lookup(l, HostRuleV5)
		if err != nil {
			b.Fatal(err)
		}
		for _, e := range r.Expressions {
			exprs[i] = append(exprs[i], []byte(e))
		}
	}
	return exprs
}

// BenchmarkCanonicalize is the simple, allocating API, for comparison.
func BenchmarkCanonicalize(b *testing.B) {
	links := corpus.Links(benchLinks)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Canonicalize(links[i%len(links)]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAppendJSON is the JSON writing of one Result.
func BenchmarkAppendJSON(b *testing.B) {
	links := corpus.Links(benchLinks)
	results := make([]*Result, len(links))
	for i, l := range links {
		r, err := Lookup(l, HostRuleV5)
		if err != nil {
			b.Fatal(err)
		}
		results[i] = r
	}
	var buf []byte
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf = results[i%len(results)].AppendJSON(buf[:0])
	}
}

// The steady state of a Hasher allocates a slab for the canonical URLs'
// strings once a hundred links or so, and rarely a host conversion: far
// less than once a link.
func TestLookupAllocs(t *testing.T) {
	if raceOn {
		t.Skip("allocation counts are not the uninstrumented build's under the race detector")
	}
	links := corpus.Links(1000)
	var h Hasher
	for _, l := range links {
		if _, err := h.Lookup(l, HostRuleV5); err != nil {
			t.Fatal(err)
		}
	}
	i := 0
	avg := testing.AllocsPerRun(len(links), func() {
		h.Lookup(links[i%len(links)], HostRuleV5)
		i++
	})
	if avg > 0.1 {
		t.Errorf("%.2f allocations per link, want <= 0.1", avg)
	}
}
