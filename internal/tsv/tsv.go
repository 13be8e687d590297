// Package tsv reads the project's test tables: tab-separated files with a
// header line, '#' comment lines, `\N` for an undefined value, and
// backslash escapes (\t \n \r \\ \xHH \uHHHH \UHHHHHHHH) so a table can hold
// control characters and invisible runes without holding them raw.
package tsv

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
)

// Row is one table row, addressed by column name.
type Row struct {
	File string
	Line int
	cols map[string]int
	vals []string
}

// Get returns the unescaped value of column name ("" when undefined). An
// unknown column is a bug in the test itself, so it panics.
func (r Row) Get(name string) string {
	v, _ := r.Lookup(name)
	return v
}

// Lookup returns the unescaped value of column name and whether it is
// defined (not `\N`).
func (r Row) Lookup(name string) (string, bool) {
	i, ok := r.cols[name]
	if !ok {
		panic(fmt.Sprintf("%s: no column %q", r.File, name))
	}
	if i >= len(r.vals) || r.vals[i] == `\N` {
		return "", false
	}
	return Unescape(r.vals[i]), true
}

// Optional is Lookup for a column the table may not have: ok is false when
// the column is missing or the cell undefined.
func (r Row) Optional(name string) (string, bool) {
	if _, ok := r.cols[name]; !ok {
		return "", false
	}
	return r.Lookup(name)
}

// Raw returns the cell exactly as written in the file.
func (r Row) Raw(name string) string {
	i, ok := r.cols[name]
	if !ok {
		panic(fmt.Sprintf("%s: no column %q", r.File, name))
	}
	if i >= len(r.vals) {
		return ""
	}
	return r.vals[i]
}

// Name identifies the row in test names and failure messages.
func (r Row) Name() string { return fmt.Sprintf("%s:%d", r.File, r.Line) }

// Read loads a table. Every row must have a non-empty `source` column
// when the table has one: each vector says where it comes from.
func Read(path string) ([]Row, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("read table: %w", err)
	}
	defer f.Close()
	var rows []Row
	var cols map[string]int
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64*1024), 4<<20)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		vals := strings.Split(text, "\t")
		if cols == nil {
			cols = make(map[string]int, len(vals))
			for i, c := range vals {
				cols[c] = i
			}
			continue
		}
		if len(vals) > len(cols) {
			return nil, fmt.Errorf("%s:%d: %d cells for %d columns", path, line, len(vals), len(cols))
		}
		r := Row{File: path, Line: line, cols: cols, vals: vals}
		if _, ok := cols["source"]; ok && r.Raw("source") == "" {
			return nil, fmt.Errorf("%s:%d: row has no source", path, line)
		}
		rows = append(rows, r)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read table %s: %w", path, err)
	}
	return rows, nil
}

// Load is Read for a test: a table that cannot be read, or holds no rows,
// fails tb at once, since every test built on it would pass vacuously.
func Load(tb testing.TB, path string) []Row {
	tb.Helper()
	rows, err := Read(path)
	if err != nil {
		tb.Fatal(err)
	}
	if len(rows) == 0 {
		tb.Fatalf("%s: no rows", path)
	}
	return rows
}

// Unescape decodes the backslash escapes of a cell. An unknown or
// malformed escape is kept as written.
func Unescape(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 == len(s) {
			b.WriteByte(s[i])
			continue
		}
		n, text := escape(s[i+1:])
		if n == 0 {
			b.WriteByte(s[i])
			continue
		}
		b.WriteString(text)
		i += n
	}
	return b.String()
}

func escape(s string) (int, string) {
	switch s[0] {
	case 't':
		return 1, "\t"
	case 'n':
		return 1, "\n"
	case 'r':
		return 1, "\r"
	case '\\':
		return 1, `\`
	case 'x':
		return hexEscape(s, 2, true)
	case 'u':
		return hexEscape(s, 4, false)
	case 'U':
		return hexEscape(s, 8, false)
	}
	return 0, ""
}

func hexEscape(s string, digits int, isByte bool) (int, string) {
	if len(s) < 1+digits {
		return 0, ""
	}
	v, err := strconv.ParseUint(s[1:1+digits], 16, 32)
	if err != nil {
		return 0, ""
	}
	if isByte {
		return 1 + digits, string([]byte{byte(v)})
	}
	return 1 + digits, string(rune(v))
}
