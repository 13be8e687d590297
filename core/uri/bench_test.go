package uri

import (
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/jsonw"
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

// BenchmarkNormalizeParsedSafeSteps is inspect's path: the normalized
// section starting from the uri section's reading (parsed outside the loop).
func BenchmarkNormalizeParsedSafeSteps(b *testing.B) {
	benchNormalizeParsed(b, NormalizeParsed)
}

// BenchmarkStepMemorySafeSteps is BenchmarkNormalizeParsedSafeSteps with
// the steps written in one StepMemory, link after link.
func BenchmarkStepMemorySafeSteps(b *testing.B) {
	var m StepMemory
	benchNormalizeParsed(b, m.NormalizeParsed)
}

func benchNormalizeParsed(b *testing.B, normalize func(string, Reference, []Warning, Options) (Result, error)) {
	type reading struct {
		ref   Reference
		warns []Warning
	}
	readings := make([]reading, len(benchLinks))
	for i, link := range benchLinks {
		readings[i].ref, readings[i].warns, _ = ParseLenient(link)
	}
	opts := Options{Rules: PresetSafe, RecordSteps: true}
	b.ReportAllocs()
	for i := 0; b.Loop(); i = next(i) {
		_, _ = normalize(benchLinks[i], readings[i].ref, readings[i].warns, opts)
	}
}

// BenchmarkResultJSON writes the normalized object of each link (the safe
// preset, steps recorded), after its input as inspect does.
func BenchmarkResultJSON(b *testing.B) {
	results := make([]Result, len(benchLinks))
	for i, link := range benchLinks {
		results[i], _ = Normalize(link, Options{Rules: PresetSafe, RecordSteps: true})
	}
	b.ReportAllocs()
	var buf []byte
	var input jsonw.Written
	for i := 0; b.Loop(); i = next(i) {
		buf, input = jsonw.AppendStringWritten(buf[:0], benchLinks[i])
		buf = results[i].AppendJSONAfter(buf, input)
	}
}

// BenchmarkReferenceJSON writes the uri object of each link, copying the
// components of the URIs as the uri section does.
func BenchmarkReferenceJSON(b *testing.B) {
	refs := make([]Reference, len(benchLinks))
	grammatical := make([]bool, len(benchLinks))
	for i, link := range benchLinks {
		var warns []Warning
		refs[i], warns, _ = ParseLenient(link)
		grammatical[i] = Grammatical(warns)
	}
	b.ReportAllocs()
	var buf []byte
	for i := 0; b.Loop(); i = next(i) {
		if grammatical[i] {
			buf = refs[i].AppendGrammaticalJSON(buf[:0])
		} else {
			buf = refs[i].AppendJSON(buf[:0])
		}
	}
}

// BenchmarkInspectPath is what inspect does with a link for its uri and
// normalized sections: ParseLenient, NormalizeParsed (the safe preset,
// steps recorded), then both objects' JSON, the normalized one after the
// input.
func BenchmarkInspectPath(b *testing.B) {
	opts := Options{Rules: PresetSafe, RecordSteps: true}
	b.ReportAllocs()
	var buf []byte
	for i := 0; b.Loop(); i = next(i) {
		link := benchLinks[i]
		ref, warns, err := ParseLenient(link)
		if err != nil {
			continue
		}
		res, _ := NormalizeParsed(link, ref, warns, opts)
		var input jsonw.Written
		buf, input = jsonw.AppendStringWritten(buf[:0], link)
		if Grammatical(warns) {
			buf = ref.AppendGrammaticalJSON(buf)
		} else {
			buf = ref.AppendJSON(buf)
		}
		buf = res.AppendJSONAfter(buf, input)
	}
}

// BenchmarkRemoveDotSegmentsInPlace cleans the path of each link in place,
// as Safe Browsing's canonicalization and the browser comparison do.
func BenchmarkRemoveDotSegmentsInPlace(b *testing.B) {
	paths := make([][]byte, len(benchLinks))
	for i, link := range benchLinks {
		r, _, _ := ParseLenient(link)
		paths[i] = []byte("/" + strings.TrimPrefix(r.Path, "/"))
	}
	buf := make([]byte, 0, 4096)
	b.ReportAllocs()
	for i := 0; b.Loop(); i = next(i) {
		buf = RemoveDotSegmentsInPlace(append(buf[:0], paths[i]...))
	}
}
