// Package sheetio reads a worksheet as the bulk commands and the Build
// view use it: the header row found and mapped onto linkscope's fields
// (core/sheet), each row's values read as the sheet shows them (formulas
// by their values, computed when the workbook stores none; a link cell
// whose text is not a link by its hyperlink's target), and the workbook
// written back with linkscope's columns (internal/workbook).
package sheetio

import (
	"errors"
	"fmt"
	"strings"

	"github.com/linkscope/linkscope/core/sheet"
	"github.com/linkscope/linkscope/core/tagging"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/internal/workbook"
)

// MaxHeaderRow is how far down a sheet its header row is looked for: a
// title, a note or a blank row may stand above it.
const MaxHeaderRow = 20

// Table is a worksheet read.
type Table struct {
	Book   *workbook.Workbook
	Sheet  workbook.Sheet
	Header []string
	// HeaderRow is the header's row number (1-based).
	HeaderRow int
	Map       sheet.Mapping
	Fed       []sheet.FieldColumn
	Rows      []Row
	// Width is the first column after the header's last one (a merged
	// header cell included), where new columns go; past the last cell of
	// any row when one stands further right.
	Width int
	// HeaderStyle is the format of the header's last cell, for the header
	// cells written after it; -1 for none.
	HeaderStyle int
	// Link is the column read as the link by audit (--column), -1 for
	// none.
	Link int
	// Notes say what the reading chose that the user may not expect.
	Notes []string
}

// Row is one row read: its values, by Fed's order.
type Row struct {
	Num     int
	Values  []string
	Link    string // the audit's link column
	ReadErr string
}

// SheetRow is a row as core/sheet builds it.
func (t *Table) SheetRow(i int) sheet.Row {
	r := &t.Rows[i]
	v := make(sheet.Values, len(t.Fed))
	for k, fc := range t.Fed {
		v[fc.Field] = r.Values[k]
	}
	return sheet.Row{Number: r.Num, Values: v, ReadErr: r.ReadErr}
}

// Spec says what to read.
type Spec struct {
	Sheet     string          // the sheet's name; "" for the first whose header is found
	Overrides sheet.Overrides // --map
	// Column is the audit's link column by name; "" for none, or for
	// the one DefaultLink picks.
	Column      string
	DefaultLink func(m *sheet.Mapping) int
	// Header reports whether a mapped row is the header: build wants a
	// link column.
	Header func(m *sheet.Mapping, header []string) bool
}

// ErrNoHeader is a sheet with no header row in its first rows.
var ErrNoHeader = errors.New("no header row")

// ErrNoSheet is a sheet name the workbook does not have.
var ErrNoSheet = errors.New("no such sheet")

// Load opens the workbook at path and reads the sheet spec names (or the
// first one that has a header row).
func Load(path string, spec Spec) (*Table, error) {
	wb, err := workbook.Open(path, workbook.DefaultLimits())
	if err != nil {
		return nil, err
	}
	t, err := load(wb, spec)
	if err != nil {
		wb.Close()
		return nil, err
	}
	return t, nil
}

func load(wb *workbook.Workbook, spec Spec) (*Table, error) {
	if spec.Sheet != "" {
		sh, ok := wb.Sheet(spec.Sheet)
		if !ok {
			return nil, fmt.Errorf("--sheet %s: %w (the workbook has %s)", textsafe.Quote(spec.Sheet), ErrNoSheet, sheet.HeaderList(wb.SheetNames()))
		}
		return readTable(wb, sh, spec)
	}
	var tried []string
	for _, sh := range wb.Sheets {
		t, err := readTable(wb, sh, spec)
		if errors.Is(err, ErrNoHeader) {
			tried = append(tried, textsafe.Quote(sh.Name))
			continue
		}
		return t, err
	}
	return nil, fmt.Errorf("%w in the first %d rows of any sheet (%s)", ErrNoHeader, MaxHeaderRow, strings.Join(tried, ", "))
}

