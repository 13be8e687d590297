package cli

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestNoTerminalQuery: with standard output on a terminal that answers
// nothing (script(1) makes one), a command writes its answer and nothing
// else, at once. Bubble Tea v1's package init asked every program that
// links it for the terminal's background (ESC ] 11 ; ? and ESC [ 6 n) and
// waited five seconds for an answer; third_party/bubbletea is v1.3.10
// without that init (PATCHED.md there).
func TestNoTerminalQuery(t *testing.T) {
	scriptPath, err := exec.LookPath("script")
	if err != nil {
		t.Skip("script (bsdutils) is needed for a pseudo-terminal")
	}
	bin := filepath.Join(t.TempDir(), "linkscope")
	if out, err := exec.Command("go", "build", "-o", bin, "..").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v: %s", err, out)
	}
	// As on a person's terminal: termenv asks nothing when CI is set or
	// TERM names a multiplexer, which would hide the question.
	env := []string{"TERM=xterm-256color", "HOME=" + t.TempDir(), "LINKSCOPE_CONFIG_DIR=" + t.TempDir()}
	for _, v := range os.Environ() {
		if strings.HasPrefix(v, "PATH=") {
			env = append(env, v)
		}
	}
	for _, cmdline := range []string{
		"normalize http://a.example/",
		"--version",
		"inspect 'http://a.example/?utm_source=x'",
		"unwrap 'https://www.google.com/url?q=https://a.example/'",
		"help",
	} {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		cmd := exec.CommandContext(ctx, scriptPath, "-qec", bin+" "+cmdline, "/dev/null")
		cmd.Env = env
		start := time.Now()
		out, err := cmd.Output()
		elapsed := time.Since(start)
		cancel()
		if err != nil {
			t.Errorf("%s: %v: %q", cmdline, err, out)
			continue
		}
		if elapsed > 3*time.Second {
			t.Errorf("%s took %v under a terminal that answers nothing: it waited for an answer", cmdline, elapsed.Round(time.Millisecond))
		}
		if i := bytes.IndexByte(out, 0x1b); i >= 0 {
			t.Errorf("%s wrote an escape sequence: %q", cmdline, out[i:min(i+12, len(out))])
		}
	}
}
