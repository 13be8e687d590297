package workbook

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// richBook makes, with excelize, a workbook that holds what a team's
// tagging sheet holds: a second sheet of approved values, a dropdown
// reading it, formulas, a hyperlink, a comment, a conditional format, a
// frozen header, column widths, a merged title, an Excel table and a date.
func richBook(t *testing.T) string {
	t.Helper()
	f := excelize.NewFile()
	defer f.Close()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(f.SetSheetName("Sheet1", "Links"))
	must(f.SetSheetRow("Links", "A1", &[]any{"Spring links"}))
	must(f.MergeCell("Links", "A1", "F1"))
	must(f.SetSheetRow("Links", "A2", &[]any{"Website URL", "Campaign Source", "Campaign Medium", "Campaign Name", "Glued", "Launch"}))
	for i, r := range [][]any{
		{"https://shop.example/a", "google", "cpc", "spring"},
		{"Shop page", "newsletter", "email", "summer"},
		{"https://shop.example/c", "facebook", "social", "autumn"},
	} {
		row := i + 3
		must(f.SetSheetRow("Links", fmt.Sprintf("A%d", row), &r))
		must(f.SetCellFormula("Links", fmt.Sprintf("E%d", row), fmt.Sprintf(`A%d&"?utm_source="&B%d`, row, row)))
		must(f.SetCellValue("Links", fmt.Sprintf("F%d", row), 46082+i))
	}
	must(f.SetCellHyperLink("Links", "A4", "https://shop.example/b", "External"))
	_, _ = f.NewSheet("Values")
	must(f.SetSheetCol("Values", "A1", &[]any{"google", "newsletter", "facebook"}))
	dv := excelize.NewDataValidation(true)
	dv.Sqref = "B3:B100"
	dv.SetSqrefDropList("Values!$A$1:$A$3")
	must(f.AddDataValidation("Links", dv))
	must(f.AddComment("Links", excelize.Comment{Cell: "B2", Author: "team", Text: "pick from the list"}))
	format, err := f.NewConditionalStyle(&excelize.Style{Font: &excelize.Font{Color: "9A0511"}})
	must(err)
	must(f.SetConditionalFormat("Links", "C3:C100", []excelize.ConditionalFormatOptions{
		{Type: "cell", Criteria: "==", Format: &format, Value: `"cpc"`}}))
	must(f.SetPanes("Links", &excelize.Panes{Freeze: true, YSplit: 2, TopLeftCell: "A3", ActivePane: "bottomLeft"}))
	must(f.SetColWidth("Links", "A", "A", 40))
	must(f.AddTable("Values", &excelize.Table{Range: "C1:D3", Name: "Extra"}))
	date, err := f.NewStyle(&excelize.Style{NumFmt: 14})
	must(err)
	must(f.SetCellStyle("Links", "F3", "F5", date))
	path := filepath.Join(t.TempDir(), "rich.xlsx")
	must(f.SaveAs(path))
	return path
}

// snapshot is everything excelize reads of a workbook, less the cells a
// save was asked to write.
type snapshot struct {
	Sheets      []string
	Cells       map[string]string // sheet!REF -> value
	Formulas    map[string]string
	Validations map[string][]string
	Merges      map[string][]string
	Comments    map[string][]string
	Conditional map[string]string
	Panes       map[string]string
	Widths      map[string]float64
	Links       map[string]string
}

func snap(t *testing.T, path string, skip func(sheet string, col, row int) bool) snapshot {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s := snapshot{Sheets: f.GetSheetList(), Cells: map[string]string{}, Formulas: map[string]string{},
		Validations: map[string][]string{}, Merges: map[string][]string{}, Comments: map[string][]string{},
		Conditional: map[string]string{}, Panes: map[string]string{}, Widths: map[string]float64{}, Links: map[string]string{}}
	for _, sh := range s.Sheets {
		rows, err := f.GetRows(sh)
		if err != nil {
			t.Fatal(err)
		}
		for r, row := range rows {
			for c, v := range row {
				if skip(sh, c, r+1) || v == "" {
					continue // an empty cell reads the same as none
				}
				ref := sh + "!" + CellName(c, r+1)
				s.Cells[ref] = v
				if fm, _ := f.GetCellFormula(sh, CellName(c, r+1)); fm != "" {
					s.Formulas[ref] = fm
				}
				if ok, link, _ := f.GetCellHyperLink(sh, CellName(c, r+1)); ok {
					s.Links[ref] = link
				}
			}
		}
		dvs, _ := f.GetDataValidations(sh)
		for _, dv := range dvs {
			s.Validations[sh] = append(s.Validations[sh], dv.Sqref+" "+dv.Formula1)
		}
		merges, _ := f.GetMergeCells(sh)
		for _, m := range merges {
			s.Merges[sh] = append(s.Merges[sh], m.GetStartAxis()+":"+m.GetEndAxis()+"="+m.GetCellValue())
		}
		comments, _ := f.GetComments(sh)
		for _, c := range comments {
			s.Comments[sh] = append(s.Comments[sh], c.Cell+" "+c.Author+" "+c.Text)
		}
		cf, _ := f.GetConditionalFormats(sh)
		for ref, opts := range cf {
			for _, o := range opts {
				format := -1
				if o.Format != nil {
					format = *o.Format
				}
				o.Format = nil
				s.Conditional[sh] += fmt.Sprintf("%s %+v format %d; ", ref, o, format)
			}
		}
		p, _ := f.GetPanes(sh)
		s.Panes[sh] = fmt.Sprintf("%+v", p)
		s.Widths[sh], _ = f.GetColWidth(sh, "A")
	}
	return s
}

