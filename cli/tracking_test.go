package cli

import (
	"bytes"
	"encoding/json"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/makiuchi-d/gozxing"
	zxqr "github.com/makiuchi-d/gozxing/qrcode"
)

// TestBuildUTM runs the UTM table through `linkscope build`, with and
// without an Openstat marker: the UTM pairs come first, the marker last.
func TestBuildUTM(t *testing.T) {
	for _, row := range readTable(t, "tracking/utm.tsv") {
		args := []string{"build", "--url", row.Get("url")}
		for _, f := range []string{"source", "medium", "campaign", "term", "content", "id"} {
			if v := row.Get("utm_" + f); v != "" {
				args = append(args, "--utm-"+f, v)
			}
		}
		if len(args) == 3 {
			continue // no UTM field: nothing for build to add
		}
		out, stderr, code := run(t, "", args...)
		if code != 0 || out != row.Get("result")+"\n" {
			t.Errorf("%s: exit %d\n got %q\nwant %q\n%s", row.Name(), code, out, row.Get("result"), stderr)
			continue
		}
		out, _, code = run(t, "", append(args, "--service", "openstat.ru", "--campaign", "c")...)
		prefix, _, _ := strings.Cut(strings.SplitN(row.Get("result"), "#", 2)[0], "_openstat=")
		if code != 0 || !strings.HasPrefix(out, prefix) {
			t.Errorf("%s: with a marker: exit %d, %q", row.Name(), code, out)
		}
		rec := inspectLines(t, []string{strings.TrimSuffix(out, "\n")})[0]
		if rec.Openstat == nil || !rec.Openstat.Found || rec.Openstat.Service != "openstat.ru" {
			t.Errorf("%s: %s does not inspect to its marker: %+v", row.Name(), out, rec.Openstat)
		}
	}
}

// TestInspectClean: `inspect --json` gives the clean link of every row of
// the clean table, and lists what it removed.
func TestInspectClean(t *testing.T) {
	rows := readTable(t, "tracking/clean.tsv")
	var in []string
	for _, r := range rows {
		in = append(in, r.Get("input"))
	}
	out, _, _ := run(t, strings.Join(in, "\n")+"\n", "inspect", "--json", "--fields", "tracking")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != len(rows) {
		t.Fatalf("%d lines for %d rows", len(lines), len(rows))
	}
	for i, row := range rows {
		var rec struct {
			Clean    string `json:"clean"`
			Tracking []struct {
				Key         string  `json:"key"`
				KeptBecause *string `json:"kept_because"`
			} `json:"tracking"`
		}
		if err := json.Unmarshal([]byte(lines[i]), &rec); err != nil {
			t.Fatalf("%s: %v", row.Name(), err)
		}
		var keys []string
		for _, m := range rec.Tracking {
			if m.KeptBecause == nil {
				keys = append(keys, m.Key)
			}
		}
		if rec.Clean != row.Get("clean") || strings.Join(keys, ",") != row.Get("removed") {
			t.Errorf("%s: clean %q removed %q, want %q and %q", row.Name(), rec.Clean, keys, row.Get("clean"), row.Get("removed"))
		}
	}
}

// TestQRRoundTrip: `linkscope qr --png` writes a code that decodes back to
// the URL, and the block-character output has the code's shape.
func TestQRRoundTrip(t *testing.T) {
	dir := t.TempDir()
	for i, row := range readTable(t, "qr/roundtrip.tsv") {
		text := row.Get("text")
		if strings.HasPrefix(text, "-") || strings.ContainsAny(text, "\n") {
			continue
		}
		path := filepath.Join(dir, "code.png")
		if _, stderr, code := run(t, "", "qr", "--png", path, "--", text); code != 0 {
			t.Fatalf("%s: exit %d: %s", row.Name(), code, stderr)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		bmp, err := gozxing.NewBinaryBitmapFromImage(img)
		if err != nil {
			t.Fatal(err)
		}
		res, err := zxqr.NewQRCodeReader().Decode(bmp, map[gozxing.DecodeHintType]interface{}{gozxing.DecodeHintType_PURE_BARCODE: true})
		if err != nil || res.GetText() != text {
			t.Errorf("%s: decoded %v, %v; want %q", row.Name(), res, err, text)
		}
		if i == 0 {
			out, _, _ := run(t, "", "qr", text)
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			if len(lines) < 10 || strings.Trim(out, "█▀▄ \n") != "" {
				t.Errorf("block output is not a code: %q", out)
			}
		}
	}
	if _, stderr, code := run(t, "", "qr", strings.Repeat("x", 5000)); code != 2 || !strings.Contains(stderr, "5000") {
		t.Errorf("too long: exit %d, %q", code, stderr)
	}
}
