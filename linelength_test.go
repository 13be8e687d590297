package main

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/linkscope/linkscope/internal/tsv"
)

// maxColumns is the widest a line of non-test Go may be, a tab counted as
// four columns: wider lines wrap in a review pane and in a terminal diff.
const maxColumns = 160

// TestLineLength: no line of a non-test Go file is wider than maxColumns,
// except in generated files (a "// Code generated … DO NOT EDIT." line
// before the package clause), which no one writes by hand.
func TestLineLength(t *testing.T) {
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			// third_party holds upstream modules as released.
			if name := d.Name(); path != "." && (name == "testdata" || name == "third_party" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		generated, err := isGenerated(path, src)
		if err != nil || generated {
			return err
		}
		for _, l := range longLines(src) {
			t.Errorf("%s:%d: %d columns (tabs as four), over %d: break it where a reader would", path, l.number, l.columns, maxColumns)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestColumnsRule holds the width count to its table, so the rule cannot
// pass by measuring short.
func TestColumnsRule(t *testing.T) {
	for _, row := range tsv.Load(t, "testdata/layout/line_columns.tsv") {
		want, err := strconv.Atoi(row.Get("columns"))
		if err != nil {
			t.Fatalf("%s: columns: %v", row.Name(), err)
		}
		line := row.Get("line")
		if got := columns(line); got != want {
			t.Errorf("%s: columns(%q) = %d, want %d", row.Name(), line, got, want)
		}
		long := len(longLines([]byte("package p\n"+line+"\n"))) > 0
		if wantLong := want > maxColumns; long != wantLong {
			t.Errorf("%s: longLines reports the line %v, want %v", row.Name(), long, wantLong)
		}
	}
}

// TestGeneratedRule holds the exemption to its table: a file the rule
// takes for generated is a file it never reads.
func TestGeneratedRule(t *testing.T) {
	for _, row := range tsv.Load(t, "testdata/layout/generated_headers.tsv") {
		got, err := isGenerated(row.Name(), []byte(row.Get("head")+"\npackage p\n"))
		if err != nil {
			t.Fatalf("%s: %v", row.Name(), err)
		}
		if want := row.Get("generated") == "yes"; got != want {
			t.Errorf("%s: isGenerated(%q) = %v, want %v", row.Name(), row.Get("head"), got, want)
		}
	}
}

// longLine is one line over maxColumns: its 1-based number and width.
type longLine struct {
	number, columns int
}

// longLines returns the lines of src wider than maxColumns.
func longLines(src []byte) []longLine {
	var out []longLine
	for i, line := range bytes.Split(src, []byte("\n")) {
		if c := columns(string(line)); c > maxColumns {
			out = append(out, longLine{i + 1, c})
		}
	}
	return out
}

// columns is the width of line with a tab counted as four columns and
// every other rune as one (a wide rune is rare in this code, and counting
// it as one errs on the lenient side).
func columns(line string) int {
	tabs := strings.Count(line, "\t")
	return utf8.RuneCountInString(line) - tabs + 4*tabs
}

// isGenerated reports whether src is a generated Go file by Go's own
// convention (a "// Code generated … DO NOT EDIT." line comment before the
// package clause), read as go/ast.IsGenerated reads it.
func isGenerated(path string, src []byte) (bool, error) {
	f, err := parser.ParseFile(token.NewFileSet(), path, src, parser.PackageClauseOnly|parser.ParseComments)
	if err != nil {
		return false, err
	}
	return ast.IsGenerated(f), nil
}
