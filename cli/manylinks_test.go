package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/extract"
)

// TestCommandTables runs the extract, compare and group tables: args,
// stdin, the exact stdout and the exit status, and stderr where a table
// has it.
func TestCommandTables(t *testing.T) {
	for _, table := range []string{"extract/cli.tsv", "compare/cli.tsv", "group/group.tsv"} {
		for _, r := range readTable(t, table) {
			t.Run(r.Name(), func(t *testing.T) {
				stdin, _ := r.Optional("stdin")
				var args []string
				for _, a := range strings.Fields(r.Raw("args")) {
					args = append(args, unescapeArg(a))
				}
				out, stderr, code := run(t, stdin, args...)
				want, _ := r.Lookup("stdout")
				if out != want || strconv.Itoa(code) != r.Get("exit") {
					t.Errorf("%v\n got exit %d, %q\nwant exit %s, %q\nstderr %s", args, code, out, r.Get("exit"), want, stderr)
				}
				if w, ok := r.Optional("stderr"); ok && stderr != w {
					t.Errorf("%v\n got stderr %q\nwant %q", args, stderr, w)
				}
			})
		}
	}
}

func unescapeArg(a string) string {
	return strings.NewReplacer(`\u0020`, " ", `\u202e`, "\u202e").Replace(a)
}

// TestGroupFiles: FILE arguments are read in order, as one input; a
// record cut across writes is put together again.
func TestGroupFiles(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt")
	var long strings.Builder
	for i := 0; i < 5000; i++ {
		long.WriteString("HTTP://Example.COM:80/" + strings.Repeat("x", i%700) + "\n")
	}
	os.WriteFile(a, []byte(long.String()), 0o644)
	os.WriteFile(b, []byte("http://example.com/\n"), 0o644)
	out, stderr, code := run(t, "", "group", "--json", "--workers", "2", a, b)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 700 {
		t.Fatalf("%d groups, want 700", len(lines))
	}
	if !strings.HasPrefix(lines[0], `{"key":"http://example.com/","count":9,`) {
		t.Errorf("largest group first: %s", lines[0])
	}
	_, stderr, code = run(t, "", "group", filepath.Join(dir, "missing.txt"))
	if code != 1 || !strings.Contains(stderr, "missing.txt") {
		t.Errorf("a missing file: exit %d, %q", code, stderr)
	}
}

// TestExtractStreamsText: text longer than a window gives the links and
// positions of one scan of the whole, whatever falls on a window's edge.
func TestExtractStreamsText(t *testing.T) {
	var b strings.Builder
	for i := 0; b.Len() < 3*extract.MaxLinkLength+12345; i++ {
		b.WriteString(strings.Repeat("word ", i%7))
		fmt.Fprintf(&b, "https://e%d.example/p?q=%d, ", i, i)
		if i%5000 == 0 {
			b.WriteString(strings.Repeat("x", 3000)) // a long token, no link
		}
	}
	text := b.String()
	out, stderr, code := run(t, text, "extract", "--json", "--all")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var want strings.Builder
	for _, l := range extract.Text(text, extract.Options{}) {
		want.Write(appendExtracted(nil, l, true))
	}
	if out != want.String() {
		t.Errorf("streamed extraction differs from one scan (%d and %d bytes of output)", len(out), want.Len())
	}
}

// BenchmarkGroup: `group --json` over 100,000 corpus links, in process.
func BenchmarkGroup(b *testing.B) {
	in := benchInput(100000)
	b.SetBytes(int64(len(in)))
	for b.Loop() {
		if _, stderr, code := run(b, in, "group", "--json"); code != 0 {
			b.Fatal(stderr)
		}
	}
}

// TestExtractSaysWhatWasCut: a link over the length bound is cut with a
// message on stderr naming the input and where, never in silence.
func TestExtractSaysWhatWasCut(t *testing.T) {
	text := "see https://a.example/" + strings.Repeat("x", extract.MaxLinkLength+10) + " and https://b.example/\n"
	out, stderr, code := run(t, text, "extract")
	if code != 0 || !strings.Contains(stderr, "linkscope extract: stdin: byte 4:") || !strings.Contains(stderr, "link-cut") {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
	if !strings.Contains(out, "https://b.example/\n") {
		t.Errorf("the link after the cut one is missing: %.100q", out)
	}
}
