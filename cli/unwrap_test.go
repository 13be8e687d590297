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
		for _, k := range []string{"input", "target", "layers", "opaque", "embedded"} {
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

// TestInspectUnwrapped: inspect reads the destination by default, the
// wrapper with --no-unwrap; --fields unwrapped computes only that section.
func TestInspectUnwrapped(t *testing.T) {
	const link = "https://www.google.com/url?q=https://shop.example/p%3Futm_source%3Dnews"
	type rec struct {
		URI       struct{ Host string }
		Unwrapped struct {
			Target string
			Layers []struct{ Wrapper, URL string }
			Opaque *string
		}
		Tracking []struct{ Key string }
	}
	for _, c := range []struct {
		flag     string
		tracking int
	}{{"", 1}, {"--no-unwrap", 0}} {
		args := []string{"inspect", "--json", link}
		if c.flag != "" {
			args = append(args, c.flag)
		}
		out, _, code := run(t, "", args...)
		var r rec
		if err := json.Unmarshal([]byte(out), &r); err != nil || code != 0 {
			t.Fatalf("%v: exit %d, %v: %s", args, code, err, out)
		}
		if r.URI.Host != "www.google.com" || r.Unwrapped.Target != "https://shop.example/p?utm_source=news" || len(r.Unwrapped.Layers) != 1 || len(r.Tracking) != c.tracking {
			t.Errorf("%v: %s", args, out)
		}
	}
	out, _, _ := run(t, "", "inspect", "--json", "--fields", "unwrapped", "https://t.co/abc")
	if want := `{"input":"https://t.co/abc","unwrapped":{"target":"https://t.co/abc","layers":[],"opaque":"twitter","embedded":[],"truncated":false},"cut":[]}` + "\n"; out != want {
		t.Errorf("--fields unwrapped: %s", out)
	}
}
