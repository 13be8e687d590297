package placeholder

import (
	"testing"

	"github.com/linkscope/linkscope/internal/corpus"
)

// noPlaceholder are links of the kind inspect reads by the million and
// values of the kind the build form checks on every keystroke.
var noPlaceholder = []string{
	"https://shop.example/catalog/shoes?utm_source=google&utm_medium=cpc&utm_campaign=spring_sale&gclid=EAIaIQobChMI",
	"https://www.example.org/path?_openstat=openstat.ru;camp1;ad1234;top-left-corner",
	"https://a.example/p?q=%D0%BF%D1%80%D0%B8%D0%BC%D0%B5%D1%80&ref=main_page&x=50%25",
	"spring_sale_2026",
}

// TestNoAllocation: scanning text with no placeholder, checking it and
// encoding it allocate nothing beyond the output.
func TestNoAllocation(t *testing.T) {
	set := NewByteSet(unreserved)
	buf := make([]byte, 0, 1024)
	for _, s := range noPlaceholder {
		if n := testing.AllocsPerRun(100, func() {
			AppendScan(nil, s, URL)
			AppendInLink(nil, s)
			Check(nil, NoPlatform+1, "utm_campaign", s)
			AppendEncoded(buf[:0], s, &set)
			Has(s)
		}); n != 0 {
			t.Errorf("%q: %v allocations", s, n)
		}
	}
	withOne := "https://shop.example/?utm_campaign={campaignid}&utm_term={keyword}"
	phs := make([]Placeholder, 0, 4)
	if n := testing.AllocsPerRun(100, func() { AppendInLink(phs[:0], withOne) }); n != 0 {
		t.Errorf("raw placeholders into a reused buffer: %v allocations", n)
	}
}

func BenchmarkScanNone(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range noPlaceholder {
			AppendInLink(nil, s)
		}
	}
}

func BenchmarkScanLink(b *testing.B) {
	s := "https://shop.example/p?utm_source=google&utm_medium=cpc&utm_campaign=%7Bcampaignid%7D&utm_term={keyword}&c={{campaign.name}}&t=__CID__"
	phs := make([]Placeholder, 0, 8)
	b.ReportAllocs()
	for b.Loop() {
		phs = AppendInLink(phs[:0], s)
	}
}

func BenchmarkCheckValue(b *testing.B) {
	google := NoPlatform + 1
	b.ReportAllocs()
	for b.Loop() {
		Check(nil, google, "utm_campaign", "spring-{campaignid}-{matchtype}")
	}
}

func BenchmarkAppendEncoded(b *testing.B) {
	set := NewByteSet(unreserved)
	buf := make([]byte, 0, 256)
	b.ReportAllocs()
	for b.Loop() {
		buf = AppendEncoded(buf[:0], "spring sale {campaignid} *|CAMPAIGN_UID|*", &set)
	}
}

// BenchmarkInLinkCorpus scans generated campaign links, as inspect's
// placeholders section does: underscores and escapes by the dozen, no
// placeholder.
func BenchmarkInLinkCorpus(b *testing.B) {
	links := corpus.Links(10000)
	var phs []Placeholder
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		phs = AppendInLink(phs[:0], links[i%len(links)])
	}
}
