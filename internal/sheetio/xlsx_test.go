package sheetio

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/sheet"
	"github.com/xuri/excelize/v2"
)

// linkHeader is build's header: one with a link column.
func linkHeader(m *sheet.Mapping, _ []string) bool { return m.Column(sheet.FieldURL) >= 0 }

// generated makes a workbook with excelize, whose formulas have no stored
// value (excelize computes none), as a script would write it.
func generated(t *testing.T, build func(f *excelize.File)) string {
	t.Helper()
	f := excelize.NewFile()
	defer f.Close()
	build(f)
	path := filepath.Join(t.TempDir(), "generated.xlsx")
	if err := f.SaveAs(path); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestFormulas: a formula with no stored value is computed (excelize's
// engine); one that cannot be gives the row a reason naming the cell; a
// HYPERLINK formula is read by its link; a cell's error value refuses its
// row, naming the cell.
func TestFormulas(t *testing.T) {
	path := generated(t, func(f *excelize.File) {
		f.SetSheetRow("Sheet1", "A1", &[]any{"Website URL", "Campaign Source", "Campaign Name"})
		f.SetSheetRow("Sheet1", "A2", &[]any{nil, "google", nil})
		f.SetCellFormula("Sheet1", "A2", `"https://shop.example/"&"spring"`)
		f.SetCellFormula("Sheet1", "C2", `LOWER("Spring_Sale")`)
		f.SetSheetRow("Sheet1", "A3", &[]any{nil, "google"})
		f.SetCellFormula("Sheet1", "A3", `NOSUCHFUNCTION(1)`)
		f.SetSheetRow("Sheet1", "A4", &[]any{nil, "newsletter"})
		f.SetCellFormula("Sheet1", "A4", `HYPERLINK("https://shop.example/summer","Summer page")`)
	})
	table, err := Load(path, Spec{Header: linkHeader})
	if err != nil {
		t.Fatal(err)
	}
	defer table.Close()
	got := map[int]string{}
	for i := range table.Rows {
		r := table.SheetRow(i)
		got[r.Number] = r.Values[sheet.FieldURL] + "|" + r.Values["utm_campaign"] + "|" + r.ReadErr
	}
	if got[2] != "https://shop.example/spring|spring_sale|" {
		t.Errorf("row 2: %q", got[2])
	}
	if !strings.Contains(got[3], `"Website URL" (A3): a formula with no stored value; computing its formula`) {
		t.Errorf("row 3: %q", got[3])
	}
	if !strings.HasPrefix(got[4], "https://shop.example/summer|") {
		t.Errorf("row 4: %q", got[4])
	}
}

// TestHeaderSearch: the header is found under a title; a sheet with none
// in its first rows is named with what its last row read holds; --sheet
// picks a sheet, and a name it lacks lists the ones there are.
func TestHeaderSearch(t *testing.T) {
	path := generated(t, func(f *excelize.File) {
		f.SetSheetRow("Sheet1", "A1", &[]any{"nothing here"})
		f.NewSheet("Links")
		f.SetSheetRow("Links", "A1", &[]any{"Spring campaign"})
		f.SetSheetRow("Links", "A3", &[]any{"Landing page", "Source"})
		f.SetSheetRow("Links", "A4", &[]any{"https://shop.example/", "google"})
	})
	table, err := Load(path, Spec{Header: linkHeader})
	if err != nil {
		t.Fatal(err)
	}
	if table.Sheet.Name != "Links" || table.HeaderRow != 3 || len(table.Rows) != 1 {
		t.Errorf("sheet %q, header row %d, %d rows", table.Sheet.Name, table.HeaderRow, len(table.Rows))
	}
	table.Close()
	if _, err := Load(path, Spec{Sheet: "Sheet1", Header: linkHeader}); !errors.Is(err, ErrNoHeader) || !strings.Contains(err.Error(), `"nothing here"`) {
		t.Errorf("Sheet1: %v", err)
	}
	if _, err := Load(path, Spec{Sheet: "Nope", Header: linkHeader}); !errors.Is(err, ErrNoSheet) || !strings.Contains(err.Error(), `"Sheet1", "Links"`) {
		t.Errorf("Nope: %v", err)
	}
}

// TestPlacement: new columns go after the header's last cell, after a
// merged header cell, and past any row's last cell.
func TestPlacement(t *testing.T) {
	for _, tc := range []struct {
		name  string
		build func(f *excelize.File)
		width int
	}{
		{"after the header", func(f *excelize.File) {
			f.SetSheetRow("Sheet1", "A1", &[]any{"url", "utm_source"})
			f.SetSheetRow("Sheet1", "A2", &[]any{"https://a.example/", "g"})
		}, 2},
		{"after a merged header cell", func(f *excelize.File) {
			f.SetSheetRow("Sheet1", "A1", &[]any{"url", "utm_source", "Notes"})
			f.MergeCell("Sheet1", "C1", "E1")
			f.SetSheetRow("Sheet1", "A2", &[]any{"https://a.example/", "g"})
		}, 5},
		{"past a row's cell right of the header", func(f *excelize.File) {
			f.SetSheetRow("Sheet1", "A1", &[]any{"url", "utm_source"})
			f.SetSheetRow("Sheet1", "A2", &[]any{"https://a.example/", "g", nil, "stray"})
		}, 4},
	} {
		table, err := Load(generated(t, tc.build), Spec{Header: linkHeader})
		if err != nil {
			t.Fatal(err)
		}
		if table.Width != tc.width {
			t.Errorf("%s: width %d, want %d", tc.name, table.Width, tc.width)
		}
		table.Close()
	}
}
