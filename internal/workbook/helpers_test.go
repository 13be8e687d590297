package workbook

import (
	"archive/zip"
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// The parts of a minimal workbook: one sheet, its shared strings and its
// styles, as ECMA-376 Part 1 describes them.
const (
	contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`
	rootRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`
	bookXML = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Links" sheetId="1" r:id="rId1"/></sheets></workbook>`
	bookRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`
	stylesXML = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy\ hh:mm"/></numFmts><fonts count="1"><font><sz val="11"/><color theme="1"/><name val="Calibri"/></font></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="10" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`
	sharedXML = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="4" uniqueCount="4"><si><t>Website URL</t></si><si><r><rPr><b/></rPr><t>Campaign </t></r><r><t>Source</t></r></si><si><t>日本</t><rPh sb="0" eb="2"><t>ニホン</t></rPh></si><si><t xml:space="preserve"> google &amp; co </t></si></sst>`
	sheetHead = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><dimension ref="A1:C3"/><sheetData>`
	sheetTail = `</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>`
)

// minimalParts are the parts of a minimal workbook with sheet as its
// sheet's XML.
func minimalParts(sheet string) map[string]string {
	return map[string]string{
		"[Content_Types].xml": contentTypes, "_rels/.rels": rootRels, "xl/workbook.xml": bookXML,
		"xl/_rels/workbook.xml.rels": bookRels, "xl/styles.xml": stylesXML, "xl/sharedStrings.xml": sharedXML,
		"xl/worksheets/sheet1.xml": sheet,
	}
}

// zipParts is a zip of parts, in a fixed order.
func zipParts(t testing.TB, parts map[string]string) []byte {
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	for _, name := range []string{"[Content_Types].xml", "_rels/.rels", "xl/workbook.xml", "xl/_rels/workbook.xml.rels",
		"xl/styles.xml", "xl/sharedStrings.xml", "xl/worksheets/sheet1.xml", "xl/worksheets/_rels/sheet1.xml.rels"} {
		text, ok := parts[name]
		if !ok {
			continue
		}
		w, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte(text))
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// writeBook writes a workbook's bytes to a file of the test's and opens it.
func writeBook(t testing.TB, data []byte, l Limits) (*Workbook, string, error) {
	path := filepath.Join(t.TempDir(), "book.xlsx")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	w, err := Open(path, l)
	if err == nil {
		t.Cleanup(func() { w.Close() })
	}
	return w, path, err
}

// memBook opens a workbook held in memory (no file: it cannot compute
// formulas, which open the file again).
func memBook(data []byte, l Limits) (*Workbook, error) {
	p, err := openPackage(bytes.NewReader(data), int64(len(data)), l)
	if err != nil {
		return nil, err
	}
	w := &Workbook{Limits: l, p: p}
	return w, w.readBook()
}

// rowsOf reads every row of the first sheet, every cell as "REF=text"
// (a formula with no value "REF=?", an error "REF=!error").
func rowsOf(t testing.TB, w *Workbook) ([]string, *Layout, error) {
	var rows []string
	layout, err := w.ReadSheet(w.Sheets[0], nil, func(r *Row) error {
		for _, c := range r.Cells {
			s := CellName(c.Col, r.Num) + "="
			switch {
			case c.NoValue:
				s += "?"
			case c.Error != "":
				s += "!" + c.Error
			default:
				s += c.Text
			}
			rows = append(rows, s)
		}
		return nil
	})
	return rows, layout, err
}
