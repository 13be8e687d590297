package tsvtable

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

const tables = "../../testdata/tsvtable/"

// parseOptions reads the options column of read.tsv.
func parseOptions(t *testing.T, words string) (file string, opts Options) {
	t.Helper()
	for _, w := range strings.Fields(words) {
		key, value, _ := strings.Cut(w, "=")
		switch key {
		case "file":
			file = value
		case "columns":
			opts.Columns = strings.Split(value, ",")
		case "min":
			n, err := strconv.Atoi(value)
			if err != nil {
				t.Fatalf("options %q: %v", words, err)
			}
			opts.MinCells = n
		case "extra":
			opts.ExtraCells = true
		case "positional":
			opts.Positional = true
		default:
			t.Fatalf("unknown option %q", w)
		}
	}
	return file, opts
}

// render writes a table as read.tsv's want column does: the columns, then
// each row's line and cells, read through Row.Cell.
func render(tab *Table) string {
	var b strings.Builder
	b.WriteString(strings.Join(tab.Columns(), "|"))
	for _, r := range tab.Rows() {
		b.WriteString(" / " + strconv.Itoa(r.Line) + ":")
		for i, c := range tab.Columns() {
			if i > 0 {
				b.WriteByte('|')
			}
			b.WriteString(r.Cell(c))
		}
	}
	return b.String()
}

func TestRead(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"read.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			input := row.Get("input")
			file, opts := parseOptions(t, row.Get("options"))
			tab, err := Read(file, input, opts)
			wantErr, isErr := row.Lookup("error")
			if isErr {
				var e *Error
				if !errors.As(err, &e) || err.Error() != wantErr {
					t.Fatalf("%s: Read(%q) error %v (%T), want %q", row.Name(), input, err, err, wantErr)
				}
				checkLine(t, input, e.Line)
				return
			}
			if err != nil {
				t.Fatalf("%s: Read(%q): %v", row.Name(), input, err)
			}
			if got := render(tab); got != row.Get("want") {
				t.Errorf("%s: Read(%q) = %q, want %q", row.Name(), input, got, row.Get("want"))
			}
			if tab.File() != file {
				t.Errorf("%s: File() = %q, want %q", row.Name(), tab.File(), file)
			}
		})
	}
}

// checkLine fails unless line is a line of text: from 1 to the line the
// text ends on.
func checkLine(t *testing.T, text string, line int) {
	t.Helper()
	if last := strings.Count(text, "\n") + 1; line < 1 || line > last {
		t.Fatalf("line %d outside the text's lines 1 to %d", line, last)
	}
}

// TestRowErrorf: a row words a value its reader rejects, naming the
// file, its line and the column.
func TestRowErrorf(t *testing.T) {
	text := "param\tkind\n" + strings.Repeat("utm_source\tcampaign\n", 10) + "utm_x\tx\n"
	tab, err := Read("params.tsv", text, Options{Columns: []string{"kind"}})
	if err != nil {
		t.Fatal(err)
	}
	r := tab.Rows()[10]
	err = r.Errorf("kind", "unknown kind %q", r.Cell("kind"))
	if want := `params.tsv line 12, column kind: unknown kind "x"`; err.Error() != want {
		t.Errorf("Errorf = %q, want %q", err, want)
	}
	var e *Error
	if !errors.As(err, &e) || *e != (Error{File: "params.tsv", Line: 12, Column: "kind", Reason: `unknown kind "x"`}) {
		t.Errorf("Errorf = %#v", err)
	}
	if got, want := r.Errorf("", "bad row").Error(), "params.tsv line 12: bad row"; got != want {
		t.Errorf("Errorf of the whole row = %q, want %q", got, want)
	}
	if got, want := tab.Errorf("no %s", "parameters").Error(), "params.tsv line 13: no parameters"; got != want {
		t.Errorf("Table.Errorf = %q, want %q", got, want)
	}
}

