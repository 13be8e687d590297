package unwrap

import (
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

func addTableSeeds(f *testing.F) {
	for _, c := range []struct{ name, col string }{
		{"wrapped.tsv", "input"}, {"notwrapped.tsv", "input"}, {"embedded.tsv", "input"}, {"clearurls.tsv", "example"},
	} {
		rows, err := tsv.Read(tables + c.name)
		if err != nil {
			f.Fatal(err)
		}
		for _, r := range rows {
			f.Add(r.Get(c.col))
		}
	}
}

// FuzzUnwrap: no panic; depth bounded; no layer grows the link; an
// unwrapped target unwraps to itself; a link that is not wrapped is its
// own target; the embedded list is bounded and each entry is a target.
func FuzzUnwrap(f *testing.F) {
	addTableSeeds(f)
	f.Add("https://urldefense.com/v3/__**__;!")
	f.Add("https://www.google.com/amp/s/")
	f.Add("https://example.com/?a=eyJ9&b=aHR0cA&c=%7B%22u%22%3A%22https%3A%2F%2Fx%22%7D")
	f.Fuzz(func(t *testing.T, link string) {
		r := Unwrap(link)
		if len(r.Layers) > MaxDepth {
			t.Fatalf("%d layers", len(r.Layers))
		}
		if len(r.Target) > len(link) {
			t.Fatalf("target %q longer than the link %q", r.Target, link)
		}
		if len(r.Layers) == 0 && r.Target != link {
			t.Fatalf("not wrapped, but target %q != %q", r.Target, link)
		}
		if len(r.Layers) > 0 && r.Layers[0].URL != link {
			t.Fatalf("first layer %q is not the link", r.Layers[0].URL)
		}
		if !r.Truncated && r.Opaque == "" && r.Problem == nil {
			if again := Unwrap(r.Target); again.Target != r.Target || len(again.Layers) != 0 {
				t.Fatalf("target %q unwraps again to %+v", r.Target, again)
			}
		}
		if len(r.Embedded) > maxEmbedded {
			t.Fatalf("%d embedded URLs", len(r.Embedded))
		}
		for _, e := range r.Embedded {
			if targetProblem(e.URL) != "" || e.Where == "" {
				t.Fatalf("embedded %+v is no target", e)
			}
		}
	})
}

// FuzzDecodeValue: the generic decoder never panics, returns a target or
// a reason (never both), and what it returns is no longer than its input:
// percent-decoding, base64 and JSON strings all shrink, so the rounds and
// nesting are bounded by the value's size.
func FuzzDecodeValue(f *testing.F) {
	for _, s := range []string{
		"https%253A%252F%252Fexample.com", "aHR0cHM6Ly9leGFtcGxlLmNvbS8", "eyJ1cmwiOiJodHRwczovL2V4YW1wbGUuY29tLyJ9",
		`{"p":"{\"url\":\"https:\\/\\/example.com\"}"}`, "eyJhbGciOiJIUzI1NiJ9.eyJ1cmwiOiJodHRwczovL2EuZXhhbXBsZSJ9.c2ln",
		`["\ud83d\ude00","https://x.example"]`, "%7B%22u%22%3A%22https%3A%2F%2Fx%22%7D", strings.Repeat("%25", 40) + "3A",
		`{"a":"{\"b\":\"{\\\"c\\\":\\\"https://deep.example\\\"}\"}"}`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		target, how, why := decodeValue(raw)
		switch {
		case target != "" && (why != "" || how == ""):
			t.Fatalf("decodeValue(%q) = %q, %q, %q", raw, target, how, why)
		case target == "" && why == "":
			t.Fatalf("decodeValue(%q) gives neither a target nor a reason", raw)
		case len(target) > len(raw):
			t.Fatalf("decodeValue(%q) = %q, longer than its input", raw, target)
		case target != "" && targetProblem(target) != "":
			t.Fatalf("decodeValue(%q) = %q: %s", raw, target, targetProblem(target))
		}
	})
}
