package attribution

import (
	"slices"

	"github.com/linkscope/linkscope/core/tsvtable"
)

// table is an embedded table, read once by core/tsvtable: a header,
// comment lines, and rows addressed by column name, every row with its
// source.
type table struct {
	rows []tsvtable.Row
}

// readTable reads an embedded table. The tables are part of the program,
// so a malformed one (or a row without a source) is a bug: the package's
// tests load each of them, and readTable panics naming file, line and
// column.
func readTable(name, text string) table {
	t := tsvtable.MustRead(name, text, tsvtable.Options{})
	if slices.Contains(t.Columns(), "source") {
		for _, r := range t.Rows() {
			if r.Cell("source") == "" {
				panic(r.Errorf("source", "a row without a source"))
			}
		}
	}
	return table{rows: t.Rows()}
}

// get is the cell of row r in column name; an unknown column is a bug.
func (table) get(r tsvtable.Row, name string) string { return r.Cell(name) }
