package tsvtable

import (
	"strings"
	"testing"
)

// BenchmarkRead reads a table shaped as the largest embedded ones (a few
// thousand rows of two or three short cells), as each process does once
// for each of its tables before the first link.
func BenchmarkRead(b *testing.B) {
	var t strings.Builder
	t.WriteString("# a comment\ndomain\tbucket\tsource\n")
	for i := range 8000 {
		t.WriteString("example")
		t.WriteString(strings.Repeat("x", i%13))
		t.WriteString(".com\ttop\tlist\n")
	}
	text := t.String()
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		tab := MustRead("bench.tsv", text, Options{Columns: []string{"domain", "bucket"}})
		for _, r := range tab.Rows() {
			_ = r.Cell("domain")
		}
	}
}
