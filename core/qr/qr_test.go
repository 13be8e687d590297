package qr

import (
	"bytes"
	"errors"
	"image/png"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/linkscope/linkscope/internal/tsv"
	"github.com/makiuchi-d/gozxing"
	zxqr "github.com/makiuchi-d/gozxing/qrcode"
)

// tables is where the package's test tables live.
const tables = "../../testdata/qr/"

// rowText builds a row's text: its text column repeated.
func rowText(t testing.TB, r tsv.Row) string {
	n, err := strconv.Atoi(r.Get("repeat"))
	if err != nil {
		t.Fatalf("line %d: repeat: %v", r.Line, err)
	}
	return strings.Repeat(r.Get("text"), n)
}

// decodePNG reads a QR code back from a PNG image with an independent decoder.
func decodePNG(t *testing.T, data []byte) string {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		t.Fatal(err)
	}
	hints := map[gozxing.DecodeHintType]interface{}{gozxing.DecodeHintType_PURE_BARCODE: true}
	res, err := zxqr.NewQRCodeReader().Decode(bmp, hints)
	if err != nil {
		t.Fatalf("decode: %v", err)
	}
	return res.GetText()
}

func TestRoundTripPNG(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"roundtrip.tsv") {
		text := rowText(t, r)
		m, err := Encode(text)
		if err != nil {
			t.Errorf("line %d: %v", r.Line, err)
			continue
		}
		data, err := m.PNG(3)
		if err != nil {
			t.Fatal(err)
		}
		if got := decodePNG(t, data); got != text {
			t.Errorf("line %d: decoded %q, want %q", r.Line, got, text)
		}
		checkQuietZone(t, m)
		if got := parseHalfBlocks(t, m.HalfBlocks(false), m.Size(), false); !equal(got, m) {
			t.Errorf("line %d: half blocks do not give the matrix back", r.Line)
		}
		if got := parseHalfBlocks(t, m.HalfBlocks(true), m.Size(), true); !equal(got, m) {
			t.Errorf("line %d: inverted half blocks do not give the matrix back", r.Line)
		}
	}
}

func checkQuietZone(t *testing.T, m Matrix) {
	t.Helper()
	for y := 0; y < m.Size(); y++ {
		for x := 0; x < m.Size(); x++ {
			in := x >= QuietZone && y >= QuietZone && x < m.Size()-QuietZone && y < m.Size()-QuietZone
			if !in && m.Dark(x, y) {
				t.Fatalf("dark module %d,%d in the quiet zone", x, y)
			}
		}
	}
	// The finder pattern's corner sits just inside the quiet zone.
	if !m.Dark(QuietZone, QuietZone) || m.Dark(QuietZone-1, QuietZone) {
		t.Fatal("no finder pattern at the quiet zone's corner")
	}
}

// parseHalfBlocks reads half-block text back into modules.
func parseHalfBlocks(t *testing.T, s string, size int, invert bool) []bool {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	if len(lines) != (size+1)/2 {
		t.Fatalf("%d lines for %d rows", len(lines), size)
	}
	dark := make([]bool, size*size)
	for i, line := range lines {
		runes := []rune(line)
		if len(runes) != size {
			t.Fatalf("line %d: %d cells, want %d", i, len(runes), size)
		}
		for x, c := range runes {
			var top, bottom bool
			switch c {
			case '█':
				top, bottom = true, true
			case '▀':
				top = true
			case '▄':
				bottom = true
			case ' ':
			default:
				t.Fatalf("unexpected %q", c)
			}
			dark[2*i*size+x] = top != invert
			if 2*i+1 < size {
				dark[(2*i+1)*size+x] = bottom != invert
			} else if bottom {
				t.Fatalf("a glyph below the last row")
			}
		}
	}
	return dark
}

func equal(dark []bool, m Matrix) bool {
	for i, d := range dark {
		if d != m.Dark(i%m.Size(), i/m.Size()) {
			return false
		}
	}
	return true
}