// TestMustRead: an embedded table that does not read panics with the
// *Error itself.
func TestMustRead(t *testing.T) {
	defer func() {
		e, ok := recover().(*Error)
		if !ok || e.Error() != "rules.tsv line 2: want 2 tab-separated columns, have 1" {
			t.Errorf("MustRead panicked with %v", e)
		}
	}()
	MustRead("rules.tsv", "a\tb\nx\n", Options{})
	t.Error("MustRead of a malformed table returned")
}

// TestCellUnknownColumn: asking for a column the table does not have is a
// bug in its reader, and says which column.
func TestCellUnknownColumn(t *testing.T) {
	tab := MustRead("t.tsv", "a\nx\n", Options{})
	defer func() {
		if msg, _ := recover().(string); !strings.Contains(msg, `t.tsv has no column "b"`) {
			t.Errorf("Cell of an unknown column panicked with %q", msg)
		}
	}()
	tab.Rows()[0].Cell("b")
	t.Error("Cell of an unknown column returned")
}

// TestColumnsCopy: the columns a caller gets are its own.
func TestColumnsCopy(t *testing.T) {
	tab := MustRead("", "a\tb\nx\ty\n", Options{})
	tab.Columns()[0] = "z"
	if got := tab.Rows()[0].Cell("a"); got != "x" {
		t.Errorf("Cell(a) after changing Columns() = %q", got)
	}
}

// FuzzRead: no input panics; an error is an *Error on a line of the
// input; every row read is a line of the input, in order, its cells that
// line split on tabs, within the counts the options allow.
func FuzzRead(f *testing.F) {
	rows, err := tsv.Read(tables + "read.tsv")
	if err != nil {
		f.Fatal(err)
	}
	for _, r := range rows {
		f.Add(r.Get("input"), uint8(0))
		f.Add(r.Get("input"), uint8(7))
	}
	f.Add("param\towner\tkind\n# c\r\n\nk\to\tclick-id\tno\n", uint8(5))
	f.Fuzz(func(t *testing.T, text string, flags uint8) {
		opts := Options{MinCells: int(flags>>3) % 4, ExtraCells: flags&1 != 0, Positional: flags&2 != 0}
		if flags&4 != 0 {
			opts.Columns = []string{"a", "b", "c"}
		}
		tab, err := Read("f.tsv", text, opts)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.File != "f.tsv" || e.Reason == "" {
				t.Fatalf("error %#v", err)
			}
			checkLine(t, text, e.Line)
			return
		}
		lines := strings.Split(strings.TrimPrefix(text, "\ufeff"), "\n")
		checkLine(t, text, tab.EndLine())
		for _, c := range opts.Columns {
			if !slices.Contains(tab.Columns(), c) {
				t.Fatalf("columns %q without %q", tab.Columns(), c)
			}
		}
		prev := 0
		for _, r := range tab.Rows() {
			checkLine(t, text, r.Line)
			if r.Line <= prev {
				t.Fatalf("row on line %d after line %d", r.Line, prev)
			}
			prev = r.Line
			checkRow(t, r, strings.Split(strings.TrimSuffix(lines[r.Line-1], "\r"), "\t"), tab.Columns(), opts)
		}
	})
}

// checkRow fails unless row r holds the cells of its line, split, one a
// column (an optional column left off reading as ""), in as many cells as
// opts allow.
func checkRow(t *testing.T, r Row, split, columns []string, opts Options) {
	t.Helper()
	for i, c := range columns {
		want := ""
		if i < len(split) {
			want = split[i]
		}
		if got := r.Cell(c); got != want {
			t.Fatalf("line %d, column %s: %q, want %q", r.Line, c, got, want)
		}
	}
	lo := len(columns)
	if opts.MinCells > 0 {
		lo = opts.MinCells
	}
	if n := len(split); n < lo || !opts.ExtraCells && n > max(lo, len(columns)) {
		t.Fatalf("line %d has %d cells for %d columns, options %+v", r.Line, n, len(columns), opts)
	}
}