// parts are a zip's parts, uncompressed, by name.
func parts(t *testing.T, path string) map[string][]byte {
	t.Helper()
	zr, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	out := map[string][]byte{}
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(rc)
		rc.Close()
		out[f.Name] = b
	}
	return out
}

// TestRoundTrip: a workbook saved with new cells (a header cell, links,
// an empty cell that is no cell) and a replaced one reads back, in
// excelize, with every other sheet, cell, formula, validation, merge,
// comment, conditional format, pane, width and hyperlink as it was and
// the new cells in place; every part but the sheet, its relationships
// and the styles is the same bytes.
func TestRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		name, path string
		header     int
		width      int
	}{
		{"excelize", richBook(t), 2, 6},
		{"LibreOffice", "../../testdata/sheets/campaign.xlsx", 2, 9},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w, err := Open(tc.path, DefaultLimits())
			if err != nil {
				t.Fatal(err)
			}
			defer w.Close()
			sh := w.Sheets[0]
			edits := Edits{
				tc.header:     {{Col: tc.width, Text: "tagged_url", Style: -1}, {Col: tc.width + 1, Text: "error", Style: -1}},
				tc.header + 1: {{Col: tc.width, Text: "https://shop.example/a?utm_source=google", Link: "https://shop.example/a?utm_source=google", Style: -1}},
				tc.header + 2: {{Col: tc.width + 1, Text: "url: <refused> & \"why\"", Style: -1}, {Col: 3, Text: "replaced", Style: -1}},
				tc.header + 3: {{Col: tc.width, Text: "", Style: -1}},
			}
			out := filepath.Join(t.TempDir(), "out.xlsx")
			var buf bytes.Buffer
			if _, err := w.Save(&buf, sh, edits); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			edited := func(sheet string, col, row int) bool {
				if sheet != sh.Name {
					return false
				}
				for _, e := range edits[row] {
					if e.Col == col {
						return true
					}
				}
				return false
			}
			before, after := snap(t, tc.path, edited), snap(t, out, edited)
			if !reflect.DeepEqual(before, after) {
				bv, av := reflect.ValueOf(before), reflect.ValueOf(after)
				for i := range bv.NumField() {
					if !reflect.DeepEqual(bv.Field(i).Interface(), av.Field(i).Interface()) {
						t.Errorf("%s changed:\nbefore %v\n after %v", bv.Type().Field(i).Name, bv.Field(i), av.Field(i))
					}
				}
			}
			g, err := excelize.OpenFile(out)
			if err != nil {
				t.Fatal(err)
			}
			defer g.Close()
			for row, es := range edits {
				for _, e := range es {
					ref := CellName(e.Col, row)
					v, _ := g.GetCellValue(sh.Name, ref)
					if v != e.Text {
						t.Errorf("%s: %q, want %q", ref, v, e.Text)
					}
					ok, link, _ := g.GetCellHyperLink(sh.Name, ref)
					if ok != (e.Link != "") || link != e.Link {
						t.Errorf("%s: link %v %q, want %q", ref, ok, link, e.Link)
					}
				}
			}
			in, got := parts(t, tc.path), parts(t, out)
			rels := relsPath(sh.Part)
			for name, b := range in {
				if name == sh.Part || name == rels || name == "xl/styles.xml" {
					continue
				}
				if !bytes.Equal(got[name], b) {
					t.Errorf("part %s changed", name)
				}
			}
			if len(got) != len(in) && !(len(got) == len(in)+1 && got[rels] != nil) {
				t.Errorf("%d parts, was %d", len(got), len(in))
			}
			if !strings.Contains(string(got["xl/styles.xml"]), hyperlinkColor) {
				t.Error("no hyperlink format in the styles")
			}
		})
	}
}

// TestReplaceLink: a cell written over keeps no hyperlink of its own: the
// old link of a tagged_url cell written again goes, the new one comes,
// the link of a range and of other cells stay; the sheet's relationships
// get one more, with an id of their own.
func TestReplaceLink(t *testing.T) {
	p := minimalParts(sheetHead + `<row r="1"><c r="A1" t="inlineStr"><is><t>old</t></is></c><c r="B1" t="inlineStr"><is><t>keep</t></is></c></row>` +
		`</sheetData><hyperlinks><hyperlink ref="A1" r:id="rId1"/><hyperlink ref="B1" r:id="rIdLinkscope1"/><hyperlink ref="A1:B1" r:id="rId1"/></hyperlinks>` +
		`<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>`)
	p["xl/worksheets/_rels/sheet1.xml.rels"] = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
		`<Relationship Id="rId1" Type="` + relHyperlink + `" Target="https://old.example/" TargetMode="External"/>` +
		`<Relationship Id="rIdLinkscope1" Type="` + relHyperlink + `" Target="https://keep.example/" TargetMode="External"/></Relationships>`
	w, err := memBook(zipParts(t, p), DefaultLimits())
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := w.Save(&buf, w.Sheets[0], Edits{1: {{Col: 0, Text: "new", Link: "https://new.example/?a=1&b=2", Style: -1}}}); err != nil {
		t.Fatal(err)
	}
	again, err := memBook(buf.Bytes(), DefaultLimits())
	if err != nil {
		t.Fatal(err)
	}
	_, layout, err := rowsOf(t, again)
	if err != nil {
		t.Fatal(err)
	}
	var links []string
	for _, h := range layout.Hyperlinks {
		links = append(links, h.Range.String()+"="+h.Target)
	}
	want := "B1=https://keep.example/ A1:B1=https://old.example/ A1=https://new.example/?a=1&b=2"
	if got := strings.Join(links, " "); got != want {
		t.Errorf("links %q, want %q", got, want)
	}
}
