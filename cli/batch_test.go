package cli

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"
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

type failingWriter struct{ n int }

func (w *failingWriter) Write(p []byte) (int, error) {
	w.n += len(p)
	if w.n > 1<<20 {
		return 0, errors.New("broken pipe")
	}
	return len(p), nil
}

// TestBatchStopsOnWriteError: a closed output stops the run with status 1
// instead of reading the rest of the input.
func TestBatchStopsOnWriteError(t *testing.T) {
	in := strings.Repeat("http://example.org/?_openstat=a;b;c;d\n", 200000)
	var errOut bytes.Buffer
	code := Main([]string{"inspect", "--json"}, IO{In: strings.NewReader(in), Out: &failingWriter{}, Err: &errOut})
	if code != 1 || !strings.Contains(errOut.String(), "broken pipe") {
		t.Fatalf("exit %d, stderr %q", code, errOut.String())
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
