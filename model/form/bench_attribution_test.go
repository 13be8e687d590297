package form

import "testing"

// BenchmarkKeystrokeTaggedLink is one keystroke in utm_medium of a form
// with a link, a marker and UTM fields, so the link is tagged and read
// as analytics will on every keystroke, and the frame drawn.
func BenchmarkKeystrokeTaggedLink(b *testing.B) {
	f := newTestForm(b, false)
	for i, v := range []string{"https://shop.example/spring?id=7&gclid=abc", "openstat.ru", "spring sale", "ad 17", "top",
		"meta", "paid_social", "winter-shop-2026"} {
		f.fields[i].Set(v)
	}
	medium := indexOf(formFields[:], "utm_medium")
	values := [2]string{"paid_social", "paid_socialx"}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		f.fields[medium].Set(values[i%2])
		f.recompute()
		_ = f.View()
	}
}
