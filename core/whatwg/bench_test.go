package whatwg

import "testing"

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
