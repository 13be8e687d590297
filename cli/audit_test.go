package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestAuditGolden pins audit --json on small inputs: with no file (loose
// variants), with the example file, and a CSV column whose records span
// lines.
func TestAuditGolden(t *testing.T) {
	hermetic(t)
	for _, c := range []struct {
		golden string
		args   []string
	}{
		{"loose.json", []string{"../testdata/audit/links.txt"}},
		{"conventions.json", []string{"--conventions", exampleConventions, "../testdata/audit/links.txt"}},
		{"csv.json", []string{"--column", "landing", "../testdata/audit/links.csv"}},
	} {
		out, stderr, code := run(t, "", append([]string{"audit", "--json"}, c.args...)...)
		want, err := os.ReadFile("../testdata/audit/" + c.golden)
		if err != nil {
			t.Fatal(err)
		}
		if code != 0 || out != string(want) {
			t.Errorf("%s: exit %d (%s)\n got %s\nwant %s", c.golden, code, stderr, out, want)
		}
	}
}

func TestAuditStdinAndErrors(t *testing.T) {
	hermetic(t)
	out, _, code := run(t, "https://a.example/?utm_source=A\nhttps://a.example/?utm_source=a\n", "audit", "--json")
	if code != 0 || !strings.HasPrefix(out, `{"links":2,"findings":{},"fields":{"utm_source":{"values":[{"value":"A","count":1},{"value":"a","count":1}],"variants":[[`) {
		t.Errorf("stdin: %s", out)
	}
	_, stderr, code := run(t, "", "audit", "--column", "nope", "../testdata/audit/links.csv")
	if code != 2 || !strings.Contains(stderr, "id,landing,note") {
		t.Errorf("unknown column: exit %d, %q", code, stderr)
	}
	out, _, _ = run(t, "", "audit")
	if !strings.Contains(out, "0 link(s)") || !strings.Contains(out, "none") {
		t.Errorf("empty input: %q", out)
	}
}

// TestAuditHTML: one self-contained page, every input value inert.
func TestAuditHTML(t *testing.T) {
	hermetic(t)
	page := filepath.Join(t.TempDir(), "audit.html")
	_, stderr, code := run(t, "", "audit", "--html", page, "--conventions", exampleConventions, "../testdata/audit/links.txt")
	data, err := os.ReadFile(page)
	if code != 0 || err != nil {
		t.Fatalf("exit %d, %s, %v", code, stderr, err)
	}
	html := string(data)
	for _, bad := range []string{"<script", "<img", "<link", "@import", "url(", "src=", "\u202e"} {
		if strings.Contains(html, bad) {
			t.Errorf("page holds %q", bad)
		}
	}
	for _, want := range []string{"&lt;script&gt;alert(1)&lt;/script&gt;", "U+202E", "Content-Security-Policy", "<style>", "class=\"bar"} {
		if !strings.Contains(html, want) {
			t.Errorf("page lacks %q", want)
		}
	}
}

func TestAuditTextBars(t *testing.T) {
	var out strings.Builder
	code := Main([]string{"audit", "--conventions", exampleConventions, "../testdata/audit/links.txt"},
		IO{In: strings.NewReader(""), Out: &out, Err: &strings.Builder{}, OutIsTerminal: true, Getenv: func(string) string { return "" }})
	if code != 0 || !strings.Contains(out.String(), "█") || !strings.Contains(out.String(), `"facebook "`) {
		t.Errorf("exit %d:\n%s", code, out.String())
	}
	if strings.Contains(out.String(), "\u202e") || strings.Contains(out.String(), "\x1b") {
		t.Error("a raw control or bidi character reached the terminal")
	}
}

// TestAuditTextNamesFields: the text report puts the most broken rule
// first and names the fields each rule's findings are in, most first.
func TestAuditTextNamesFields(t *testing.T) {
	hermetic(t)
	out, _, code := run(t, "", "audit", "--conventions", exampleConventions, "../testdata/audit/links.txt")
	want := "findings\n  required                       8  lines 5, 6, 7, 10\n    utm_campaign 4 · utm_medium 2 · utm_source 2\n  not-allowed"
	if code != 0 || !strings.Contains(out, want) {
		t.Errorf("exit %d; want %q in:\n%s", code, want, out)
	}
}

// TestAuditBrands: with brands in the conventions file, audit counts the
// links whose host imitates one (paypa1.com, pаypal.com with a Cyrillic
// а), never the brand's own subdomains.
func TestAuditBrands(t *testing.T) {
	hermetic(t)
	out, stderr, code := run(t, "", "audit", "--json", "--conventions", "../testdata/audit/brands.yaml", "../testdata/audit/brands.txt")
	want := `"lookalike":{"count":2,"lines":[1,3],"fields":{"host":2}}`
	if code != 0 || !strings.Contains(out, want) {
		t.Errorf("exit %d (%s); want %s in %s", code, stderr, want, out)
	}
}