// readTable reads one sheet: its header row, then its rows.
func readTable(wb *workbook.Workbook, sh workbook.Sheet, spec Spec) (*Table, error) {
	t := &Table{Book: wb, Sheet: sh, HeaderStyle: -1, Link: -1}
	var pending []pendingCell
	var mapErr error
	var lastHeader []string
	maxCol := -1
	wanted := map[int]bool{}
	want := func(row, col int) bool { return t.HeaderRow == 0 || wanted[col] }
	layout, err := wb.ReadSheet(sh, want, func(r *workbook.Row) error {
		if t.HeaderRow == 0 {
			if r.Num > MaxHeaderRow {
				return errStop
			}
			header := texts(r)
			m, err := sheet.Map(header, spec.Overrides, sheet.OutputNames())
			if err != nil {
				if mapErr == nil {
					mapErr = err // the first row's: the header most likely
				}
				return nil
			}
			lastHeader = header
			if !spec.Header(&m, header) || !t.findLink(header, spec.Column) {
				return nil
			}
			t.HeaderRow, t.Header, t.Map, t.Fed = r.Num, header, m, m.Fed()
			if spec.Column == "" && spec.DefaultLink != nil {
				t.Link = spec.DefaultLink(&m)
			}
			t.Width = r.LastCol + 1
			if c := r.Cell(r.LastCol); c != nil {
				t.HeaderStyle = c.Style
			}
			for _, fc := range t.Fed {
				wanted[fc.Column] = true
			}
			if t.Link >= 0 {
				wanted[t.Link] = true
			}
			return nil
		}
		maxCol = max(maxCol, r.LastCol)
		pending = t.addRow(r, pending)
		return nil
	})
	if err != nil && !errors.Is(err, errStop) {
		return nil, err
	}
	if t.HeaderRow == 0 {
		if mapErr != nil {
			return nil, mapErr
		}
		if spec.Sheet != "" {
			return nil, fmt.Errorf("sheet %s: %w in its first %d rows (the last row read has %s)", textsafe.Quote(sh.Name), ErrNoHeader,
				MaxHeaderRow, sheet.HeaderList(lastHeader))
		}
		return nil, ErrNoHeader
	}
	t.place(layout, maxCol)
	t.resolve(layout, pending)
	return t, nil
}

var errStop = errors.New("stop")

// texts are a row's cells' texts, by column.
func texts(r *workbook.Row) []string {
	out := make([]string, r.LastCol+1)
	for _, c := range r.Cells {
		if c.Col < len(out) {
			out[c.Col] = c.Text
		}
	}
	return out
}

// findLink finds the audit's link column by name, in any case and
// spacing; without one asked for, every header will do.
func (t *Table) findLink(header []string, name string) bool {
	if name == "" {
		return true
	}
	want := sheet.Normalize(name)
	for i, h := range header {
		if sheet.Normalize(h) == want {
			t.Link = i
			return true
		}
	}
	return false
}

// pendingCell is a cell whose value is read after the pass: a formula to
// compute, a link cell whose hyperlink comes at the sheet's end.
type pendingCell struct {
	row, value int // index in Rows, index in Values (-1: the audit's link)
	col        int
	compute    bool
}

// addRow keeps a data row's mapped values.
func (t *Table) addRow(r *workbook.Row, pending []pendingCell) []pendingCell {
	row := Row{Num: r.Num, Values: make([]string, len(t.Fed))}
	idx := len(t.Rows)
	read := func(col, k int, field string) string {
		c := r.Cell(col)
		if c != nil && field == sheet.FieldURL {
			if target, ok := hyperlinkFormula(c.Formula); ok && (c.NoValue || !isLink(c.Text)) {
				return target
			}
		}
		switch {
		case c == nil:
			return ""
		case c.Error != "" && row.ReadErr == "":
			row.ReadErr = t.where(col, r.Num) + ": the cell holds " + textsafe.Quote(c.Error)
		case c.NoValue:
			pending = append(pending, pendingCell{row: idx, value: k, col: col, compute: true})
		case field == sheet.FieldURL && !isLink(c.Text):
			pending = append(pending, pendingCell{row: idx, value: k, col: col})
		}
		return c.Text
	}
	for k, fc := range t.Fed {
		row.Values[k] = read(fc.Column, k, fc.Field)
	}
	if t.Link >= 0 {
		row.Link = read(t.Link, -1, sheet.FieldURL)
	}
	t.Rows = append(t.Rows, row)
	return pending
}

