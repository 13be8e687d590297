package csvrows

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

// render writes the rows of in as the table writes them.
func render(t testing.TB, in string) (string, string) {
	r := NewReader(strings.NewReader(in))
	var rows, reasons []string
	for {
		row, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if row.Err != nil {
			rows = append(rows, fmt.Sprintf("%d:error@%d:%d", row.Line, row.Err.Line, row.Err.Column))
			reasons = append(reasons, row.Err.Reason)
			continue
		}
		rows = append(rows, fmt.Sprintf("%d:%s", row.Line, strings.Join(row.Fields, "|")))
	}
	return strings.Join(rows, " / "), strings.Join(reasons, " / ")
}

func TestRows(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/csvrows/rows.tsv") {
		rows, reasons := render(t, r.Get("input"))
		if rows != r.Get("rows") {
			t.Errorf("%s: rows\n%q\nwant\n%q", r.Name(), rows, r.Get("rows"))
		}
		if want, ok := r.Lookup("reasons"); ok && !strings.Contains(reasons, want) || !ok && reasons != "" {
			t.Errorf("%s: reasons %q, want %q", r.Name(), reasons, want)
		}
	}
}

// TestBounds: a quoted field may span MaxQuotedLines lines, not more; a
// line past MaxRecordBytes is an error row of its own and the next is read.
func TestBounds(t *testing.T) {
	spans := func(n int) string { return "\"" + strings.Repeat("x\n", n-1) + "x\",end\nnext\n" }
	if rows, _ := render(t, spans(MaxQuotedLines)); !strings.HasPrefix(rows, "1:x") || !strings.HasSuffix(rows, fmt.Sprintf("%d:next", MaxQuotedLines+1)) {
		t.Errorf("at the bound: %.80q", rows)
	}
	if rows, reasons := render(t, spans(MaxQuotedLines+1)); !strings.HasPrefix(rows, "1:error@1:1 / 2:x") || !strings.Contains(reasons, "within 64 lines") {
		t.Errorf("past the bound: %.80q %q", rows, reasons)
	}
	long := strings.Repeat("a", MaxRecordBytes+10) + "\nb,c\n"
	if rows, reasons := render(t, long); rows != "1:error@1:1048577 / 2:b|c" || !strings.Contains(reasons, "longer than") {
		t.Errorf("long line: %q %q", rows, reasons)
	}
}

// lines is an input of n lines made as it is read: a stray quote on the
// first, then "https://x.example/N,campaign".
type lines struct {
	n, i    int
	pending []byte
}

func (l *lines) Read(p []byte) (int, error) {
	for len(l.pending) == 0 {
		if l.i == l.n {
			return 0, io.EOF
		}
		if l.i == 0 {
			l.pending = []byte("\"https://x.example/0,stray quote\n")
		} else {
			l.pending = fmt.Appendf(l.pending[:0], "https://x.example/%d,campaign\n", l.i)
		}
		l.i++
	}
	n := copy(p, l.pending)
	l.pending = l.pending[n:]
	return n, nil
}

// TestStrayQuoteStream: 300,000 rows after a stray quote are all read,
// and the heap stays small while they are (encoding/csv with LazyQuotes
// read one row holding the whole input).
func TestStrayQuoteStream(t *testing.T) {
	const n = 300000
	r := NewReader(&lines{n: n})
	good, bad := 0, 0
	var peak uint64
	var ms runtime.MemStats
	for i := 0; ; i++ {
		row, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if row.Err != nil {
			bad++
		} else {
			good++
		}
		if i%50000 == 0 {
			runtime.ReadMemStats(&ms)
			peak = max(peak, ms.HeapInuse)
		}
	}
	if bad != 1 || good != n-1 {
		t.Errorf("%d rows, %d error rows; want %d and 1", good, bad, n-1)
	}
	if peak > 64<<20 {
		t.Errorf("heap in use %d MB", peak>>20)
	}
	lazy := csv.NewReader(&lines{n: n})
	lazy.LazyQuotes, lazy.FieldsPerRecord = true, -1
	recs, _ := lazy.ReadAll()
	t.Logf("encoding/csv LazyQuotes: %d record(s) for the same %d lines", len(recs), n)
}

