package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/text/encoding/unicode"
)

// inEncoding is text stored in a dialect's encoding, with its mark.
func inEncoding(t *testing.T, text, enc string) []byte {
	t.Helper()
	switch enc {
	case "utf-8":
		return []byte(text)
	case "utf-8-bom":
		return append([]byte{0xEF, 0xBB, 0xBF}, text...)
	case "utf-16le":
		b, err := unicode.UTF16(unicode.LittleEndian, unicode.UseBOM).NewEncoder().Bytes([]byte(text))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	t.Fatalf("encoding %q", enc)
	return nil
}

// noConventions is an empty conventions file: the tests read no user's.
func noConventions(t *testing.T) string {
	path := filepath.Join(t.TempDir(), "none.yaml")
	if err := os.WriteFile(path, []byte("fields: {}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestBuildSheetCSV: the CSV a spreadsheet writes, in its dialect, comes
// back in the same dialect with the input's own fields byte for byte and
// linkscope's columns filled (table build/sheets.tsv).
func TestBuildSheetCSV(t *testing.T) {
	hermetic(t)
	conv := noConventions(t)
	for _, r := range readTable(t, "build/sheets.tsv") {
		dir := t.TempDir()
		in, out := filepath.Join(dir, "in.csv"), filepath.Join(dir, "out.csv")
		raw := inEncoding(t, r.Get("input"), r.Get("encoding"))
		if err := os.WriteFile(in, raw, 0o644); err != nil {
			t.Fatal(err)
		}
		args := []string{"build", "--csv", in, "--out", out, "--conventions", conv}
		for _, a := range strings.Fields(r.Raw("args")) {
			args = append(args, strings.ReplaceAll(a, `\x20`, " "))
		}
		stdout, stderr, code := run(t, "", args...)
		if want := r.Get("exit"); strconv.Itoa(code) != want {
			t.Errorf("%s: exit %d, want %s: %s", r.Name(), code, want, stderr)
		}
		if stdout != "" {
			t.Errorf("%s: stdout %q with --out", r.Name(), stdout)
		}
		for _, w := range strings.Split(r.Get("stderr"), " && ") {
			if !strings.Contains(stderr, w) {
				t.Errorf("%s: stderr %q, want %q", r.Name(), stderr, w)
			}
		}
		got, err := os.ReadFile(out)
		if err != nil {
			t.Errorf("%s: %v", r.Name(), err)
			continue
		}
		if want := inEncoding(t, r.Get("output"), r.Get("encoding")); !bytes.Equal(got, want) {
			t.Errorf("%s: wrote\n%q\nwant\n%q", r.Name(), got, want)
		}
	}
}

// TestBuildSheetCSVTerminal: to stdout that is not a file, the input's own
// fields are escaped (a control sequence would act on a terminal), the
// same run into a file keeps them as they were.
func TestBuildSheetCSVTerminal(t *testing.T) {
	hermetic(t)
	in := "url,utm_source,note\nhttps://a.example/,g,\"\x1b]52;c;eA==\x07 =1+2\"\n"
	out, _, code := run(t, in, "build", "--csv", "-", "--conventions", noConventions(t))
	if code != 0 || strings.ContainsRune(out, 0x1b) || !strings.Contains(out, `\x1b]52;c;eA==\x07 =1+2`) {
		t.Errorf("exit %d, stdout %q", code, out)
	}
	var file, errs bytes.Buffer
	code = Main([]string{"build", "--csv", "-", "--conventions", noConventions(t)},
		IO{In: strings.NewReader(in), Out: &file, Err: &errs, OutIsFile: true, Getenv: func(string) string { return "" }})
	if code != 0 || !strings.Contains(file.String(), "\"\x1b]52;c;eA==\x07 =1+2\"") {
		t.Errorf("exit %d, into a file %q", code, file.String())
	}
}

// TestBuildSheetOut: --out is never the input, by its name, a symbolic
// link or a hard link; the refusal writes nothing.
func TestBuildSheetOut(t *testing.T) {
	hermetic(t)
	dir := t.TempDir()
	in := filepath.Join(dir, "in.csv")
	os.WriteFile(in, []byte("url,utm_source\nhttps://a.example/,g\n"), 0o644)
	os.Symlink(in, filepath.Join(dir, "sym.csv"))
	os.Link(in, filepath.Join(dir, "hard.csv"))
	for _, pair := range [][2]string{{in, in}, {in, filepath.Join(dir, "hard.csv")}, {filepath.Join(dir, "sym.csv"), in}} {
		_, stderr, code := run(t, "", "build", "--csv", pair[0], "--out", pair[1])
		if code != 2 || !strings.Contains(stderr, "never writes over its input") {
			t.Errorf("%v: exit %d, %q", pair, code, stderr)
		}
	}
	if b, _ := os.ReadFile(in); string(b) != "url,utm_source\nhttps://a.example/,g\n" {
		t.Errorf("the input changed: %q", b)
	}
}

// TestBuildSheetMap: --map names the columns the header table does not
// know; a name the header lacks is a usage error that lists the header.
func TestBuildSheetMap(t *testing.T) {
	hermetic(t)
	in := "Landing,Src\nhttps://a.example/,google\n"
	out, _, code := run(t, in, "build", "--csv", "-", "--map", "Landing=url,Src=utm_source", "--conventions", noConventions(t))
	if code != 0 || !strings.Contains(out, "https://a.example/?utm_source=google") {
		t.Errorf("exit %d: %q", code, out)
	}
	_, stderr, code := run(t, in, "build", "--csv", "-", "--map", "Page=url")
	if code != 2 || !strings.Contains(stderr, `no column is named "page"`) || !strings.Contains(stderr, `"Landing", "Src"`) {
		t.Errorf("exit %d: %q", code, stderr)
	}
	_, stderr, code = run(t, in, "build", "--csv", "-", "--delimiter", "x")
	if code != 2 || !strings.Contains(stderr, "--delimiter") {
		t.Errorf("exit %d: %q", code, stderr)
	}
	out, _, code = run(t, "url|utm_source\nhttps://a.example/|g\n", "build", "--csv", "-", "--delimiter", "pipe", "--conventions", noConventions(t))
	if code != 0 || !strings.HasPrefix(out, "url|utm_source|tagged_url|") {
		t.Errorf("--delimiter pipe: exit %d: %q", code, out)
	}
}
