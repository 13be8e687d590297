package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

type unwrapJSON struct {
	Input  string `json:"input"`
	Target string `json:"target"`
	Layers []struct {
		Wrapper string `json:"wrapper"`
		URL     string `json:"url"`
	} `json:"layers"`
	Opaque *string `json:"opaque"`
	Error  string  `json:"error"`
}

// TestUnwrapTable: the wrapped-link table through `unwrap --json` on
// stdin, every key present, one record per line in order; and the plain
// form prints the targets.
func TestUnwrapTable(t *testing.T) {
	rows := readTable(t, "unwrap/wrapped.tsv")
	var in []string
	for _, r := range rows {
		in = append(in, r.Get("input"))
	}
	out, stderr, code := run(t, strings.Join(in, "\n")+"\n", "unwrap", "--json")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if code != 0 || len(lines) != len(rows) {
		t.Fatalf("exit %d, %d lines for %d: %s", code, len(lines), len(rows), stderr)
	}
	for i, l := range lines {
		var keys map[string]json.RawMessage
		var rec unwrapJSON
		if err := json.Unmarshal([]byte(l), &keys); err != nil || json.Unmarshal([]byte(l), &rec) != nil {
			t.Fatalf("line %d: %v: %s", i+1, err, l)
		}
		for _, k := range []string{"input", "target", "layers", "opaque"} {
			if _, ok := keys[k]; !ok {
				t.Errorf("line %d: no %q in %s", i+1, k, l)
			}
		}
		opaque := ""
		if rec.Opaque != nil {
			opaque = *rec.Opaque
		}
		var names []string
		for _, ly := range rec.Layers {
			names = append(names, ly.Wrapper)
		}
		if rec.Input != in[i] || rec.Target != rows[i].Get("target") || strings.Join(names, ",") != rows[i].Get("layers") || opaque != rows[i].Get("opaque") {
			t.Errorf("%s: %s", rows[i].Name(), l)
		}
	}
	plain, _, _ := run(t, strings.Join(in, "\n")+"\n", "unwrap")
	for i, l := range strings.Split(strings.TrimSuffix(plain, "\n"), "\n") {
		if want := rows[i].Get("target"); l != want && isPrintableASCII(want) {
			t.Errorf("%s: plain %q, want %q", rows[i].Name(), l, want)
		}
	}
}

// TestUnwrapLines: bad lines keep their place; surrounding spaces are
// trimmed; a decoded bidi override is escaped in plain output.
func TestUnwrapLines(t *testing.T) {
	in := "  https://www.google.com/url?q=https%3A%2F%2Fa.example%2F  \n\nhttps://www.google.com/url?q=https%3A%2F%2Fa.example%2F%E2%80%AEx\r\nplain text\n"
	out, stderr, code := run(t, in, "unwrap")
	want := "https://a.example/\n\nhttps://a.example/U+202Ex\nplain text\n"
	if code != 0 || out != want {
		t.Errorf("exit %d, out %q, want %q", code, out, want)
	}
	if stderr != "linkscope unwrap: line 2: empty line\n" {
		t.Errorf("stderr %q", stderr)
	}
}
