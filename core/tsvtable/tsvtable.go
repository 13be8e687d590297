// Package tsvtable reads the tab-separated tables that core packages embed
// (tracking parameters, wrappers, placeholders, the browsers' spoof rules,
// …) and the ones a caller hands over in the same format, so every table
// is read by the same rules and every problem is reported the same way:
// an *Error naming the file, the line and the column.
//
// The format:
//
//   - lines end in "\n"; a trailing "\r" is dropped (a table saved on
//     Windows), and so is a UTF-8 byte order mark at the very start (a
//     table exported by a spreadsheet);
//   - an empty line, and a line whose first byte is '#', are skipped
//     wherever they are;
//   - the first other line is the header: the column names, tab-separated;
//   - every further line is a row of cells split on each tab. A cell is
//     the bytes between two tabs, as written: there are no quotes and no
//     escapes (a backslash is an ordinary byte, so `\t` is two bytes and
//     the wrappers table's regular expressions stay as their sources write
//     them), and no cell can hold a tab or a line break;
//   - a row has as many cells as the header has columns, unless the
//     options let its trailing columns be left off or extra cells follow.
package tsvtable

import (
	"fmt"
	"strconv"
	"strings"
)

// Error is a malformed table or a value its reader rejects: where it is
// (the file, the 1-based line, the column) and what is wrong.
type Error struct {
	File   string // the table's name ("params.tsv"); "" when it has none
	Line   int    // 1-based line of the text
	Column string // the column at fault; "" for the whole line
	Reason string
}

// Error words the problem as `params.tsv line 12, column kind: unknown
// kind "x"`, leaving out what is unknown.
func (e *Error) Error() string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(e.File)
		b.WriteByte(' ')
	}
	b.WriteString("line ")
	b.WriteString(strconv.Itoa(e.Line))
	if e.Column != "" {
		b.WriteString(", column ")
		b.WriteString(e.Column)
	}
	b.WriteString(": ")
	b.WriteString(e.Reason)
	return b.String()
}

// Options say what a table must hold beyond the format.
type Options struct {
	// Columns are the columns the reader of the table reads. Read fails,
	// on the header's line, when the header lacks one, so that Row.Cell
	// of a column listed here never meets a table without it.
	Columns []string
	// Positional takes Columns as the table's columns, in order, whatever
	// its header line says: the header is skipped unread. For tables
	// whose writers may give any header line (tracking.NewTable's and
	// unwrap.NewTable's callers do).
	Positional bool
	// MinCells, when above zero, is the fewest cells a row may have: the
	// columns after it are optional, and a row that leaves them off reads
	// them as "". Zero asks for every column.
	MinCells int
	// ExtraCells lets a row have cells past the last column, which no
	// column names (tracking's table may cite several sources).
	ExtraCells bool
}

// Table is a table read: its header and its rows, in order. It is not
// changed after Read returns.
type Table struct {
	file    string
	columns []string
	rows    []Row
	end     int // the line the text ends on
}

// Row is one row of a table: its line and its cells.
type Row struct {
	Line  int // 1-based line of the text
	table *Table
	cells []string
}

// maxReserved bounds the rows Read reserves room for before reading: the
// largest embedded table (top_domains.tsv) fits.
const maxReserved = 1 << 14

// maxReservedCells bounds the cells Read reserves room for: the largest
// embedded table's, four cells a row.
const maxReservedCells = 4 * maxReserved

// Read reads text, the table named file ("" for a table without a name),
// checking it against opts. The first problem found is returned, as an
// *Error.
func Read(file, text string, opts Options) (*Table, error) {
	text = strings.TrimPrefix(text, "\ufeff")
	// A row a line at most, less the header; a text of blank lines past
	// that cap grows the slice as it goes instead of reserving it.
	t := &Table{file: file, rows: make([]Row, 0, min(strings.Count(text, "\n"), maxReserved))}
	// Every row's cells are views of one slice, made once: a slice a row
	// was most of what reading a table of thousands of rows cost.
	cells := make([]string, 0, min(strings.Count(text, "\t")+cap(t.rows)+1, maxReservedCells))
	lo, hi := 0, 0 // the fewest and most cells a row may have, hi < 0 for no bound
	header := true
	for n := 1; ; n++ {
		line, rest, more := strings.Cut(text, "\n")
		text = rest
		t.end = n
		line = strings.TrimSuffix(line, "\r")
		switch {
		case line == "" || line[0] == '#': // blank, or a comment
		case header:
			header = false
			if err := t.setColumns(n, line, opts); err != nil {
				return nil, err
			}
			lo, hi = cellBounds(len(t.columns), opts)
		default:
			from := len(cells)
			cells = appendCells(cells, line)
			row := Row{Line: n, table: t, cells: cells[from:len(cells):len(cells)]}
			if c := len(row.cells); c < lo || (hi >= 0 && c > hi) {
				return nil, row.Errorf("", "want %s tab-separated columns, have %d", countWanted(lo, hi), c)
			}
			t.rows = append(t.rows, row)
		}
		if !more {
			break
		}
	}
	if header {
		return nil, t.Errorf("no header line")
	}
	return t, nil
}

