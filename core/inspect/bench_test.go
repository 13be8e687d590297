package inspect

import (
	"testing"

	"github.com/linkscope/linkscope/internal/corpus"
)

// BenchmarkInspectJSON measures inspect --json's per-link work (analysis and
// JSON) over generated links: with the sections of before issue 15, and
// with params and risks added, so the cost of the new sections reads off
// the ratio of the two.
func BenchmarkInspectJSON(b *testing.B) {
	links := corpus.Links(10000)
	old := SectionURI | SectionOpenstat | SectionTracking | SectionNormalized | SectionSafeBrowsing | SectionPCM
	for _, c := range []struct {
		name     string
		sections Section
	}{{"before-issue-15", old}, {"all", AllSections}, {"params", SectionParams}, {"risks", SectionRisks}} {
		b.Run(c.name, func(b *testing.B) {
			in := New(Options{Sections: c.sections})
			var dst []byte
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				r := in.Inspect(links[i%len(links)])
				dst = r.AppendJSON(dst[:0])
			}
		})
	}
}
