package workbook

import (
	"fmt"
	"io"
	"strings"
	"testing"
)

// benchBook is a workbook of n rows of eight cells, as LibreOffice writes
// them (shared strings for the text, a style per cell), and the size of
// its sheet's XML (the benchmarks' bytes).
func benchBook(b *testing.B, n int) ([]byte, int64) {
	var sheet strings.Builder
	sheet.WriteString(sheetHead)
	for r := 1; r <= n; r++ {
		fmt.Fprintf(&sheet, `<row r="%d" spans="1:8">`, r)
		for c := range 8 {
			fmt.Fprintf(&sheet, `<c r="%s" s="0" t="s"><v>%d</v></c>`, CellName(c, r), c%4)
		}
		sheet.WriteString("</row>")
	}
	sheet.WriteString(sheetTail)
	return zipParts(b, minimalParts(sheet.String())), int64(sheet.Len())
}

// BenchmarkReadSheet reads 20,000 rows, two columns decoded (as build
// reads the mapped ones), the others passed over.
func BenchmarkReadSheet(b *testing.B) {
	data, size := benchBook(b, 20000)
	w, err := memBook(data, DefaultLimits())
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(size)
	for b.Loop() {
		_, err := w.ReadSheet(w.Sheets[0], func(row, col int) bool { return col < 2 }, func(*Row) error { return nil })
		if err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSave writes 20,000 rows back with two new cells each, one a
// link.
func BenchmarkSave(b *testing.B) {
	data, size := benchBook(b, 20000)
	w, err := memBook(data, DefaultLimits())
	if err != nil {
		b.Fatal(err)
	}
	edits := Edits{}
	for r := 1; r <= 20000; r++ {
		link := fmt.Sprintf("https://shop.example/p/%d?utm_source=google&utm_medium=cpc", r)
		edits[r] = []Edit{{Col: 8, Text: link, Link: link, Style: -1}, {Col: 9, Text: "ok", Style: -1}}
	}
	b.SetBytes(size)
	for b.Loop() {
		if _, err := w.Save(io.Discard, w.Sheets[0], edits); err != nil {
			b.Fatal(err)
		}
	}
}
