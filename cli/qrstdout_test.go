package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestQRPNGToStdout: --png - writes the PNG to stdout (it wrote a file
// named "-"), and refuses a terminal, which would take the image's bytes
// for text and escape sequences.
func TestQRPNGToStdout(t *testing.T) {
	dir := t.TempDir()
	wd, _ := os.Getwd()
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	defer os.Chdir(wd)
	out, stderr, code := run(t, "", "qr", "--png", "-", "https://a.example/")
	if code != 0 || !strings.HasPrefix(out, "\x89PNG\r\n\x1a\n") {
		t.Fatalf("exit %d, stdout %.20q, stderr %s", code, out, stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "-")); err == nil {
		t.Error(`a file named "-" was written`)
	}
	var tout, terr bytes.Buffer
	code = Main([]string{"qr", "--png", "-", "https://a.example/"}, IO{In: strings.NewReader(""), Out: &tout, Err: &terr, OutIsTerminal: true, Getenv: func(string) string { return "" }})
	if code != 2 || tout.Len() != 0 || !strings.Contains(terr.String(), "stdout is a terminal") {
		t.Errorf("to a terminal: exit %d, %d bytes out, %q", code, tout.Len(), terr.String())
	}
}
