package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

type sbJSON struct {
	Input       string `json:"input"`
	Canonical   string `json:"canonical"`
	Error       string `json:"error"`
	Expressions []struct {
		Expression string `json:"expression"`
		SHA256     string `json:"sha256"`
		Prefix     string `json:"prefix"`
	} `json:"expressions"`
}

// sbLines runs `sb --json` over lines given as arguments (they may hold
// tabs, CR and LF, which stdin lines cannot).
func sbLines(t *testing.T, rule string, inputs []string) []sbJSON {
	t.Helper()
	args := append([]string{"sb", "--json", "--host-rule", rule, "--"}, inputs...)
	out, stderr, code := run(t, "", args...)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if code != 0 || len(lines) != len(inputs) {
		t.Fatalf("exit %d, %d lines for %d inputs: %s", code, len(lines), len(inputs), stderr)
	}
	recs := make([]sbJSON, len(lines))
	for i, l := range lines {
		if err := json.Unmarshal([]byte(l), &recs[i]); err != nil {
			t.Fatalf("line %d: %v: %s", i+1, err, l)
		}
	}
	return recs
}

// TestSBCanonicalizeTable: every canonicalization example, through the CLI.
func TestSBCanonicalizeTable(t *testing.T) {
	rows := readTable(t, "safebrowsing/canonicalize.tsv")
	var in []string
	for _, r := range rows {
		in = append(in, r.Get("input"))
	}
	for i, rec := range sbLines(t, "v5", in) {
		if rec.Canonical != rows[i].Get("canonical") {
			t.Errorf("%s: %q canonical %q (error %q), want %q", rows[i].Name(), in[i], rec.Canonical, rec.Error, rows[i].Get("canonical"))
		}
	}
}

// TestSBExpressionsTable: the document's worked examples, exact lists in
// order, with SHA-256 values consistent with the hash table.
func TestSBExpressionsTable(t *testing.T) {
	known := map[string]string{}
	for _, r := range readTable(t, "safebrowsing/sha256.tsv") {
		known[r.Get("expression")] = r.Get("sha256")
	}
	for _, row := range readTable(t, "safebrowsing/expressions.tsv") {
		rec := sbLines(t, row.Get("host_rule"), []string{row.Get("url")})[0]
		var got []string
		for _, e := range rec.Expressions {
			got = append(got, e.Expression)
			if want, ok := known[e.Expression]; ok && e.SHA256 != want {
				t.Errorf("%s: sha256(%q) = %s, want %s", row.Name(), e.Expression, e.SHA256, want)
			}
			if len(e.SHA256) != 64 || e.Prefix != e.SHA256[:8] {
				t.Errorf("%s: hash %q prefix %q", row.Name(), e.SHA256, e.Prefix)
			}
		}
		if strings.Join(got, " ") != row.Get("expressions") {
			t.Errorf("%s:\n got %s\nwant %s", row.Name(), strings.Join(got, " "), row.Get("expressions"))
		}
	}
}

// TestSBHostileTime: a 1 MB URL and 100,000 nested %25 escapes are each
// handled through the CLI in well under the 100 ms budget for the
// library (the process overhead is in-process here).
func TestSBHostileTime(t *testing.T) {
	for _, u := range []string{
		"http://example.org/" + strings.Repeat("a%2F", 1<<18),
		"http://host/%25" + strings.Repeat("25", 100000),
	} {
		rec := sbLines(t, "v5", []string{u})[0]
		if rec.Canonical == "" && rec.Error == "" {
			t.Errorf("no result for a %d-byte URL", len(u))
		}
	}
}
