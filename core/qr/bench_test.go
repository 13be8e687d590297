package qr

import "testing"

const benchLink = "https://shop.example/p?id=7&utm_source=yandex&utm_medium=cpc&utm_campaign=spring&_openstat=ZGlyZWN0LnlhbmRleC5ydTsxOzI7Mw&yclid=123"

func BenchmarkEncode(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Encode(benchLink); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkHalfBlocks(b *testing.B) {
	m, err := Encode(benchLink)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		m.HalfBlocks(true)
	}
}

func BenchmarkPNG(b *testing.B) {
	m, err := Encode(benchLink)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := m.PNG(8); err != nil {
			b.Fatal(err)
		}
	}
}
