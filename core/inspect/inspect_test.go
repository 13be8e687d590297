package inspect

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/core/hostmemo"
	"github.com/linkscope/linkscope/internal/corpus"
	"github.com/linkscope/linkscope/internal/tsv"
)

var update = flag.Bool("update", false, "rewrite testdata/inspect/golden.jsonl")

const golden = "../../testdata/inspect/golden.jsonl"

// TestGolden compares the whole JSON report of each representative link
// with its golden line: any change in any section shows up here.
func TestGolden(t *testing.T) {
	rows := tsv.Load(t, "../../testdata/inspect/links.tsv")
	var got bytes.Buffer
	in := New(Options{Setup: analysis.Builtin()})
	for _, row := range rows {
		r := in.Inspect(row.Get("input"))
		line := r.AppendJSON(nil)
		if !json.Valid(line) {
			t.Fatalf("%s: invalid JSON %s", row.Name(), line)
		}
		got.Write(line)
		got.WriteByte('\n')
	}
	if *update {
		if err := os.WriteFile(golden, got.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	gl, wl := strings.Split(got.String(), "\n"), strings.Split(string(want), "\n")
	if len(gl) != len(wl) {
		t.Fatalf("%d lines, golden has %d", len(gl), len(wl))
	}
	for i := range gl {
		if gl[i] != wl[i] {
			t.Errorf("%s:\n got %s\nwant %s", rows[i].Name(), gl[i], wl[i])
		}
	}
}

// TestSections: only the sections asked for are computed and written, and
// PCM appears only for well-known PCM URLs.
func TestSections(t *testing.T) {
	const u = "https://search.example/.well-known/private-click-measurement/trigger-attribution/12"
	for _, c := range []struct {
		fields string
		keys   []string
	}{
		{"openstat", []string{"input", "openstat", "cut"}},
		{"uri,pcm", []string{"input", "uri", "pcm", "cut"}},
		{"clean", []string{"input", "tracking", "clean", "cut"}},
		{"", []string{"input", "uri", "unwrapped", "openstat", "tracking", "clean", "normalized", "safebrowsing", "pcm", "conventions", "params", "risks", "target_risks", "placeholders", "browser", "attribution", "decoded", "cut"}},
		{"decoded", []string{"input", "decoded", "cut"}},
		{"placeholders", []string{"input", "placeholders", "cut"}},
		{"attribution", []string{"input", "attribution", "cut"}},
		{"browser", []string{"input", "browser", "cut"}},
		{"conventions", []string{"input", "conventions", "cut"}},
		{"unwrapped", []string{"input", "unwrapped", "cut"}},
		{"params,risks", []string{"input", "params", "risks", "target_risks", "cut"}},
	} {
		set, err := ParseSections(c.fields)
		if err != nil {
			t.Fatal(err)
		}
		r := Inspect(u, Options{Setup: analysis.Builtin(), Sections: set})
		var obj map[string]json.RawMessage
		if err := json.Unmarshal(r.AppendJSON(nil), &obj); err != nil {
			t.Fatal(err)
		}
		if len(obj) != len(c.keys) {
			t.Errorf("--fields %q: keys %v, want %v", c.fields, keys(obj), c.keys)
		}
		for _, k := range c.keys {
			if _, ok := obj[k]; !ok {
				t.Errorf("--fields %q: no %q in %v", c.fields, k, keys(obj))
			}
		}
	}
	if r := Inspect("https://example.org/", Options{Setup: analysis.Builtin()}); r.PCM != nil {
		t.Errorf("an ordinary link got a PCM section")
	}
}

// TestInspectorReuse: one Inspector gives the same reports as fresh ones,
// so batch workers may reuse theirs.
func TestInspectorReuse(t *testing.T) {
	in := New(Options{Setup: analysis.Builtin()})
	for _, u := range []string{"http://a.b.com/1/2.html?param=1", "https://x.example/?_openstat=a;b;c;d", "mailto:x"} {
		a := in.Inspect(u)
		b := Inspect(u, Options{Setup: analysis.Builtin()})
		if string(a.AppendJSON(nil)) != string(b.AppendJSON(nil)) {
			t.Errorf("%s: reused inspector differs", u)
		}
	}
}

func keys(m map[string]json.RawMessage) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// TestInspectorMemoryBounded: the host memory keeps no overlong host and
// starts again when full, and a line of many pairs does not leave its
// buffers behind.
func TestInspectorMemoryBounded(t *testing.T) {
	in := New(Options{Setup: analysis.Builtin()})
	in.Inspect("https://" + strings.Repeat("a", hostmemo.MaxHostLen+1) + ".example/")
	if in.hosts.Len() != 0 {
		t.Fatal("an overlong host was remembered")
	}
	for i := range hostmemo.MaxHosts + 10 {
		in.Inspect("https://h" + strconv.Itoa(i) + ".example/")
	}
	if in.hosts.Len() > hostmemo.MaxHosts {
		t.Fatalf("%d hosts remembered, at most %d", in.hosts.Len(), hostmemo.MaxHosts)
	}
	in.Inspect("https://a.example/?" + strings.Repeat("utm_source=x&", maxKeptPairs+1))
	in.Inspect("https://a.example/?q=1")
	if cap(in.pairs) > maxKeptPairs || cap(in.matches) > maxKeptPairs {
		t.Fatalf("buffers of %d pairs and %d matches kept", cap(in.pairs), cap(in.matches))
	}
}

// TestTransientAgrees: an Inspector whose caller is done with each report
// before the next (Options.Transient) writes the same JSON, link after
// link, as one that keeps every report's memory: over the golden links
// (every normalization rule among them) and the benchmark corpus, each
// written while the next link's memory is still to be reused.
func TestTransientAgrees(t *testing.T) {
	var links []string
	for _, r := range tsv.Load(t, "../../testdata/inspect/links.tsv") {
		links = append(links, r.Get("input"))
	}
	links = append(links, corpus.Links(3000)...)
	kept := New(Options{Setup: analysis.Builtin()})
	transient := New(Options{Setup: analysis.Builtin(), Transient: true})
	for _, u := range links {
		want := string(kept.Inspect(u).AppendJSON(nil))
		if got := string(transient.Inspect(u).AppendJSON(nil)); got != want {
			t.Fatalf("%q: transient inspector wrote\n%s\nwant\n%s", u, got, want)
		}
	}
}
