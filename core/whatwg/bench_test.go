package whatwg

import (
	"testing"

	"github.com/linkscope/linkscope/core/uri"
	"github.com/linkscope/linkscope/internal/corpus"
)

var benchURLs = []string{
	"https://www.example.com/path/to/page?utm_source=newsletter&utm_medium=email&utm_campaign=spring#top",
	"http://user:pass@sub.example.co.uk:8080/a/b/../c/./d?q=1",
	"https://xn--bcher-kva.example/B%C3%BCcher",
	"https://bücher.example/straße?ü=1",
	"http://192.168.0.1/admin",
	"mailto:someone@example.com",
}

func BenchmarkParse(b *testing.B) {
	for _, s := range benchURLs {
		b.Run(s[:min(len(s), 24)], func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Parse(s, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkValidate(b *testing.B) {
	errs := make([]ValidationError, 0, 8)
	for _, s := range benchURLs {
		b.Run(s[:min(len(s), 24)], func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, _, err := Validate(s, nil, errs[:0]); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkParseRelative(b *testing.B) {
	base := MustParse("https://example.com/a/b/c?x#y")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse("../d/e?f=g", &base); err != nil {
			b.Fatal(err)
		}
	}
}

// TestParseAllocations pins the common path to the one allocation of the
// href.
func TestParseAllocations(t *testing.T) {
	for _, s := range []string{benchURLs[0], benchURLs[1], benchURLs[4]} {
		if n := testing.AllocsPerRun(100, func() { _, _ = Parse(s, nil) }); n != 1 {
			t.Errorf("Parse(%q): %v allocations, want 1", s, n)
		}
	}
}

// BenchmarkInspectRead reads generated campaign links as inspect's
// browser section does, their RFC 3986 reading done beforehand: most take
// the shape read from it (rfcShape), the rest the parser; and writes the
// record's JSON.
func BenchmarkInspectRead(b *testing.B) {
	links := corpus.Links(10000)
	refs := make([]uri.Reference, len(links))
	strict := make([]bool, len(links))
	for i, l := range links {
		ref, warns, err := uri.ParseLenient(l)
		refs[i], strict[i] = ref, err == nil && len(warns) == 0
	}
	var rd Reader
	var rec Record
	var dst []byte
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		k := i % len(links)
		rd.InspectRead(&rec, links[k], RFCReading{Ref: &refs[k], OK: true, Strict: strict[k]}, rec.Validation[:0], rec.Differs[:0])
		dst = rec.AppendInspectJSON(dst[:0])
	}
}
