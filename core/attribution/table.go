package attribution

import (
	"fmt"
	"strings"
)

// table is an embedded TSV file read once: a header line, '#' comment
// lines, and rows addressed by column name. Every row carries a source.
type table struct {
	cols map[string]int
	rows [][]string
}

// readTable parses an embedded table. The tables are part of the
// program, so a malformed one is a bug: tests load each of them (see
// TestTables) and readTable panics with the file and line.
func readTable(name, text string) table {
	var t table
	for n, line := range strings.Split(text, "\n") {
		if line == "" || line[0] == '#' {
			continue
		}
		cells := strings.Split(line, "\t")
		if t.cols == nil {
			t.cols = make(map[string]int, len(cells))
			for i, c := range cells {
				t.cols[c] = i
			}
			continue
		}
		if len(cells) != len(t.cols) {
			panic(fmt.Sprintf("attribution: %s:%d: %d cells for %d columns", name, n+1, len(cells), len(t.cols)))
		}
		if i, ok := t.cols["source"]; ok && cells[i] == "" {
			panic(fmt.Sprintf("attribution: %s:%d: a row without a source", name, n+1))
		}
		t.rows = append(t.rows, cells)
	}
	return t
}

// get is the cell of row r in column name; an unknown column is a bug.
func (t table) get(r []string, name string) string {
	i, ok := t.cols[name]
	if !ok {
		panic("attribution: no column " + name)
	}
	return r[i]
}
