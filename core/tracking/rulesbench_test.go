package tracking

import (
	"fmt"
	"strings"
	"testing"
)

// manyRules is a rules file of n parameters and n/4 families.
func manyRules(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "param p_%d\n", i)
		if i%4 == 0 {
			fmt.Fprintf(&b, "param f%d_*\n", i)
		}
	}
	return b.String()
}

// loadRules parses text and extends the built-in table by it.
func loadRules(tb testing.TB, text string) *Table {
	rules, err := ParseRules(text)
	if err != nil {
		tb.Fatal(err)
	}
	t, err := Default().With(rules)
	if err != nil {
		tb.Fatal(err)
	}
	return t
}

// TestManyRules: a table extended by 40,000 parameters and 10,000
// families finds the last of each, and the longest family wins.
func TestManyRules(t *testing.T) {
	tab := loadRules(t, manyRules(40000)+"param f39996_x*\n")
	for key, want := range map[string]string{"p_39999": "p_39999", "f39996_abc": "f39996_*", "f39996_xyz": "f39996_x*", "utm_source": "utm_source", "p_40000": ""} {
		p, ok := tab.Lookup(key)
		if got := p.Name(); ok != (want != "") || ok && got != want {
			t.Errorf("Lookup(%q) = %q, %v; want %q", key, got, ok, want)
		}
	}
}

// BenchmarkManyRules: loading 40,000 parameters and 10,000 families (2.9 s
// when each rule looked for its entry one by one).
func BenchmarkManyRules(b *testing.B) {
	text := manyRules(40000)
	for b.Loop() {
		loadRules(b, text)
	}
}

// BenchmarkLookupManyFamilies: a lookup in a table of 10,000 families.
func BenchmarkLookupManyFamilies(b *testing.B) {
	tab := loadRules(b, manyRules(40000))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		tab.Lookup("f39996_abc")
	}
}
