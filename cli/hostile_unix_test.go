//go:build unix

package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// plantedFileCases are runs over files nobody named that are not
// regular files: a FIFO or a directory at ./linkscope.yaml, a FIFO at
// the config directory's tracking-rules.conf, a history linked to
// /dev/zero or /dev/urandom. Each must end at once (under the time limit,
// the memory cap), refusing the file by its path and kind.
func plantedFileCases(t *testing.T, dir string) []hostileCase {
	plant := func(rel, kind string) {
		path := filepath.Join(dir, rel)
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
			t.Fatal(err)
		}
		var err error
		switch {
		case kind == "fifo":
			err = syscall.Mkfifo(path, 0o600)
		case kind == "dir":
			err = os.Mkdir(path, 0o700)
		default:
			err = os.Symlink(kind, path)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	plant("fifo-cwd/linkscope.yaml", "fifo")
	plant("dir-cwd/linkscope.yaml", "dir")
	plant("fifo-rules/tracking-rules.conf", "fifo")
	plant("fifo-conventions/linkscope.yaml", "fifo")
	plant("zero-history/history.jsonl", "/dev/zero")
	plant("urandom-history/history.jsonl", "/dev/urandom")
	plant("fifo-lock/history.jsonl.lock", "fifo")
	usage := []int{2}
	link := []string{"inspect", "https://a.example/"}
	return []hostileCase{
		{args: link, cwd: "fifo-cwd", exit: usage, stderrHas: []string{"linkscope.yaml is a FIFO, not a regular file"}},
		{args: []string{"build", "--url", "https://a.example/", "--service", "x"}, cwd: "fifo-cwd", exit: usage, stderrHas: []string{"a FIFO"}},
		{args: link, cwd: "dir-cwd", exit: usage, stderrHas: []string{"linkscope.yaml is a directory"}, stderrNot: []string{"--conventions:"}},
		{args: link, config: "fifo-rules", exit: usage, stderrHas: []string{"tracking-rules.conf: a FIFO, not a regular file"}},
		{args: link, config: "fifo-conventions", exit: usage, stderrHas: []string{"linkscope.yaml is a FIFO"}},
		{args: []string{"history"}, config: "zero-history", exit: []int{1}, stderrHas: []string{"history.jsonl: a character device"}},
		{args: []string{"history", "--json"}, config: "urandom-history", exit: []int{1}, stderrHas: []string{"history.jsonl: a character device"}},
		{args: []string{"history"}, config: "fifo-lock"},
	}
}

// checkInterrupt sends SIGINT to `inspect --json` while it writes large
// records to a pipe: the output must end with a whole line, every line a
// JSON record, and the status must be 130 (it could end in the middle of
// a record: the engine's buffer wrote 256 KiB at a time, cut anywhere).
func checkInterrupt(t *testing.T, bin, dir string) {
	var in strings.Builder
	pairs := make([]string, 3000)
	for i := range pairs {
		pairs[i] = fmt.Sprintf("key%d=value%d", i, i)
	}
	for i := range 400 {
		fmt.Fprintf(&in, "https://a%d.example/?%s\n", i, strings.Join(pairs, "&"))
	}
	input := filepath.Join(dir, "interrupt.txt")
	if err := os.WriteFile(input, []byte(in.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, after := range []int{100 << 10, 1 << 20, 3 << 20} {
		f, err := os.Open(input)
		if err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(bin, "inspect", "--json", "--workers", "2")
		cmd.Dir, cmd.Stdin = dir, f
		cmd.Env = append(os.Environ(), "LINKSCOPE_CONFIG_DIR="+filepath.Join(dir, "config"))
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		if _, err := io.CopyN(&out, stdout, int64(after)); err != nil {
			t.Fatalf("read %d bytes before the interrupt: %v", out.Len(), err)
		}
		cmd.Process.Signal(os.Interrupt)
		io.Copy(&out, stdout)
		err = cmd.Wait()
		f.Close()
		code := -1
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		}
		lines := strings.Split(out.String(), "\n")
		if code != 130 || lines[len(lines)-1] != "" {
			t.Errorf("after %d bytes: exit %d, the output ends %.40q (stderr %.200s)", after, code, lines[len(lines)-1], stderr.String())
			continue
		}
		for i, l := range lines[:len(lines)-1] {
			if !json.Valid([]byte(l)) {
				t.Errorf("after %d bytes: line %d is no JSON record", after, i+1)
				break
			}
		}
	}
}

// checkLineBudget runs inspect --json at 16 workers over 40 lines of
// 1 MiB, each holding 250,000 query pairs: the process's peak resident
// memory (its rusage) must stay under 512 MiB, every line must get its
// record, and each record must say what the work budget cut (one such
// line took 270 MB, 40 of them at 16 workers ran out of memory).
func checkLineBudget(t *testing.T, prlimit, bin, dir string) {
	var line strings.Builder
	line.WriteString("https://a.example/?")
	for i := 0; line.Len() < 1<<20-16; i++ {
		fmt.Fprintf(&line, "k%d=v&", i%1000)
	}
	in := strings.Repeat(line.String()+"\n", 40)
	input := filepath.Join(dir, "budget.txt")
	if err := os.WriteFile(input, []byte(in), 0o600); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(input)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	// The address space the runtime maps is larger than what it touches:
	// the cap is on the data segment, the check on resident memory.
	cmd := exec.Command(prlimit, "--data=805306368", bin, "inspect", "--json", "--workers", "16")
	cmd.Dir, cmd.Stdin = dir, f
	cmd.Env = append(os.Environ(), "LINKSCOPE_CONFIG_DIR="+filepath.Join(dir, "config"))
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%v: %.300s", err, stderr.String())
	}
	ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	if !ok {
		t.Fatal("no rusage")
	}
	if peak := int64(ru.Maxrss) << 10; peak > 512<<20 {
		t.Errorf("peak resident memory %d MiB, over 512 MiB", peak>>20)
	} else {
		t.Logf("peak resident memory %d MiB", peak>>20)
	}
	records := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(records) != 40 {
		t.Fatalf("%d records for 40 lines", len(records))
	}
	for _, r := range records {
		if !strings.Contains(r, `"cut":[{"key":"query_pairs","kept":1000,"total":`) {
			t.Fatalf("a record does not say what was cut: …%.200s", r[max(0, len(r)-200):])
		}
	}
}
