package textsafe

import "testing"

// BenchmarkDescribe names the characters warnings name most: a Cyrillic
// letter of an IRI, a CJK ideograph, ESC and a bidi override.
func BenchmarkDescribe(b *testing.B) {
	runes := []rune{'м', '中', 0x1b, 0x202e}
	for b.Loop() {
		for _, r := range runes {
			_ = Describe(r)
		}
	}
}