// where names a cell for a message: its column's header and reference.
func (t *Table) where(col, row int) string {
	name := workbook.CellName(col, row)
	if col < len(t.Header) && t.Header[col] != "" {
		return textsafe.Quote(t.Header[col]) + " (" + name + ")"
	}
	return name
}

// place decides where new columns go: after the header's last cell or
// merged range; past every row's last cell when one stands further right.
func (t *Table) place(l *workbook.Layout, maxCol int) {
	t.Width = l.MergedEnd(t.HeaderRow, t.Width-1) + 1
	if t.Width < 1 {
		t.Width = 1
	}
	if m, ok := l.MergedFrom(t.HeaderRow, t.Width); ok {
		maxCol = max(maxCol, m.Col1)
	}
	if maxCol >= t.Width {
		t.Notes = append(t.Notes, "rows have cells right of the header's last column; the new columns start after column "+
			workbook.ColumnName(maxCol)+", not "+workbook.ColumnName(t.Width-1))
		t.Width = maxCol + 1
	}
}

// resolve reads the pending cells: formulas computed, link cells read by
// their hyperlinks' targets (or a HYPERLINK formula's).
func (t *Table) resolve(l *workbook.Layout, pending []pendingCell) {
	var compute []workbook.CellAt
	for _, p := range pending {
		if p.compute {
			compute = append(compute, workbook.CellAt{Col: p.col, Row: t.Rows[p.row].Num})
		}
	}
	values, errs := t.Book.Evaluate(t.Sheet, compute)
	for _, p := range pending {
		r := &t.Rows[p.row]
		at := workbook.CellAt{Col: p.col, Row: r.Num}
		var v string
		switch {
		case p.compute && errs[at] != nil:
			if r.ReadErr == "" {
				r.ReadErr = t.where(p.col, r.Num) + ": a formula with no stored value; " + errs[at].Error()
			}
			continue
		case p.compute:
			v = values[at]
		default:
			v = l.HyperlinkAt(p.col, r.Num)
			if v == "" {
				continue
			}
		}
		if p.value < 0 {
			r.Link = v
		} else {
			r.Values[p.value] = v
		}
	}
}

// Close closes the workbook.
func (t *Table) Close() error { return t.Book.Close() }

// isLink reports whether a cell's text is a link as build takes one (an
// absolute URI with a host), not a label.
func isLink(text string) bool {
	_, err := tagging.CheckAbsolute(strings.TrimSpace(text))
	return err == nil
}

// hyperlinkFormula is the link of a HYPERLINK("https://…", "label")
// formula, when its first argument is a string as written.
func hyperlinkFormula(f string) (string, bool) {
	f = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(f), "="))
	const fn = "HYPERLINK("
	if len(f) < len(fn) || !strings.EqualFold(f[:len(fn)], fn) {
		return "", false
	}
	rest := strings.TrimLeft(f[len(fn):], " ")
	if !strings.HasPrefix(rest, `"`) {
		return "", false
	}
	var b strings.Builder
	for i := 1; i < len(rest); i++ {
		if rest[i] != '"' {
			b.WriteByte(rest[i])
			continue
		}
		if i+1 < len(rest) && rest[i+1] == '"' {
			b.WriteByte('"')
			i++
			continue
		}
		return b.String(), true
	}
	return "", false
}