func TestTooLong(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"toolong.tsv") {
		_, err := Encode(rowText(t, r))
		var tl *TooLongError
		if !errors.As(err, &tl) {
			t.Errorf("line %d: error %v (%T)", r.Line, err, err)
			continue
		}
		if err.Error() != r.Get("error") {
			t.Errorf("line %d: error\n got %q\nwant %q", r.Line, err, r.Get("error"))
		}
	}
}

func TestFits(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"fits.tsv") {
		m, err := Encode(rowText(t, r))
		if err != nil {
			t.Errorf("line %d: %v", r.Line, err)
			continue
		}
		if got := strconv.Itoa(m.Size()); got != r.Get("size") {
			t.Errorf("line %d: size %s, want %s", r.Line, got, r.Get("size"))
		}
	}
}

func TestPNGScale(t *testing.T) {
	m, err := Encode("https://example.com/")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []int{0, -1, MaxScale + 1} {
		var se *ScaleError
		if _, err := m.PNG(s); !errors.As(err, &se) || se.Scale != s {
			t.Errorf("PNG(%d) error %v", s, err)
		}
	}
	data, err := m.PNG(MaxScale)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != m.Size()*MaxScale || b.Dy() != b.Dx() {
		t.Errorf("image %v, want %d pixels a side", b, m.Size()*MaxScale)
	}
}

func TestDarkOutside(t *testing.T) {
	m, err := Encode("x")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range [][2]int{{-1, 0}, {0, -1}, {m.Size(), 0}, {0, m.Size()}} {
		if m.Dark(p[0], p[1]) {
			t.Errorf("Dark(%d, %d) outside the matrix", p[0], p[1])
		}
	}
	var zero Matrix
	if zero.Size() != 0 || zero.HalfBlocks(false) != "" {
		t.Error("zero Matrix not empty")
	}
}

// FuzzEncode checks that any text either encodes to a code that decodes back,
// or is rejected with a typed error.
func FuzzEncode(f *testing.F) {
	for _, r := range tsv.Load(f, tables+"roundtrip.tsv") {
		f.Add(rowText(f, r))
	}
	f.Fuzz(func(t *testing.T, text string) {
		if len(text) > 300 || !utf8.ValidString(text) {
			return // long inputs only slow the decoder; bytes that are not UTF-8 have no text to compare
		}
		m, err := Encode(text)
		if err != nil {
			var tl *TooLongError
			var ee *EncodeError
			if !errors.As(err, &tl) && !errors.As(err, &ee) {
				t.Fatalf("error type %T", err)
			}
			t.Skip(err) // the library's own failures are reported, not hidden
		}
		data, err := m.PNG(2)
		if err != nil {
			t.Fatal(err)
		}
		if got := decodePNG(t, data); got != text {
			t.Fatalf("decoded %q, want %q", got, text)
		}
	})
}

// TestHalfBlocksConvention pins which modules get drawn: dark ones normally,
// light ones (the quiet zone among them) when inverted for dark terminals.
func TestHalfBlocksConvention(t *testing.T) {
	m, err := Encode("x")
	if err != nil {
		t.Fatal(err)
	}
	cell := func(s string, line, col int) rune {
		return []rune(strings.Split(s, "\n")[line])[col]
	}
	// Line 2 holds rows 4 and 5: the finder pattern's dark outer ring at column 4.
	if c := cell(m.HalfBlocks(false), QuietZone/2, QuietZone); c != '█' {
		t.Errorf("normal: finder corner drawn as %q, want █", c)
	}
	if c := cell(m.HalfBlocks(false), 0, 0); c != ' ' {
		t.Errorf("normal: quiet zone drawn as %q, want a space", c)
	}
	if c := cell(m.HalfBlocks(true), QuietZone/2, QuietZone); c != ' ' {
		t.Errorf("inverted: finder corner drawn as %q, want a space", c)
	}
	if c := cell(m.HalfBlocks(true), 0, 0); c != '█' {
		t.Errorf("inverted: quiet zone drawn as %q, want █", c)
	}
	last := (m.Size() - 1) / 2 // odd size: the last line holds one row, drawn as upper halves
	if c := cell(m.HalfBlocks(true), last, 0); c != '▀' {
		t.Errorf("inverted: last line drawn as %q, want ▀", c)
	}
}
