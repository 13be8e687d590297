package workbook

import (
	"errors"
	"strconv"

	"github.com/xuri/excelize/v2"
)

// Bounds of formula evaluation: excelize's engine loads every sheet a
// formula reads into memory, so it runs only on a sheet of at most
// MaxEvalSheet bytes of XML, and for at most MaxEvaluations cells.
const (
	MaxEvalSheet   = 32 << 20
	MaxEvaluations = 10000
)

// CellAt names a cell: 0-based column, 1-based row.
type CellAt struct{ Col, Row int }

// Evaluate computes the formulas of cells that have no stored value, with
// excelize's calculation engine (github.com/xuri/excelize/v2 CalcCellValue,
// which implements Excel's functions): a workbook written by a program that
// never computes them (a generator, a script) stores none, where one saved
// by a spreadsheet application always does. It returns each cell's value
// or why it has none.
func (w *Workbook) Evaluate(sh Sheet, cells []CellAt) (map[CellAt]string, map[CellAt]error) {
	values, errs := map[CellAt]string{}, map[CellAt]error{}
	fail := func(err error) (map[CellAt]string, map[CellAt]error) {
		for _, c := range cells {
			errs[c] = err
		}
		return values, errs
	}
	if len(cells) == 0 {
		return values, errs
	}
	if f := w.p.file(sh.Part); f == nil || f.UncompressedSize64 > MaxEvalSheet {
		return fail(errors.New("the sheet is too large to compute its formulas here (" + strconv.Itoa(MaxEvalSheet>>20) +
			" MB of XML at most); open and save the workbook in a spreadsheet application, which stores their values"))
	}
	if len(cells) > MaxEvaluations {
		for _, c := range cells[MaxEvaluations:] {
			errs[c] = errors.New("more than " + strconv.Itoa(MaxEvaluations) + " formulas have no stored value; " +
				"open and save the workbook in a spreadsheet application, which stores them")
		}
		cells = cells[:MaxEvaluations]
	}
	f, err := excelize.OpenFile(w.Path, excelize.Options{UnzipSizeLimit: w.Limits.Unzipped, UnzipXMLSizeLimit: MaxEvalSheet})
	if err != nil {
		return fail(errors.New("computing its formula: " + err.Error()))
	}
	defer f.Close()
	for _, c := range cells {
		v, err := f.CalcCellValue(sh.Name, CellName(c.Col, c.Row))
		if err != nil {
			errs[c] = errors.New("computing its formula: " + err.Error())
			continue
		}
		values[c] = v
	}
	return values, errs
}
