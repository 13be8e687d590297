package sheetio

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/sheet"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/internal/atomicfile"
	"github.com/linkscope/linkscope/internal/workbook"
)

// MaxCellText is the most characters a spreadsheet cell holds (Excel's
// limit); a longer cell is cut, and says so.
const MaxCellText = 32767

// CellText is a cell linkscope writes into a workbook: controls, bidi and
// zero-width characters escaped (core/textsafe), at most MaxCellText
// characters. An inline string is never a formula, so nothing else needs
// neutralising.
func CellText(s string) string {
	s = textsafe.Escape(s)
	if utf8.RuneCountInString(s) <= MaxCellText {
		return s
	}
	const cut = " … (cut: a cell holds 32,767 characters)"
	r := []rune(s)
	return string(r[:MaxCellText-utf8.RuneCountInString(cut)]) + cut
}

// HeaderEdits are the output columns' names written into the header row
// after its last cell, styled like it; a column written into keeps its
// header.
func (t *Table) HeaderEdits(edits workbook.Edits, outs []sheet.Output, at []int) {
	for i, o := range outs {
		if at[i] >= t.Width {
			edits[t.HeaderRow] = append(edits[t.HeaderRow], workbook.Edit{Col: at[i], Text: o.Name, Style: t.HeaderStyle})
		}
	}
}

// RowEdits are a built row's output cells; an empty cell is written only
// into a column the header had (width and on are new columns, empty
// already).
func RowEdits(outs []sheet.Output, at []int, width int, res *sheet.Result) []workbook.Edit {
	var out []workbook.Edit
	for i, o := range outs {
		text := CellText(o.Cell(res))
		if text == "" && at[i] >= width {
			continue
		}
		e := workbook.Edit{Col: at[i], Text: text, Style: -1}
		if o.Link && text != "" {
			e.Link = text
		}
		out = append(out, e)
	}
	return out
}

// SameFileError is an output that would replace the input.
type SameFileError struct{ In, Out string }

func (e *SameFileError) Error() string {
	return "--out " + textsafe.Quote(e.Out) + " is the input " + textsafe.Quote(e.In) +
		" (the same file, by a link or another name): linkscope never writes over its input; choose another name"
}

// CheckOut refuses an output path that is the input, by name, symbolic
// link or hard link.
func CheckOut(in, out string) error {
	si, err := os.Stat(in)
	if err != nil {
		return nil // the input is stdin or unreadable: opening it says so
	}
	so, err := os.Stat(out)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err == nil && os.SameFile(si, so) {
		return &SameFileError{In: in, Out: out}
	}
	return nil
}

// Save writes the table's workbook with edits to path, beside it first
// and renamed into place (internal/atomicfile); never over the input.
func (t *Table) Save(path string, edits workbook.Edits) (workbook.Saved, error) {
	if err := CheckOut(t.Book.Path, path); err != nil {
		return workbook.Saved{}, err
	}
	f, err := atomicfile.Create(path, 0o644)
	if err != nil {
		return workbook.Saved{}, fmt.Errorf("--out: %w", err)
	}
	saved, err := t.Book.Save(f, t.Sheet, edits)
	if err != nil {
		f.Abort()
		return saved, fmt.Errorf("write %s: %w", textsafe.Escape(path), err)
	}
	if err := f.Commit(); err != nil {
		return saved, fmt.Errorf("write %s: %w", textsafe.Escape(path), err)
	}
	return saved, nil
}
