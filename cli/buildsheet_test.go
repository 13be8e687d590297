package cli

import (
	"encoding/csv"
	"fmt"
	"strings"
	"testing"
)

// TestBuildCSVBulk: 10,000 rows, some bad, give 10,000 rows with their
// error, and the good ones inspect back to their marker.
func TestBuildCSVBulk(t *testing.T) {
	var in strings.Builder
	in.WriteString("id,URL,service,campaign,ad,source,encoding\n")
	bad := map[int]string{}
	for i := range 10000 {
		campaign := fmt.Sprintf("camp%d", i)
		enc := []string{"percent", "base64", "auto", ""}[i%4]
		switch {
		case i%97 == 0:
			campaign, bad[i] = "spring;sale", "campaign: U+003B SEMICOLON"
		case i%101 == 0:
			campaign, bad[i] = "a\x1bb", "campaign: U+001B ESCAPE (Cc)"
		case i%211 == 0:
			enc, bad[i] = "rot13", "unknown encoding"
		}
		fmt.Fprintf(&in, "%d,https://shop.example/p?id=%d,openstat.ru,\"%s\",ad %d,top,%s\n", i, i, campaign, i, enc)
	}
	out, stderr, code := run(t, in.String(), "build", "--csv", "-")
	if code != 2 || !strings.Contains(stderr, fmt.Sprintf("10000 rows read: %d built", 10000-len(bad))) {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	recs, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 10001 {
		t.Fatalf("%d output rows (with header) for 10,000 input rows", len(recs))
	}
	if h := recs[0]; strings.Join(h[len(h)-6:], ",") != "tagged_url,error,lints,conventions,duplicate_of,ga4_channel" {
		t.Fatalf("header %q", h)
	}
	for i, rec := range recs[1:] {
		tagged, msg := rec[7], rec[8]
		if want, isBad := bad[i]; isBad {
			if tagged != "" || !strings.Contains(msg, want) {
				t.Errorf("row %d: tagged %q, error %q; want no URL and %q", i, tagged, msg, want)
			}
			continue
		}
		if msg != "" || !strings.HasPrefix(tagged, fmt.Sprintf("https://shop.example/p?id=%d&_openstat=", i)) {
			t.Errorf("row %d: tagged %q, error %q", i, tagged, msg)
		}
	}
}

func TestBuildCSVNeedsColumns(t *testing.T) {
	_, stderr, code := run(t, "page,campaign\nhttp://x/,c\n", "build", "--csv", "-")
	if code != 2 || !strings.Contains(stderr, "no column reads as the link") {
		t.Errorf("exit %d, %q", code, stderr)
	}
}

// TestBuildCSVStrayQuote: one unbalanced quote costs its row, not the
// file: the row keeps its place, its fields and the reason, stderr names
// its line,
// the rows after it are tagged, and the refused row makes the exit
// status 2.
func TestBuildCSVStrayQuote(t *testing.T) {
	hermetic(t)
	var in strings.Builder
	in.WriteString("url,service,note\n")
	in.WriteString("https://a.example/,x,\"unclosed\n")
	for i := range 300 {
		fmt.Fprintf(&in, "https://b%d.example/,x,fine\n", i)
	}
	out, stderr, code := run(t, in.String(), "build", "--csv", "-")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if code != 2 || len(lines) != 302 {
		t.Fatalf("exit %d, %d lines out for 302 in: %s", code, len(lines), stderr)
	}
	if !strings.Contains(lines[1], "malformed CSV row: line 2") || !strings.Contains(stderr, "line 2, column") {
		t.Errorf("row 2: %q; stderr %q", lines[1], stderr)
	}
	// The refused row keeps its own fields, as written (not emptied).
	if want := `https://a.example/,x,"""unclosed",`; !strings.HasPrefix(lines[1], want) {
		t.Errorf("row 2: %q, want it to start %q", lines[1], want)
	}
	if !strings.HasPrefix(lines[301], "https://b299.example/,x,fine,https://b299.example/?_openstat=x;;;") {
		t.Errorf("last row: %q", lines[301])
	}
}

// TestAuditColumnStrayQuote: audit --column reads on after a malformed
// row, says which line it skipped, and counts every later link.
func TestAuditColumnStrayQuote(t *testing.T) {
	hermetic(t)
	in := "landing\n\"https://a.example/?utm_source=x\n" + strings.Repeat("https://b.example/?utm_source=y\n", 100)
	out, stderr, code := run(t, in, "audit", "--json", "--column", "landing")
	if code != 0 || !strings.HasPrefix(out, `{"links":100,`) || !strings.Contains(stderr, "line 2, column") {
		t.Errorf("exit %d, %.60s, stderr %q", code, out, stderr)
	}
}
