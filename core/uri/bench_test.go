package uri

import (
	"testing"

	"github.com/linkscope/linkscope/internal/corpus"
)

// The benchmarks run over the shared corpus of realistic tracked links; one
// op is one link, so ns/op is ns per link (targets: Parse ≤150 ns and ≤1
// alloc, the safe preset ≤600 ns). The loops step through the corpus with
// next, not i%len: a 64-bit division per op would be a tenth of what Parse
// is measured at.
var benchLinks = corpus.Links(10000)

// next returns the index after i in benchLinks, wrapping at the end.
func next(i int) int {
	if i++; i == len(benchLinks) {
		return 0
	}
	return i
}

func BenchmarkParse(b *testing.B) {
	b.ReportAllocs()
	for i := 0; b.Loop(); i = next(i) {
		_, _ = Parse(benchLinks[i])
	}
}

func BenchmarkParseLenient(b *testing.B) {
	b.ReportAllocs()
	for i := 0; b.Loop(); i = next(i) {
		_, _, _ = ParseLenient(benchLinks[i])
	}
}

func benchNormalize(b *testing.B, opts Options) {
	b.ReportAllocs()
	for i := 0; b.Loop(); i = next(i) {
		_, _ = Normalize(benchLinks[i], opts)
	}
}

func BenchmarkNormalizeSafe(b *testing.B) { benchNormalize(b, Options{Rules: PresetSafe}) }

func BenchmarkNormalizeUsual(b *testing.B) { benchNormalize(b, Options{Rules: PresetUsual}) }

func BenchmarkNormalizeAggressive(b *testing.B) {
	benchNormalize(b, Options{Rules: PresetAggressive, IsTrackingParam: isUTM})
}

func BenchmarkNormalizeSafeSteps(b *testing.B) {
	benchNormalize(b, Options{Rules: PresetSafe, RecordSteps: true})
}

func BenchmarkResolve(b *testing.B) {
	base, _ := Parse("http://a/b/c/d;p?q")
	refs := make([]Reference, 0, 42)
	for _, row := range readTable(b, "rfc3986_resolve.tsv") {
		r, _ := Parse(row.Get("reference"))
		refs = append(refs, r)
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		_ = Resolve(base, refs[i%len(refs)])
	}
}

func BenchmarkAppendNormalizedSafe(b *testing.B) {
	b.ReportAllocs()
	opts := Options{Rules: PresetSafe}
	var buf []byte
	for i := 0; b.Loop(); i = next(i) {
		buf, _ = AppendNormalized(buf[:0], benchLinks[i], opts)
	}
}

// BenchmarkNormalizerSafe is the batch path: one Normalizer for every link.
func BenchmarkNormalizerSafe(b *testing.B) {
	b.ReportAllocs()
	z := NewNormalizer(Options{Rules: PresetSafe})
	var buf []byte
	for i := 0; b.Loop(); i = next(i) {
		buf, _, _ = z.Append(buf[:0], benchLinks[i])
	}
}
