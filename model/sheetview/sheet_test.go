package sheetview

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/core/sheet"
	"github.com/linkscope/linkscope/internal/sheetio"
	"github.com/linkscope/linkscope/internal/tsv"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/model/internal/modeltest"
	"github.com/linkscope/linkscope/ui"
	"github.com/muesli/termenv"
	"github.com/xuri/excelize/v2"
)

func TestMain(m *testing.M) {
	lipgloss.SetColorProfile(termenv.Ascii)
	os.Exit(m.Run())
}

// book is the Campaign URL Builder style workbook LibreOffice saved.
const book = "../../testdata/sheets/campaign.xlsx"

// newView opens the workbook in the view, writing to a file of the test's.
func newView(t *testing.T) (*Model, string) {
	t.Helper()
	table, err := sheetio.Load(book, sheetio.Spec{Header: func(m *sheet.Mapping, _ []string) bool { return m.Column(sheet.FieldURL) >= 0 }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { table.Close() })
	setup := analysis.Builtin()
	out := filepath.Join(t.TempDir(), "out.xlsx")
	v := New(modeltest.Common(), &component.SheetOpen{Table: table, Out: out,
		Rules: sheet.Rules{Tracking: setup.Tracking, Compare: setup.NormalizeOptions()}})
	return v, out
}

// TestStates drives the view alone and compares what it draws with
// testdata/TestStates/NAME.golden (go test -update rewrites them).
func TestStates(t *testing.T) {
	for _, row := range tsv.Load(t, "../../testdata/model/sheet_states.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			w, _ := strconv.Atoi(row.Get("width"))
			h, _ := strconv.Atoi(row.Get("height"))
			v, _ := newView(t)
			v.SetSize(w, h)
			modeltest.DriveComponent(v, modeltest.Msgs(t, row.Raw("keys"))...)
			view := v.View()
			modeltest.CheckFrame(t, view, w, 0)
			if n := ui.CountLines(view); n > h {
				t.Errorf("%d lines drawn in a room of %d", n, h)
			}
			golden.RequireEqual(t, []byte(view))
		})
	}
}

// TestRoundTrip: enter sends the selected row to the form with its row;
// the form's changes come back; the workbook written holds the changed
// cell and linkscope's columns, and the input is as it was.
func TestRoundTrip(t *testing.T) {
	v, out := newView(t)
	v.SetSize(150, 30)
	msgs := modeltest.DriveComponent(v, modeltest.Msgs(t, "down down enter")...)
	var fill component.FillMsg
	for _, m := range msgs {
		if f, ok := m.(component.FillMsg); ok {
			fill = f
		}
	}
	if fill.Row != 5 || fill.Sheet != "Links" || fill.URL != "https://shop.example/spring" || fill.Fields["utm_source"] != "google " {
		t.Fatalf("fill %+v", fill)
	}
	if v.rows[2].dup != 0 || v.rows[2].findings == 0 {
		t.Errorf("row 5 (google with a space): %+v", v.rows[2])
	}
	fields := map[string]string{}
	for k, x := range fill.Fields {
		fields[k] = x
	}
	fields["utm_source"] = "google"
	modeltest.DriveComponent(v, component.SheetRowMsg{Row: 5, URL: fill.URL, Fields: fields})
	v.View()
	if r := v.rows[2]; r.dup != 3 || r.findings != 0 {
		t.Errorf("row 5 fixed in the form repeats row 3: %+v", r)
	}
	fields["utm_campaign"] = "spring_sale_2"
	modeltest.DriveComponent(v, component.SheetRowMsg{Row: 5, URL: fill.URL, Fields: fields})
	msgs = modeltest.DriveComponent(v, modeltest.Msgs(t, "w")...)
	if len(msgs) != 1 {
		t.Fatalf("after w: %v", msgs)
	}
	status := modeltest.DriveComponent(v, msgs[0])
	if len(status) != 1 || !strings.Contains(status[0].(component.StatusMsg).Text, "workbook written to") {
		t.Fatalf("after the write: %v", status)
	}
	f, err := excelize.OpenFile(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for ref, want := range map[string]string{"B5": "google", "D5": "spring_sale_2", "J2": "tagged_url", "B3": "google",
		"J5": "https://shop.example/spring?utm_source=google&utm_medium=cpc&utm_campaign=spring_sale_2&utm_content=banner"} {
		if got, _ := f.GetCellValue("Links", ref); got != want {
			t.Errorf("%s: %q, want %q", ref, got, want)
		}
	}
	in, _ := excelize.OpenFile(book)
	defer in.Close()
	if got, _ := in.GetCellValue("Links", "B5"); got != "google " {
		t.Errorf("the input changed: B5 %q", got)
	}
}

// TestFreeName: the workbook is written beside the input under a name no
// file has.
func TestFreeName(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "links.xlsx")
	if got := freeName(in); got != filepath.Join(dir, "links-linkscope.xlsx") {
		t.Errorf("%s", got)
	}
	os.WriteFile(filepath.Join(dir, "links-linkscope.xlsx"), nil, 0o644)
	if got := freeName(in); got != filepath.Join(dir, "links-linkscope-2.xlsx") {
		t.Errorf("%s", got)
	}
}
