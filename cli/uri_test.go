package cli

import (
	"strings"
	"testing"
)

// TestResolveRFCExamples: RFC 3986 section 5.4's 42 examples through
// `linkscope resolve`.
func TestResolveRFCExamples(t *testing.T) {
	rows := readTable(t, "uri/rfc3986_resolve.tsv")
	args := []string{"resolve", "--", "http://a/b/c/d;p?q"}
	for _, r := range rows {
		if r.Get("base") != "http://a/b/c/d;p?q" {
			t.Fatalf("%s: unexpected base %q", r.Name(), r.Get("base"))
		}
		args = append(args, r.Get("reference"))
	}
	out, stderr, code := run(t, "", args...)
	got := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if code != 0 || len(got) != len(rows) {
		t.Fatalf("exit %d, %d lines for %d references: %s", code, len(got), len(rows), stderr)
	}
	for i, r := range rows {
		want := r.Get("expected")
		if ours, ok := r.Optional("ours"); ok && ours != "" {
			want = ours
		}
		if got[i] != want {
			t.Errorf("%s: %q resolves to %q, want %q", r.Name(), r.Get("reference"), got[i], want)
		}
	}
}

// TestNormalizeTables: the RFC section 6 examples and every example of
// the URI normalization article through `linkscope normalize --rules`.
func TestNormalizeTables(t *testing.T) {
	for _, table := range []string{"uri/normalize.tsv", "uri/normalization_article.tsv"} {
		for _, r := range readTable(t, table) {
			if r.Get("tracking") != "" || strings.Contains(r.Get("rules"), "remove-tracking-params") {
				continue // these rows test the library's tracking hook; the CLI always has the table
			}
			want := r.Get("expected")
			if ours, ok := r.Optional("ours"); ok && ours != "" {
				want = ours
			}
			out, stderr, code := run(t, "", "normalize", "--rules", r.Get("rules"), "--", r.Get("input"))
			if code != 0 || out != want+"\n" {
				t.Errorf("%s: normalize --rules %s %q = %q (exit %d %s), want %q", r.Name(), r.Get("rules"), r.Get("input"), out, code, stderr, want)
			}
		}
	}
}
