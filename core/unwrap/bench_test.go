package unwrap

import (
	"testing"

	"github.com/linkscope/linkscope/internal/corpus"
)

// BenchmarkUnwrapPlain: links that are not wrapped (the generated corpus),
// per link.
func BenchmarkUnwrapPlain(b *testing.B) {
	links := corpus.Links(10000)
	tab := Default()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		tab.Unwrap(links[i%len(links)])
		i++
	}
}

func BenchmarkUnwrapNested(b *testing.B) {
	const link = "https://nam12.safelinks.protection.outlook.com/?url=https%3A%2F%2Furldefense.com%2Fv3%2F__https%3A%2F%2Fwww.google.com%2Furl%3Fq%3Dhttps%2A3A%2A2F%2A2Fshop.example%2A2Fp%2A3Futm_source%2A3Dnews%2A26utm_campaign%2A3Dspring%26sa%3DD__%3BJSUlJSUlJSU%21%21AbC123%21xyz%24&data=05%7C02%7C%7Cabc%7C0&sdata=SYNTHETIC%3D&reserved=0"
	b.ReportAllocs()
	for b.Loop() {
		Unwrap(link)
	}
}
