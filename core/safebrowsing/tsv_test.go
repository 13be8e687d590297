package safebrowsing

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// row is one line of a test table, by column name.
type row map[string]string

// readTSV reads ../../testdata/safebrowsing/name: a header line, then rows
// that must all cite their source.
func readTSV(t testing.TB, name string) []row {
	t.Helper()
	data, err := os.ReadFile("../../testdata/safebrowsing/" + name)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimRight(string(data), "\n"), "\n")
	header := strings.Split(lines[0], "\t")
	var rows []row
	for i, line := range lines[1:] {
		fields := strings.Split(line, "\t")
		if len(fields) != len(header) {
			t.Fatalf("%s:%d: %d fields, want %d", name, i+2, len(fields), len(header))
		}
		r := row{"line": name + ":" + strconv.Itoa(i+2)}
		for j, h := range header {
			r[h] = fields[j]
		}
		if r["source"] == "" {
			t.Fatalf("%s:%d: no source", name, i+2)
		}
		rows = append(rows, r)
	}
	if len(rows) == 0 {
		t.Fatalf("%s: no rows", name)
	}
	return rows
}

// unbackslash decodes the escapes the tables use for bytes a TSV cannot
// hold or a reader cannot see: \t \r \n \\ and \xHH.
func unbackslash(t testing.TB, s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 == len(s) {
			b.WriteByte(s[i])
			continue
		}
		i++
		switch s[i] {
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		case 'n':
			b.WriteByte('\n')
		case '\\':
			b.WriteByte('\\')
		case 'x':
			v, err := strconv.ParseUint(s[i+1:i+3], 16, 8)
			if err != nil {
				t.Fatalf("bad escape in %q", s)
			}
			b.WriteByte(byte(v))
			i += 2
		default:
			t.Fatalf("bad escape in %q", s)
		}
	}
	return b.String()
}
