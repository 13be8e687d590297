package workbook

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"errors"
	"hash/crc32"
	"io"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// rawPart is a zip entry written as given: its declared size may lie.
type rawPart struct {
	name     string
	body     []byte // deflated
	declared uint64
	crc      uint32
}

// zipRaw is a minimal workbook whose sheet is the raw part given.
func zipRaw(t testing.TB, sheet rawPart) []byte {
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	for name, text := range minimalParts("") {
		if name == "xl/worksheets/sheet1.xml" {
			continue
		}
		w, _ := zw.Create(name)
		w.Write([]byte(text))
	}
	w, err := zw.CreateRaw(&zip.FileHeader{Name: sheet.name, Method: zip.Deflate, CRC32: sheet.crc,
		CompressedSize64: uint64(len(sheet.body)), UncompressedSize64: sheet.declared})
	if err != nil {
		t.Fatal(err)
	}
	w.Write(sheet.body)
	zw.Close()
	return b.Bytes()
}

// deflated is text deflated, made as it is written (never held whole).
func deflated(t testing.TB, write func(w io.Writer)) ([]byte, uint64, uint32) {
	var b bytes.Buffer
	fw, _ := flate.NewWriter(&b, flate.BestCompression)
	h := crc32.NewIEEE()
	n := &counter{}
	write(io.MultiWriter(fw, h, n))
	fw.Close()
	return b.Bytes(), n.n, h.Sum32()
}

type counter struct{ n uint64 }

func (c *counter) Write(p []byte) (int, error) { c.n += uint64(len(p)); return len(p), nil }

// repeat writes s n times.
func repeat(w io.Writer, s string, n int) {
	chunk := []byte(strings.Repeat(s, 1024))
	for ; n >= 1024; n -= 1024 {
		w.Write(chunk)
	}
	w.Write([]byte(strings.Repeat(s, n)))
}

// bounded runs f and fails when it allocates more than limit bytes in all.
func bounded(t *testing.T, limit uint64, f func()) {
	t.Helper()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	if got := after.TotalAlloc - before.TotalAlloc; got > limit {
		t.Errorf("allocated %d MB, more than %d MB", got>>20, limit>>20)
	}
}

