package pcm

import "testing"

const (
	benchTrigger      = "https://shop.example/.well-known/private-click-measurement/trigger-attribution/03/09"
	benchTriggerQuery = benchTrigger + "?attributionSource=https://search.example&attributionDestinationNonce=ABCDEFabcdef0123456789"
)

func BenchmarkParseTrigger(b *testing.B) {
	for _, bb := range []struct{ name, url string }{
		{"path", benchTrigger},
		{"query", benchTriggerQuery},
		{"invalid", benchTrigger + "#x"},
	} {
		b.Run(bb.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				ParseTrigger(bb.url)
			}
		})
	}
}

func BenchmarkTriggerAppendJSON(b *testing.B) {
	t := ParseTrigger(benchTriggerQuery)
	buf := make([]byte, 0, 512)
	b.ReportAllocs()
	for b.Loop() {
		buf = t.AppendJSON(buf[:0])
	}
}

func BenchmarkCheckLink(b *testing.B) {
	l := Link{SourceSite: "https://www.search.example/", SourceID: "17", Destination: "https://destination.example/landing"}
	b.ReportAllocs()
	for b.Loop() {
		CheckLink(l)
	}
}
