package sheetcsv

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
	"golang.org/x/text/encoding/unicode"
)

// roundTrip reads in and writes every row back, each field as read.
func roundTrip(t testing.TB, in []byte, delim byte) ([]byte, *Reader) {
	r, err := NewReader(bytes.NewReader(in), delim)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	w := NewWriter(&out, r.Dialect, r.SepLine)
	for {
		row, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if row.Err != nil {
			t.Fatalf("%q: %v", in, row.Err)
		}
		for _, f := range row.Raw {
			w.Raw(f)
		}
		w.EndRow()
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	return out.Bytes(), r
}

// encode is text in a dialect's encoding, with its byte order mark.
func encode(t *testing.T, text, enc string) []byte {
	switch enc {
	case "utf-8":
		return []byte(text)
	case "utf-8-bom":
		return append([]byte{0xEF, 0xBB, 0xBF}, text...)
	case "utf-16le", "utf-16be":
		order := unicode.LittleEndian
		if enc == "utf-16be" {
			order = unicode.BigEndian
		}
		b, err := unicode.UTF16(order, unicode.UseBOM).NewEncoder().Bytes([]byte(text))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	t.Fatalf("encoding %s", enc)
	return nil
}

// TestRoundTrip: every dialect a spreadsheet writes is read (its rows and
// fields as the table says) and written back byte for byte: encoding and
// byte order mark, delimiter, line ending, Excel's sep= line, quoting as
// written, and fields holding line breaks, tabs and invisible characters.
func TestRoundTrip(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/sheetcsv/dialects.tsv") {
		in := encode(t, r.Get("text"), r.Get("encoding"))
		out, rd := roundTrip(t, in, 0)
		if !bytes.Equal(out, in) {
			t.Errorf("%s: written back as\n%q\nnot\n%q", r.Name(), out, in)
		}
		if got := string(rd.Dialect.Delimiter); got != r.Get("delimiter") {
			t.Errorf("%s: delimiter %q, want %q", r.Name(), got, r.Get("delimiter"))
		}
		fields, _ := readFields(t, in)
		if fields != r.Get("fields") {
			t.Errorf("%s: fields\n%q\nwant\n%q", r.Name(), fields, r.Get("fields"))
		}
	}
}

// readFields is the fields of every row, joined by | and rows by " / ".
func readFields(t testing.TB, in []byte) (string, error) {
	r, err := NewReader(bytes.NewReader(in), 0)
	if err != nil {
		return "", err
	}
	var rows []string
	for {
		row, err := r.Read()
		if errors.Is(err, io.EOF) {
			return strings.Join(rows, " / "), nil
		}
		if err != nil {
			return "", err
		}
		rows = append(rows, strings.Join(row.Fields, "|"))
	}
}

// TestCell: a value is quoted when the dialect needs it, a quote doubled.
func TestCell(t *testing.T) {
	r, _ := NewReader(strings.NewReader("a;b\n"), 0)
	var out bytes.Buffer
	w := NewWriter(&out, r.Dialect, nil)
	for _, v := range []string{"plain", "x;y", `say "hi"`, "two\nlines", " lead", "a,b", ""} {
		w.Cell(v)
	}
	w.EndRow()
	w.Flush()
	want := "plain;\"x;y\";\"say \"\"hi\"\"\";\"two\nlines\";\" lead\";a,b;\n"
	if out.String() != want {
		t.Errorf("%q, want %q", out.String(), want)
	}
}

// FuzzRoundTrip: any input that reads without a malformed row is written
// back byte for byte (less what the reader cannot keep: a lone CR, the
// break at the very end), whatever its dialect.
func FuzzRoundTrip(f *testing.F) {
	for _, r := range tsv.Load(f, "../../testdata/sheetcsv/dialects.tsv") {
		if r.Get("encoding") == "utf-8" {
			f.Add([]byte(r.Get("text")))
		}
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		r, err := NewReader(bytes.NewReader(in), 0)
		if err != nil || bytes.ContainsAny(in, "\r\x00") || len(in) > 0 && in[len(in)-1] != '\n' {
			return
		}
		var out bytes.Buffer
		w := NewWriter(&out, r.Dialect, r.SepLine)
		for {
			row, err := r.Read()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil || row.Err != nil {
				return
			}
			for _, f := range row.Raw {
				w.Raw(f)
			}
			w.EndRow()
		}
		w.Flush()
		if r.Dialect.Encoding == 0 && !bytes.Equal(out.Bytes(), in) {
			t.Fatalf("%q written back as %q", in, out.Bytes())
		}
	})
}
