package cli

import (
	"encoding/csv"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/sheet"
	"github.com/linkscope/linkscope/model/component"
	"github.com/xuri/excelize/v2"
)

// campaignBook is the Campaign URL Builder style workbook LibreOffice saved
// (testdata/sheets/campaign.fods, made by testdata/sheets/make.sh).
const campaignBook = "../testdata/sheets/campaign.xlsx"

// cellsOf reads a sheet's cells as excelize does, by reference.
func cellsOf(t *testing.T, path, sheet string) map[string]string {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows(sheet)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for r, row := range rows {
		for c, v := range row {
			if v != "" {
				name, _ := excelize.CoordinatesToCellName(c+1, r+1)
				out[name] = v
			}
		}
	}
	return out
}

// TestBuildXLSX: the Campaign URL Builder style workbook goes through build
// --xlsx: its header found under the title, the columns read in its own
// words (a link cell's label read by its hyperlink, the merged Notes
// header), linkscope's columns added after the merged header cell, the
// tagged links as hyperlinks, --fix and duplicate_of, every original cell
// as it was, the tally on stderr and exit 2 for the refused row.
func TestBuildXLSX(t *testing.T) {
	hermetic(t)
	out := filepath.Join(t.TempDir(), "out.xlsx")
	_, stderr, code := run(t, "", "build", "--xlsx", campaignBook, "--out", out, "--fix", "--conventions", noConventions(t))
	if code != 2 || !strings.Contains(stderr, "5 rows read: 4 built, 1 with findings, 1 duplicate, 1 refused (row 6)") {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	before, after := cellsOf(t, campaignBook, "Links"), cellsOf(t, out, "Links")
	for ref, v := range before {
		if after[ref] != v {
			t.Errorf("%s: %q, was %q", ref, after[ref], v)
		}
	}
	want := map[string]string{
		"J2": "tagged_url", "K2": "error", "L2": "lints", "M2": "conventions", "N2": "fixed", "O2": "duplicate_of",
		"J3": "https://shop.example/spring?utm_source=google&utm_medium=cpc&utm_campaign=spring_sale&utm_content=banner",
		"J4": "https://shop.example/summer?utm_source=newsletter&utm_medium=email&utm_campaign=summer_sale",
		"N5": `utm_source: "google " -> "google"`, "O5": "3",
		"J7": "https://shop.example/winter?utm_source=facebook&utm_medium=social&utm_campaign=2026&utm_content=%3D1%2B1%20as%20text",
	}
	for ref, v := range want {
		if after[ref] != v {
			t.Errorf("%s: %q, want %q", ref, after[ref], v)
		}
	}
	if !strings.HasPrefix(after["K6"], `url: U+0020 SPACE`) {
		t.Errorf("K6: %q", after["K6"])
	}
	f, err := excelize.OpenFile(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if ok, link, _ := f.GetCellHyperLink("Links", "J3"); !ok || link != want["J3"] {
		t.Errorf("J3 is no hyperlink: %v %q", ok, link)
	}
	if before, after := cellsOf(t, campaignBook, "Values"), cellsOf(t, out, "Values"); len(before) != len(after) {
		t.Errorf("Values: %v, was %v", after, before)
	}
	if dvs, _ := f.GetDataValidations("Links"); len(dvs) != 2 {
		t.Errorf("%d validations", len(dvs))
	}
	if fm, _ := f.GetCellFormula("Links", "F3"); !strings.Contains(fm, `"?utm_source="`) {
		t.Errorf("F3's formula: %q", fm)
	}
	_, stderr, code = run(t, "", "build", "--xlsx", campaignBook, "--out", campaignBook)
	if code != 2 || !strings.Contains(stderr, "never writes over its input") {
		t.Errorf("--out the input: exit %d, %s", code, stderr)
	}
	_, stderr, code = run(t, "", "build", "--xlsx", campaignBook)
	if code != 2 || !strings.Contains(stderr, "--out") {
		t.Errorf("no --out outside a terminal: exit %d, %s", code, stderr)
	}
	_, stderr, code = run(t, "", "build", "--xlsx", campaignBook, "--out", out, "--sheet", "Nope")
	if code != 2 || !strings.Contains(stderr, `"Links", "Values"`) {
		t.Errorf("--sheet Nope: exit %d, %s", code, stderr)
	}
	_, stderr, code = run(t, "", "build", "--xlsx", "../testdata/sheets/campaign.fods", "--out", out)
	if code != 2 || !strings.Contains(stderr, "not a zip file") {
		t.Errorf("not a workbook: exit %d, %s", code, stderr)
	}
}

// TestAuditXLSX: audit reads a sheet's links (the link column, or
// --column), reports them by row number, and with --out writes each row's
// findings beside it.
func TestAuditXLSX(t *testing.T) {
	hermetic(t)
	out, stderr, code := run(t, "", "audit", "--xlsx", campaignBook, "--column", "Glued link", "--json", "--conventions", exampleConventions)
	if code != 0 || !strings.HasPrefix(out, `{"links":3,`) || !strings.Contains(out, `"pattern":{"count":1,"lines":[3],`) {
		t.Errorf("exit %d: %s %s", code, out, stderr)
	}
	book := filepath.Join(t.TempDir(), "audited.xlsx")
	_, stderr, code = run(t, "", "audit", "--xlsx", campaignBook, "--column", "glued link", "--out", book, "--conventions", exampleConventions)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	cells := cellsOf(t, book, "Links")
	if cells["J2"] != "conventions" || !strings.Contains(cells["J3"], "pattern (utm_campaign)") {
		t.Errorf("J2 %q, J3 %q", cells["J2"], cells["J3"])
	}
	_, stderr, code = run(t, "", "audit", "--xlsx", campaignBook, "--column", "Nope")
	if code != 2 || !strings.Contains(stderr, `--column "Nope"`) {
		t.Errorf("exit %d: %s", code, stderr)
	}
}

// soffice is LibreOffice's command, or the test is skipped; .ci/run sets
// LINKSCOPE_REQUIRE_SOFFICE=1 (after installing libreoffice-calc-nogui), so
// there it may not skip.
func soffice(t *testing.T) string {
	path, err := exec.LookPath("soffice")
	if err != nil {
		if os.Getenv("LINKSCOPE_REQUIRE_SOFFICE") != "" {
			t.Fatal("LibreOffice (soffice) is required and not installed")
		}
		t.Skip("LibreOffice (soffice) is not installed")
	}
	return path
}

// convert has LibreOffice convert files headless into dir, with a
// profile of the test's own.
func convert(t *testing.T, bin, to, dir string, files ...string) {
	t.Helper()
	args := append([]string{"--headless", "--norestore", "-env:UserInstallation=file://" + filepath.Join(t.TempDir(), "profile"),
		"--convert-to", to, "--outdir", dir}, files...)
	if out, err := exec.Command(bin, args...).CombinedOutput(); err != nil {
		t.Fatalf("soffice: %v: %s", err, out)
	}
}

// csvSheets are a workbook's sheets as LibreOffice exports them to CSV
// (one file per sheet), by sheet name.
func csvSheets(t *testing.T, dir, stem string) map[string][][]string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, stem+"-*.csv"))
	out := map[string][][]string{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		r := csv.NewReader(strings.NewReader(string(b)))
		r.FieldsPerRecord = -1
		recs, err := r.ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		out[strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), stem+"-"), ".csv")] = recs
	}
	return out
}

