package inspect

import (
	"testing"

	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/internal/corpus"
)

// BenchmarkInspectJSON measures inspect --json's per-link work (analysis and
// JSON) over generated links: with the first six sections (uri, openstat,
// tracking, normalized, safebrowsing, pcm), with every section, every
// section but the browser reading (what it costs), and each section alone
// (which includes unwrapping, as every analysis reads the unwrapped link).
func BenchmarkInspectJSON(b *testing.B) {
	links := corpus.Links(10000)
	old := MustSections("uri,openstat,tracking,normalized,safebrowsing,pcm")
	type benchCase struct {
		name     string
		sections Set
	}
	cases := []benchCase{{"first-six", old}, {"all", allSections()}, {"all-but-browser", allSections() &^ MustSections("browser")}}
	for _, s := range sectionList {
		cases = append(cases, benchCase{s.Name, MustSections(s.Name)})
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			in := New(Options{Setup: analysis.Builtin(), Sections: c.sections})
			var dst []byte
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				r := in.Inspect(links[i%len(links)])
				dst = r.AppendJSON(dst[:0])
			}
		})
	}
}
