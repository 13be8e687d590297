package cli

import (
	"os"
	"strings"
	"testing"
)

// TestDocQuotes: a command's output a page of the docs quotes is what the
// command prints: the page holds the quoted line, and so does the run's
// stdout or stderr.
func TestDocQuotes(t *testing.T) {
	for _, r := range readTable(t, "cli/doc_quotes.tsv") {
		t.Run(r.Name(), func(t *testing.T) {
			page, err := os.ReadFile("../" + r.Get("doc"))
			if err != nil {
				t.Fatal(err)
			}
			quote := r.Get("quote")
			if !strings.Contains(string(page), quote) {
				t.Errorf("%s does not quote %q", r.Get("doc"), quote)
			}
			out, stderr, _ := run(t, r.Get("stdin"), strings.Split(r.Get("args"), "|")...)
			said := out
			if r.Get("stream") == "stderr" {
				said = stderr
			}
			if !strings.Contains(said, quote) {
				t.Errorf("%s: %s says\n%s\nnot the quoted %q", r.Get("args"), r.Get("stream"), said, quote)
			}
		})
	}
}
