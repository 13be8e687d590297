package tracking

import (
	"os"
	"strings"
	"testing"
)

// row is one line of a testdata table, addressed by column name.
type row struct {
	line int
	cols map[string]string
}

func (r row) get(t testing.TB, col string) string {
	t.Helper()
	v, ok := r.cols[col]
	if !ok {
		t.Fatalf("line %d: no column %q", r.line, col)
	}
	return v
}

// readTSV reads ../../testdata/tracking/name: a header line, then rows whose
// every line must carry a source.
func readTSV(t testing.TB, name string) []row {
	t.Helper()
	data, err := os.ReadFile("../../testdata/tracking/" + name)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	header := strings.Split(lines[0], "\t")
	var rows []row
	for i, line := range lines[1:] {
		f := strings.Split(line, "\t")
		if len(f) != len(header) {
			t.Fatalf("%s:%d: %d columns, header has %d", name, i+2, len(f), len(header))
		}
		r := row{line: i + 2, cols: map[string]string{}}
		for j, h := range header {
			r.cols[h] = f[j]
		}
		if r.cols["source"] == "" {
			t.Fatalf("%s:%d: empty source", name, i+2)
		}
		rows = append(rows, r)
	}
	if len(rows) == 0 {
		t.Fatalf("%s: no rows", name)
	}
	return rows
}
