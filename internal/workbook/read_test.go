package workbook

import (
	"bytes"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

// TestCells: each kind of cell is read as the sheet shows it.
func TestCells(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/workbook/cells.tsv") {
		w, _, err := writeBook(t, zipParts(t, minimalParts(sheetHead+r.Get("rows")+sheetTail)), DefaultLimits())
		if err != nil {
			t.Fatalf("%s: %v", r.Name(), err)
		}
		rows, _, err := rowsOf(t, w)
		if err != nil {
			t.Errorf("%s: %v", r.Name(), err)
			continue
		}
		if got := strings.Join(rows, " "); got != r.Get("cells") {
			t.Errorf("%s:\n got %q\nwant %q", r.Name(), got, r.Get("cells"))
		}
	}
}

// FuzzSheet: any sheetData is read without a panic, within the bounds;
// one that reads is written back with a new cell in its first row, and
// the copy reads the same, plus that cell.
func FuzzSheet(f *testing.F) {
	for _, r := range tsv.Load(f, "../../testdata/workbook/cells.tsv") {
		f.Add(r.Get("rows"))
	}
	f.Fuzz(func(t *testing.T, rows string) {
		l := DefaultLimits()
		l.Cells, l.Rows = 10000, 10000
		w, err := memBook(zipParts(t, minimalParts(sheetHead+rows+sheetTail)), l)
		if err != nil {
			t.Fatal(err)
		}
		before, _, err := rowsOf(t, w)
		if err != nil {
			return
		}
		first := 0
		w.ReadSheet(w.Sheets[0], nil, func(r *Row) error {
			if first == 0 {
				first = r.Num
			}
			return nil
		})
		if first == 0 {
			return
		}
		var buf bytes.Buffer
		if _, err := w.Save(&buf, w.Sheets[0], Edits{first: {{Col: MaxColumns - 1, Text: "added", Link: "https://a.example/", Style: -1}}}); err != nil {
			t.Fatalf("%q read, but not written back: %v", rows, err)
		}
		again, err := memBook(buf.Bytes(), l)
		if err != nil {
			t.Fatal(err)
		}
		after, layout, err := rowsOf(t, again)
		if err != nil {
			t.Fatalf("%q: the copy does not read: %v", rows, err)
		}
		want := CellName(MaxColumns-1, first) + "=added"
		var kept []string
		for _, c := range after {
			if c != want {
				kept = append(kept, c)
			}
		}
		if strings.Join(kept, " ") != strings.Join(before, " ") || len(kept) == len(after) {
			t.Fatalf("%q:\nbefore %q\n after %q", rows, before, after)
		}
		if layout.HyperlinkAt(MaxColumns-1, first) != "https://a.example/" {
			t.Fatalf("%q: no link on the new cell", rows)
		}
	})
}
