package cli

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/corpus"
)

// TestBatchOrderWithWorkers: with many workers and uneven work, output line
// N still answers input line N.
func TestBatchOrderWithWorkers(t *testing.T) {
	var in strings.Builder
	const n = 20000
	for i := range n {
		if i%7 == 0 {
			fmt.Fprintf(&in, "http://h%d.example/%s?_openstat=a;b;c;%d\n", i, strings.Repeat("p/", i%50), i)
		} else {
			fmt.Fprintf(&in, "http://h%d.example/\n", i)
		}
	}
	for _, workers := range []string{"1", "2", "7"} {
		out, stderr, code := run(t, in.String(), "inspect", "--json", "--workers", workers)
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if code != 0 || len(lines) != n {
			t.Fatalf("workers %s: exit %d, %d lines: %s", workers, code, len(lines), stderr)
		}
		for i, l := range lines {
			if !strings.Contains(l, fmt.Sprintf(`"input":"http://h%d.example/`, i)) {
				t.Fatalf("workers %s: line %d answers %.80s", workers, i+1, l)
			}
		}
	}
}

// TestBatchReusedChunksMatchOneByOne: stdin lines are read into chunk
// buffers that are reused once written, and processed as views of them.
// Every streaming command, on any number of workers, must answer each line
// exactly as it answers the same link given alone as an argument, which
// involves no chunk at all.
func TestBatchReusedChunksMatchOneByOne(t *testing.T) {
	links := corpus.Links(3000) // a dozen chunks, so buffers come back for reuse
	in := strings.Join(links, "\n") + "\n"
	for _, cmd := range [][]string{{"inspect", "--json"}, {"sb", "--json"}, {"normalize", "--json"}, {"normalize"}} {
		want, _, wantCode := run(t, "", append(cmd, links...)...)
		for _, workers := range []string{"1", "2", "5"} {
			got, _, code := run(t, in, append(cmd, "--workers", workers)...)
			if code != wantCode {
				t.Errorf("%v --workers %s: exit %d, one by one %d", cmd, workers, code, wantCode)
			}
			if got != want {
				t.Errorf("%v --workers %s: stdin output differs from one link at a time%s", cmd, workers, firstDiff(got, want))
			}
		}
	}
}

// firstDiff describes the first line where got and want differ.
func firstDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := range min(len(g), len(w)) {
		if g[i] != w[i] {
			return fmt.Sprintf(" at line %d:\n got %.200s\nwant %.200s", i+1, g[i], w[i])
		}
	}
	return fmt.Sprintf(": %d lines, want %d", len(g), len(w))
}

type failingWriter struct{ n int }

func (w *failingWriter) Write(p []byte) (int, error) {
	w.n += len(p)
	if w.n > 1<<20 {
		return 0, errors.New("broken pipe")
	}
	return len(p), nil
}

// TestWriteErrorExitStatus: a closed output stops the run with an exit
// status of its own (3), never 1, which compare uses for "not
// equivalent", and a stream stops instead of reading the rest of its input.
func TestWriteErrorExitStatus(t *testing.T) {
	in := strings.Repeat("http://example.org/?_openstat=a;b;c;d\n", 200000)
	for _, args := range [][]string{
		{"inspect", "--json"},
		{"compare", "http://a.example/", "http://b.example/"},
		{"compare", "http://a.example/", "http://a.example/"},
		{"build", "--url", "http://a.example/", "--service", "s"},
		{"extract"},
		{"group"},
		{"conventions", "check", "../testdata/conventions/example.yaml"},
		{"completion", "bash"},
	} {
		var errOut bytes.Buffer
		out := &failingWriter{}
		if args[0] != "inspect" {
			out.n = 1 << 20 // fail at the first write
		}
		code := Main(args, IO{In: strings.NewReader(in), Out: out, Err: &errOut})
		if code != 3 || !strings.Contains(errOut.String(), "write output: broken pipe") {
			t.Errorf("%v: exit %d, stderr %q", args, code, errOut.String())
		}
	}
}

// TestProgressPlainWhenNotTerminal: --progress on a non-terminal writes
// plain status lines, never escapes, and never touches stdout.
func TestProgressPlainWhenNotTerminal(t *testing.T) {
	in := strings.Repeat("http://example.org/\n", 1000)
	out, stderr, code := run(t, in, "inspect", "--json", "--progress")
	if code != 0 || !strings.Contains(stderr, "1000 lines") || strings.Contains(stderr, "\x1b") {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	if strings.Count(out, "\n") != 1000 {
		t.Fatalf("stdout has %d lines", strings.Count(out, "\n"))
	}
}

func TestInspectFields(t *testing.T) {
	out, _, _ := run(t, "", "inspect", "--json", "--fields", "openstat", "http://a/?_openstat=a;b;c;d")
	if !strings.Contains(out, `"openstat"`) {
		t.Errorf("openstat missing: %s", out)
	}
	_, stderr, code := run(t, "", "inspect", "--fields", "bogus", "http://a/")
	if code != 2 || !strings.Contains(stderr, `unknown section "bogus"`) {
		t.Errorf("exit %d, %q", code, stderr)
	}
}