// FuzzReader: never panics, rows come in line order, and an input
// encoding/csv reads strictly is read the same (its quoted fields within
// the bounds).
func FuzzReader(f *testing.F) {
	for _, r := range tsv.Load(f, "../../testdata/csvrows/rows.tsv") {
		f.Add(r.Get("input"))
	}
	f.Fuzz(func(t *testing.T, in string) {
		r := NewReader(strings.NewReader(in))
		var got [][]string
		last := 0
		clean := true
		for {
			row, err := r.Read()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			if row.Line <= last || row.Err != nil && (row.Err.Line < row.Line || row.Err.Column < 1) {
				t.Fatalf("row %+v after line %d in %q", row, last, in)
			}
			last = row.Line
			clean = clean && row.Err == nil
			got = append(got, append([]string(nil), row.Fields...))
		}
		strict := csv.NewReader(strings.NewReader(in))
		strict.FieldsPerRecord = -1
		want, err := strict.ReadAll()
		if err != nil || strings.Count(in, "\n") >= MaxQuotedLines {
			return
		}
		if !clean || fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("%q: got %q, encoding/csv %q", in, got, want)
		}
	})
}

// BenchmarkReader reads 100,000 rows of three fields, one quoted; the
// encoding/csv figure is the same input read by the reader it replaces.
func BenchmarkReader(b *testing.B) {
	var sb strings.Builder
	for i := range 100000 {
		fmt.Fprintf(&sb, "https://shop.example/p/%d?x=1,\"spring, sale\",newsletter\n", i)
	}
	in := sb.String()
	b.Run("csvrows", func(b *testing.B) {
		b.SetBytes(int64(len(in)))
		for b.Loop() {
			r := NewReader(strings.NewReader(in))
			for {
				if _, err := r.Read(); err != nil {
					break
				}
			}
		}
	})
	b.Run("encoding-csv", func(b *testing.B) {
		b.SetBytes(int64(len(in)))
		for b.Loop() {
			r := csv.NewReader(strings.NewReader(in))
			r.LazyQuotes, r.ReuseRecord, r.FieldsPerRecord = true, true, -1
			for {
				if _, err := r.Read(); err != nil {
					break
				}
			}
		}
	})
}

// TestRaw: with KeepRaw every field comes as written, quotes and line
// breaks included, under each delimiter; with KeepBlank empty lines are
// rows.
func TestRaw(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/csvrows/raw.tsv") {
		rd := NewReader(strings.NewReader(r.Get("input")))
		rd.Delimiter, rd.KeepRaw, rd.KeepBlank = r.Get("delimiter")[0], true, true
		var rows []string
		for {
			row, err := rd.Read()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case row.Blank:
				rows = append(rows, fmt.Sprintf("%d:blank", row.Line))
			default:
				raw := make([]string, len(row.Raw))
				for i, f := range row.Raw {
					raw[i] = string(f)
				}
				if len(raw) != len(row.Fields) {
					t.Errorf("%s: %d raw fields, %d fields", r.Name(), len(raw), len(row.Fields))
				}
				kind := ""
				if row.Err != nil {
					kind = "error:"
				}
				rows = append(rows, fmt.Sprintf("%d:%s%s", row.Line, kind, strings.Join(raw, "|")))
			}
		}
		if got := strings.Join(rows, " / "); got != r.Get("raw") {
			t.Errorf("%s:\n got %q\nwant %q", r.Name(), got, r.Get("raw"))
		}
	}
}

// FuzzRaw: under any delimiter, the raw fields joined by the delimiter and
// the records' line breaks give the input back, less the blank lines'
// breaks and a break at the end, for an input with no malformed record.
func FuzzRaw(f *testing.F) {
	for _, r := range tsv.Load(f, "../../testdata/csvrows/raw.tsv") {
		f.Add(r.Get("input"), r.Get("delimiter")[0])
	}
	f.Fuzz(func(t *testing.T, in string, delim byte) {
		if delim == 0 || delim == '"' || delim == '\n' || delim == '\r' {
			return
		}
		rd := NewReader(strings.NewReader(in))
		rd.Delimiter, rd.KeepRaw, rd.KeepBlank = delim, true, true
		var b strings.Builder
		for {
			row, err := rd.Read()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			if row.Err != nil {
				return
			}
			for i, f := range row.Raw {
				if i > 0 {
					b.WriteByte(delim)
				}
				b.Write(f)
			}
			b.WriteByte('\n')
		}
		want := strings.ReplaceAll(in, "\r\n", "\n")
		got := strings.ReplaceAll(b.String(), "\r\n", "\n")
		if strings.TrimRight(got, "\n") != strings.TrimRight(want, "\n") && !strings.Contains(in, "\r") {
			t.Fatalf("%q: raw fields give %q", in, got)
		}
	})
}