// TestLibreOffice: LibreOffice opens the workbook build --xlsx wrote and
// reads every original cell of every sheet as it reads them in the input
// (cell by cell, formulas recomputed by it), the new columns filled; its
// own reading keeps the validations, formulas and the hyperlinks; and the
// fixture is what LibreOffice makes of its source.
func TestLibreOffice(t *testing.T) {
	bin := soffice(t)
	hermetic(t)
	dir := t.TempDir()
	out := filepath.Join(dir, "built.xlsx")
	if _, stderr, code := run(t, "", "build", "--xlsx", campaignBook, "--out", out, "--conventions", noConventions(t)); code != 2 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	convert(t, bin, "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1", dir, campaignBook, out)
	before, after := csvSheets(t, dir, "campaign"), csvSheets(t, dir, "built")
	if len(before) != 2 || len(after) != 2 {
		t.Fatalf("sheets %d and %d", len(before), len(after))
	}
	for name, rows := range before {
		for r, row := range rows {
			for c, v := range row {
				if r >= len(after[name]) || c >= len(after[name][r]) || after[name][r][c] != v {
					t.Errorf("%s row %d column %d: was %q, now not", name, r+1, c+1, v)
				}
			}
		}
	}
	if got := after["Links"][1][9]; got != "tagged_url" {
		t.Errorf("J2 %q", got)
	}
	if got := after["Links"][2][9]; !strings.HasPrefix(got, "https://shop.example/spring?utm_source=google") {
		t.Errorf("J3 %q", got)
	}
	convert(t, bin, "fods", dir, out)
	flat, err := os.ReadFile(filepath.Join(dir, "built.fods"))
	if err != nil {
		t.Fatal(err)
	}
	for what, re := range map[string]string{
		"validations": `<table:content-validation `, "formulas": `table:formula="of:=`,
		"tagged links":     `xlink:href="https://shop\.example/spring\?utm_source=google&amp;utm_medium=cpc`,
		"the label's link": `xlink:href="https://shop\.example/summer"`,
	} {
		if n := len(regexp.MustCompile(re).FindAllIndex(flat, -1)); n == 0 {
			t.Errorf("LibreOffice reads no %s in the output", what)
		}
	}
	convert(t, bin, "xlsx", dir, "../testdata/sheets/campaign.fods")
	if a, b := cellsOf(t, filepath.Join(dir, "campaign.xlsx"), "Links"), cellsOf(t, campaignBook, "Links"); len(a) != len(b) {
		t.Errorf("the fixture differs from what LibreOffice makes of its source: %d cells, %d", len(b), len(a))
	}
}

// TestBuildXLSXOpensUI: build --xlsx FILE with no --out on a terminal
// opens the sheet in the terminal UI (here a stand-in), read and mapped.
func TestBuildXLSXOpensUI(t *testing.T) {
	hermetic(t)
	var opened *component.SheetOpen
	ui := func(open *component.SheetOpen) error { opened = open; return nil }
	var out, errs strings.Builder
	err := runBuildSheet("", sheetFlags{xlsx: campaignBook}, sheet.Rules{}, nil, ui,
		IO{Out: &out, Err: &errs, OutIsTerminal: true, Getenv: func(string) string { return "" }})
	if err != nil || opened == nil || len(opened.Table.Rows) != 5 || opened.Table.HeaderRow != 2 {
		t.Fatalf("%v, %+v, %s", err, opened, errs.String())
	}
}