// appendCells appends line's tab-separated cells to dst.
func appendCells(dst []string, line string) []string {
	for cell := range strings.SplitSeq(line, "\t") {
		dst = append(dst, cell)
	}
	return dst
}

// MustRead is Read for a table embedded in the program, which is part of
// the program: a malformed one is a bug the package's tests find, so it
// panics with the *Error.
func MustRead(file, text string, opts Options) *Table {
	t, err := Read(file, text, opts)
	if err != nil {
		panic(err)
	}
	return t
}

// setColumns reads the header on line n, or skips it for a positional
// table.
func (t *Table) setColumns(n int, line string, opts Options) error {
	if opts.Positional {
		t.columns = opts.Columns
		return nil
	}
	t.columns = strings.Split(line, "\t")
	for i, c := range t.columns {
		if c == "" {
			return &Error{File: t.file, Line: n, Reason: "column " + strconv.Itoa(i+1) + " of the header has no name"}
		}
		if t.column(c) < i {
			return &Error{File: t.file, Line: n, Column: c, Reason: "named twice in the header"}
		}
	}
	for _, c := range opts.Columns {
		if t.column(c) < 0 {
			return &Error{File: t.file, Line: n, Column: c, Reason: "missing from the header"}
		}
	}
	return nil
}

// cellBounds are the fewest and most cells a row of a table of columns
// columns may have (most < 0: no bound).
func cellBounds(columns int, opts Options) (lo, hi int) {
	lo, hi = columns, columns
	if opts.MinCells > 0 {
		lo = opts.MinCells
		hi = max(hi, lo)
	}
	if opts.ExtraCells {
		hi = -1
	}
	return lo, hi
}

func countWanted(lo, hi int) string {
	switch {
	case hi < 0:
		return "at least " + strconv.Itoa(lo)
	case lo == hi:
		return strconv.Itoa(lo)
	}
	return strconv.Itoa(lo) + " to " + strconv.Itoa(hi)
}

// column returns the index of the column named name, or -1.
func (t *Table) column(name string) int {
	for i, c := range t.columns {
		if c == name {
			return i
		}
	}
	return -1
}

// File returns the table's name, as Read was given it.
func (t *Table) File() string { return t.file }

// Columns returns the table's column names, in order (a copy).
func (t *Table) Columns() []string { return append([]string(nil), t.columns...) }

// Rows returns the table's rows, in order. The slice is the table's: read
// it, do not change it.
func (t *Table) Rows() []Row { return t.rows }

// EndLine returns the line the text ends on: where something missing from
// the whole table is reported.
func (t *Table) EndLine() int { return t.end }

// Errorf returns an *Error about the table as a whole (it holds no rows,
// it lacks one it needs), on the line its text ends on.
func (t *Table) Errorf(format string, args ...any) error {
	return &Error{File: t.file, Line: t.end, Reason: fmt.Sprintf(format, args...)}
}

// Cell returns the row's cell in column, "" for an optional column the
// row leaves off. Asking for a column the table does not have is a bug in
// its reader (Options.Columns turns it into a Read error), so it panics.
func (r Row) Cell(column string) string {
	i := r.table.column(column)
	if i < 0 {
		panic(fmt.Sprintf("tsvtable: %s has no column %q", r.table.file, column))
	}
	if i >= len(r.cells) {
		return ""
	}
	return r.cells[i]
}

// Errorf returns an *Error about the row's cell in column ("" for the
// whole row): for a value the table's reader rejects.
func (r Row) Errorf(column, format string, args ...any) error {
	return &Error{File: r.table.file, Line: r.Line, Column: column, Reason: fmt.Sprintf(format, args...)}
}
