package cli

import (
	"errors"
	"fmt"
	"strings"

	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/core/sheet"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/internal/batch"
	"github.com/linkscope/linkscope/internal/sheetio"
	"github.com/linkscope/linkscope/internal/workbook"
)

// auditOutputs are the columns audit --xlsx --out writes: each row's
// findings.
var auditOutputs = []sheet.Output{{Name: "conventions", Cell: func(r *sheet.Result) string { return sheet.FindingsCell(r.Findings) }}}

// auditXLSX feeds a's audit the links of a worksheet's column, each with
// its row number, and writes the workbook with each row's findings when
// --out asks for it.
func auditXLSX(a *conventions.Audit, f auditFlags, stdio IO) error {
	if f.out != "" {
		if err := sheetio.CheckOut(f.xlsx, f.out); err != nil {
			return refusalError("%v", err)
		}
	}
	spec := sheetio.Spec{Sheet: f.sheet, Column: f.column,
		DefaultLink: func(m *sheet.Mapping) int {
			if c, ok := m.Outputs["tagged_url"]; ok {
				return c
			}
			return m.Column(sheet.FieldURL)
		},
		Header: func(m *sheet.Mapping, _ []string) bool {
			_, tagged := m.Outputs["tagged_url"]
			return f.column != "" || tagged || m.Column(sheet.FieldURL) >= 0
		}}
	defer batch.SoftMemoryLimit(workbookHeapLimit)()
	t, err := sheetio.Load(f.xlsx, spec)
	if err != nil {
		if f.column != "" && errors.Is(err, sheetio.ErrNoHeader) {
			return usageError("--column %s: no such column in the first %d rows of %s", textsafe.Quote(f.column), sheetio.MaxHeaderRow, textsafe.Quote(f.xlsx))
		}
		return xlsxError(f.xlsx, err)
	}
	defer t.Close()
	for _, n := range t.Notes {
		fmt.Fprintf(stdio.Err, "linkscope audit: note: %s\n", textsafe.Escape(n))
	}
	edits := workbook.Edits{}
	at, notes := t.Map.Place(auditOutputs, t.Width)
	if f.out != "" {
		for _, n := range notes {
			fmt.Fprintf(stdio.Err, "linkscope audit: note: %s\n", textsafe.Escape(n))
		}
		t.HeaderEdits(edits, auditOutputs, at)
	}
	for _, r := range t.Rows {
		link := strings.TrimSpace(r.Link)
		if r.ReadErr != "" {
			fmt.Fprintf(stdio.Err, "linkscope audit: row %d: %s\n", r.Num, textsafe.Escape(r.ReadErr))
			continue
		}
		if link == "" {
			continue
		}
		a.Add(link, r.Num)
		if f.out != "" {
			res := sheet.Result{Row: r.Num, Findings: a.Findings()}
			edits[r.Num] = sheetio.RowEdits(auditOutputs, at, t.Width, &res)
		}
	}
	if f.out == "" {
		return nil
	}
	if _, err := t.Save(f.out, edits); err != nil {
		return err
	}
	return nil
}
