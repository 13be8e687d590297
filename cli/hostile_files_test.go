package cli

import (
	"encoding/base64"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// name is the case's subtest name: its arguments, and where it runs when
// that is not the shared directory.
func (c hostileCase) name() string {
	n := strings.Join(c.args, " ")
	if c.cwd != "" {
		n += " in " + c.cwd
	}
	if c.config != "" {
		n += " with " + c.config
	}
	return n
}

func (c hostileCase) checkOutput(t *testing.T, stdout, stderr string) {
	t.Helper()
	check := func(name, text string, has, not []string) {
		for _, s := range has {
			if !strings.Contains(text, s) {
				t.Errorf("%s does not say %q: %.300s", name, s, text)
			}
		}
		for _, s := range not {
			if strings.Contains(text, s) {
				t.Errorf("%s says %q: %.300s", name, s, text)
			}
		}
	}
	check("stderr", stderr, c.stderrHas, c.stderrNot)
	check("stdout", stdout, c.stdoutHas, c.stdoutNot)
}

// extraHostileCases are the runs this file adds to the corpus: the
// planted files, and the values one command wrote raw.
func extraHostileCases(t *testing.T, dir string) []hostileCase {
	// An HTML part in UTF-16LE without a BOM, and one in UTF-32, hid
	// their links: no link, no message.
	var utf16, utf32 []byte
	for _, r := range `<a href="https://shop.example/sale">x</a>` {
		utf16 = append(utf16, byte(r), 0)
		utf32 = append(utf32, 0, 0, 0, byte(r))
	}
	mails := map[string]string{"utf16.eml": "utf-16le", "utf32.eml": "utf-32"}
	for name, cs := range mails {
		body := utf16
		if cs == "utf-32" {
			body = utf32
		}
		mail := "From: a@example.com\nContent-Type: text/html; charset=" + cs + "\nContent-Transfer-Encoding: base64\n\n" +
			base64.StdEncoding.EncodeToString(body) + "\n"
		if err := os.WriteFile(filepath.Join(dir, name), []byte(mail), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	// Valid YAML with "|", "#" and "?" inside quoted values was refused by
	// the pre-parse token bound.
	quoted := "fields:\n  utm_source:\n    hint: \"" + strings.Repeat("a|b#c?d ", 40000) + "\"\n    allowed: ['x # y', '? z', '| w']\n"
	if err := os.WriteFile(filepath.Join(dir, "quoted.yaml"), []byte(quoted), 0o600); err != nil {
		t.Fatal(err)
	}
	return append(plantedFileCases(t, dir),
		hostileCase{args: []string{"conventions", "check", "quoted.yaml"}, stdoutHas: []string{"valid"}},
		// qr --png - wrote a file named "-".
		hostileCase{args: []string{"qr", "--png", "-", "https://a.example/"}, pngOut: true},
		hostileCase{args: []string{"extract", "utf16.eml"}, stdoutHas: []string{"https://shop.example/sale"}},
		hostileCase{args: []string{"extract", "--json", "utf32.eml"}, stdoutHas: []string{"https://shop.example/sale"}},
		// pcm link wrote --text's ESC ]52, CSI, U+009B and U+202E raw.
		hostileCase{args: []string{"pcm", "link", "--source-site", "https://a.example", "--source-id", "1",
			"--destination", "https://b.example", "--text", hostileText}},
		// Past eight wrapper layers the destination was called "not a known
		// redirector", and nothing said the unwrapping stopped.
		hostileCase{args: []string{"inspect", nineLayers()}, stdoutHas: []string{"stopped after 8 layers"}, stdoutNot: []string{"not a known redirector"}},
		hostileCase{args: []string{"inspect", "--json", nineLayers()}, stdoutHas: []string{`"truncated":true`}},
		hostileCase{args: []string{"unwrap", "--json", nineLayers()}, stdoutHas: []string{`"truncated":true`}},
		hostileCase{args: []string{"unwrap", nineLayers()}, stderrHas: []string{"stopped after 8 layers"}},
	)
}
