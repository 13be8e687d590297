package jsonw

import "testing"

// reportStrings are the strings one inspect --json record writes, in
// kind and length: parameter names and values, owners and kinds, hosts,
// paths and whole links, a Cyrillic host and a string with a quote.
var reportStrings = []string{
	"utm_source", "google", "Google Analytics", "campaign", "utm_medium", "cpc", "Yandex Direct", "click-id",
	"https", "shop.example.com", "/catalog/sale/index.html", "id=7&utm_source=yandex&utm_medium=cpc", "section-5",
	"https://shop.example.com/catalog/sale/index.html?id=7&utm_source=yandex&utm_medium=cpc&utm_campaign=spring_sale",
	"shop.example.com/catalog/sale/", "ZGlyZWN0LnlhbmRleC5ydTs2Nzk5Mjk3MTsxMTY4Mzk1MzQxMTt5YW5kZXgucnU6cHJlbWl1bQ",
	"direct.yandex.ru", "67992971", "", "a", "магазин.example.рф", `say "hi"`, "reg-name", "query:url",
}

// BenchmarkAppendStringReport writes reportStrings, a record's worth of
// strings: most are short and plain, where the cost of a call counts more
// than the bytes.
func BenchmarkAppendStringReport(b *testing.B) { benchAppendStrings(b, reportStrings) }

// cyrillicStrings are strings of a link in Cyrillic: a host, a path, a
// decoded query value and a whole link, the non-ASCII text links hold
// most.
var cyrillicStrings = []string{
	"магазин.example.рф", "/каталог/распродажа/весна", "весенняя распродажа",
	"https://магазин.example.рф/каталог/распродажа?q=куртка&utm_source=yandex",
}

// BenchmarkAppendStringCyrillic writes cyrillicStrings: the path that
// copies runs of letters never escaped between the ASCII runs.
func BenchmarkAppendStringCyrillic(b *testing.B) { benchAppendStrings(b, cyrillicStrings) }

// benchAppendStrings writes strs with AppendString, all of them an op.
func benchAppendStrings(b *testing.B, strs []string) {
	var dst []byte
	for b.Loop() {
		dst = dst[:0]
		for _, s := range strs {
			dst = AppendString(dst, s)
		}
	}
}
