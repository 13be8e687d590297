package pcm

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// row is one line of a testdata table, keyed by the header's column names.
type row map[string]string

// readTable loads ../../testdata/pcm/name: tab-separated, a header line,
// a non-empty source column on every row. A cell written as a Go quoted
// string ("\t17") is unquoted, so tables can hold controls and spaces.
func readTable(t testing.TB, name string) []row {
	t.Helper()
	data, err := os.ReadFile("../../testdata/pcm/" + name)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	header := strings.Split(lines[0], "\t")
	var rows []row
	for n, line := range lines[1:] {
		cells := strings.Split(line, "\t")
		if len(cells) != len(header) {
			t.Fatalf("%s line %d: %d cells, header has %d", name, n+2, len(cells), len(header))
		}
		r := row{"line": strconv.Itoa(n + 2)}
		for i, c := range cells {
			r[header[i]] = unquoteCell(t, name, c)
		}
		if r["source"] == "" {
			t.Fatalf("%s line %d: no source", name, n+2)
		}
		rows = append(rows, r)
	}
	if len(rows) == 0 {
		t.Fatalf("%s: no rows", name)
	}
	return rows
}

func unquoteCell(t testing.TB, name, c string) string {
	if len(c) < 2 || c[0] != '"' || c[len(c)-1] != '"' {
		return c
	}
	u, err := strconv.Unquote(c)
	if err != nil {
		t.Fatalf("%s: bad quoted cell %s: %v", name, c, err)
	}
	return u
}

// id names a row in failure messages.
func (r row) id() string { return "line " + r["line"] + " (" + r["source"] + ")" }

func (r row) bool(t *testing.T, key string) bool {
	t.Helper()
	switch r[key] {
	case "true":
		return true
	case "false":
		return false
	}
	t.Fatalf("%s: %s is %q, want true or false", r.id(), key, r[key])
	return false
}

// uint8p reads an optional small number: "" is nil.
func (r row) uint8p(t *testing.T, key string) *uint8 {
	t.Helper()
	if r[key] == "" {
		return nil
	}
	v, err := strconv.ParseUint(r[key], 10, 8)
	if err != nil {
		t.Fatalf("%s: %s: %v", r.id(), key, err)
	}
	u := uint8(v)
	return &u
}

func (r row) uint8(t *testing.T, key string) uint8 {
	t.Helper()
	p := r.uint8p(t, key)
	if p == nil {
		t.Fatalf("%s: %s is empty", r.id(), key)
	}
	return *p
}