// TestHostile: a zip bomb, a part that inflates past its declared size, a
// million empty rows, a row past the sheet's last, shared strings past the
// cap, entity tricks, too many parts, a part twice, an endless tag: each
// is refused (or, for rows that are only empty, read) with a message that
// says what, and within bounded memory.
func TestHostile(t *testing.T) {
	small := DefaultLimits()
	small.SharedCount, small.Unzipped = 1000, 64<<20
	sheetOf := func(rows string) string { return sheetHead + rows + sheetTail }
	cases := []struct {
		name  string
		book  func(t *testing.T) []byte
		limit Limits
		want  string // the words of the refusal; "" reads
	}{
		{"zip bomb: a part declared past the uncompressed limit", func(t *testing.T) []byte {
			body, n, crc := deflated(t, func(w io.Writer) { repeat(w, " ", 80<<20) })
			return zipRaw(t, rawPart{"xl/worksheets/sheet1.xml", body, n, crc})
		}, small, "uncompressed size"},
		{"zip bomb: a part that inflates past the size it declares", func(t *testing.T) []byte {
			body, _, crc := deflated(t, func(w io.Writer) {
				io.WriteString(w, sheetHead)
				repeat(w, "<row/>", 20<<20)
			})
			return zipRaw(t, rawPart{"xl/worksheets/sheet1.xml", body, 4096, crc})
		}, DefaultLimits(), "more than the size the zip declares"},
		{"a million empty rows", func(t *testing.T) []byte {
			body, n, crc := deflated(t, func(w io.Writer) {
				io.WriteString(w, sheetHead)
				for i := 1; i <= 1<<20; i++ {
					io.WriteString(w, `<row r="`+strconv.Itoa(i)+`"/>`)
				}
				io.WriteString(w, sheetTail)
			})
			return zipRaw(t, rawPart{"xl/worksheets/sheet1.xml", body, n, crc})
		}, DefaultLimits(), ""},
		{"a row past the sheet's last", func(t *testing.T) []byte {
			return zipParts(t, minimalParts(sheetOf(`<row r="1048577"><c r="A1048577"><v>1</v></c></row>`)))
		}, DefaultLimits(), "row number"},
		{"shared strings past the cap", func(t *testing.T) []byte {
			p := minimalParts(sheetOf(`<row r="1"><c r="A1" t="s"><v>0</v></c></row>`))
			p["xl/sharedStrings.xml"] = `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` + strings.Repeat("<si><t>x</t></si>", 1001) + `</sst>`
			return zipParts(t, p)
		}, small, "number of shared strings"},
		{"billion laughs in the shared strings", func(t *testing.T) []byte {
			p := minimalParts(sheetOf(`<row r="1"><c r="A1" t="s"><v>0</v></c></row>`))
			p["xl/sharedStrings.xml"] = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><sst><si><t>&lol3;</t></si></sst>`
			return zipParts(t, p)
		}, DefaultLimits(), "document type declaration"},
		{"an external entity in the sheet", func(t *testing.T) []byte {
			return zipParts(t, minimalParts(`<?xml version="1.0"?><!DOCTYPE w [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>`+
				`<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&xxe;</t></is></c></row></sheetData></worksheet>`))
		}, DefaultLimits(), "document type declaration"},
		{"an undeclared entity in a cell", func(t *testing.T) []byte {
			return zipParts(t, minimalParts(sheetOf(`<row r="1"><c r="A1" t="inlineStr"><is><t>&xxe;</t></is></c></row>`)))
		}, DefaultLimits(), "names no character"},
		{"a DTD in the workbook part", func(t *testing.T) []byte {
			p := minimalParts(sheetOf(""))
			p["xl/workbook.xml"] = `<!DOCTYPE x [<!ENTITY a "b">]>` + bookXML[strings.Index(bookXML, "<workbook"):]
			return zipParts(t, p)
		}, DefaultLimits(), "document type declaration"},
		{"too many parts", func(t *testing.T) []byte {
			var b bytes.Buffer
			zw := zip.NewWriter(&b)
			for i := range 10001 {
				zw.Create("x/" + strconv.Itoa(i))
			}
			zw.Close()
			return b.Bytes()
		}, DefaultLimits(), "number of parts"},
		{"a part twice", func(t *testing.T) []byte {
			var b bytes.Buffer
			zw := zip.NewWriter(&b)
			for _, name := range []string{"xl/workbook.xml", "XL/Workbook.xml"} {
				w, _ := zw.Create(name)
				w.Write([]byte(bookXML))
			}
			zw.Close()
			return b.Bytes()
		}, DefaultLimits(), "in the zip twice"},
		{"an endless tag", func(t *testing.T) []byte {
			return zipParts(t, minimalParts(sheetOf(`<row r="1" x="`+strings.Repeat("a", 2<<20)+`"></row>`)))
		}, DefaultLimits(), "longer than"},
		{"not a zip", func(t *testing.T) []byte { return []byte("url,utm_source\nhttps://a.example/,g\n") }, DefaultLimits(), "not a zip file"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			data := c.book(t)
			bounded(t, 64<<20, func() {
				w, _, err := writeBook(t, data, c.limit)
				if err == nil {
					_, _, err = rowsOf(t, w)
				}
				switch {
				case c.want == "" && err != nil:
					t.Errorf("refused: %v", err)
				case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
					t.Errorf("error %v, want one saying %q", err, c.want)
				}
				var le *LimitError
				var fe *FormatError
				if err != nil && !errors.As(err, &le) && !errors.As(err, &fe) {
					t.Errorf("error %T %v: neither a limit nor a format error", err, err)
				}
			})
		})
	}
}
