package extract

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

// TestCharsetDiagnostics: a part in a charset nobody reads, or not valid
// in its charset, says so (charsets.tsv's diag column); the others say
// nothing. TestLinksTables holds the links of the same rows.
func TestCharsetDiagnostics(t *testing.T) {
	for _, r := range tsv.Load(t, filepath.Join(testdata, "charsets.tsv")) {
		_, diags := Scan(r.Get("input"), Options{})
		var kinds []string
		for _, d := range diags {
			kinds = append(kinds, d.Kind)
			if d.Kind == DiagCharset && d.Message == "" {
				t.Errorf("%s: a charset diagnostic with no message", r.Name())
			}
		}
		if got := strings.Join(kinds, " "); got != r.Get("diag") {
			t.Errorf("%s: diagnostics %q, want %q", r.Name(), got, r.Get("diag"))
		}
	}
}

// TestCharsetOffsets: in UTF-16 and UTF-32 a link's position is the byte
// of the raw part where it starts.
func TestCharsetOffsets(t *testing.T) {
	for _, c := range []struct {
		charset, body string
		pos           int
	}{
		{"utf-16le", "a\x00 \x00h\x00t\x00t\x00p\x00:\x00/\x00/\x00a\x00.\x00e\x00x\x00a\x00m\x00p\x00l\x00e\x00/\x00", 4},
		{"utf-16be", "\x00a\x00 \x00h\x00t\x00t\x00p\x00:\x00/\x00/\x00a\x00.\x00e\x00x\x00a\x00m\x00p\x00l\x00e\x00/", 4},
	} {
		msg := "Content-Type: text/plain; charset=" + c.charset + "\n\n" + c.body
		links := Email(msg, Options{})
		start := strings.Index(msg, "\n\n") + 2
		if len(links) != 1 || links[0].URL != "http://a.example/" || links[0].Pos != start+c.pos {
			t.Errorf("%s: %+v, want http://a.example/ at %d", c.charset, links, start+c.pos)
		}
	}
}

// FuzzCharset: no charset and no bytes make the decoder panic, and the
// offsets it returns are one per decoded byte, each inside the part.
func FuzzCharset(f *testing.F) {
	for _, cs := range []string{"utf-16", "utf-16le", "utf-32", "utf-7", "iso-2022-jp", "windows-1251", "shift_jis", "x-none"} {
		f.Add(cs, "see https://a.example/ +AD4-\xff\xfe\x00\x00")
	}
	f.Fuzz(func(t *testing.T, charset, text string) {
		out, offs, _ := decodeCharset(text, nil, charset)
		if len(offs) != len(out) && !(out == text && offs == nil) {
			t.Fatalf("%d offsets for %d bytes", len(offs), len(out))
		}
		for _, o := range offs {
			if o < 0 || int(o) > len(text) {
				t.Fatalf("offset %d outside %d bytes", o, len(text))
			}
		}
	})
}
