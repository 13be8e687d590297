package history

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// writerEnv makes the test binary a history writer (see TestMain): the
// file, the writer's id, how many records, the size cap, when to start.
const writerEnv = "LINKSCOPE_HISTORY_TEST_WRITER"

func TestMain(m *testing.M) {
	if spec := os.Getenv(writerEnv); spec != "" {
		os.Exit(runWriter(spec))
	}
	os.Exit(m.Run())
}

// runWriter appends records "w<id>-<seq>" to a store, as one process.
func runWriter(spec string) int {
	parts := strings.Split(spec, "|")
	if len(parts) != 5 {
		return 2
	}
	start, _ := strconv.ParseInt(parts[4], 10, 64)
	time.Sleep(time.Until(time.Unix(0, start))) // all writers start together
	n, _ := strconv.Atoi(parts[2])
	limit, _ := strconv.ParseInt(parts[3], 10, 64)
	s := Store{Path: parts[0], MaxSize: limit}
	for i := range n {
		rec := Record{Time: time.Now(), Link: fmt.Sprintf("https://x.example/%s-%d?pad=%s", parts[1], i, strings.Repeat("p", 1000))}
		if err := s.Append(rec); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
	}
	return 0
}

// appendFromProcesses runs writers processes, each appending n records.
func appendFromProcesses(t *testing.T, path string, writers, n int, limit int64) {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	cmds := make([]*exec.Cmd, writers)
	start := time.Now().Add(300 * time.Millisecond).UnixNano()
	for w := range writers {
		cmds[w] = exec.Command(exe, "-test.run=^$")
		cmds[w].Env = append(os.Environ(), fmt.Sprintf("%s=%s|w%d|%d|%d|%d", writerEnv, path, w, n, limit, start))
		cmds[w].Stderr = os.Stderr
		if err := cmds[w].Start(); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range cmds {
		if err := c.Wait(); err != nil {
			t.Fatal(err)
		}
	}
}

// sequences reads the file back: for each writer, the sequence numbers
// present, in file order.
func sequences(t *testing.T, s Store) (map[string][]int, []string) {
	t.Helper()
	recs, notices, err := s.Load()
	if err != nil {
		t.Fatal(err)
	}
	seqs := map[string][]int{}
	for _, r := range recs {
		name := strings.TrimPrefix(r.Link, "https://x.example/")
		name, _, _ = strings.Cut(name, "?")
		w, seq, _ := strings.Cut(name, "-")
		n, _ := strconv.Atoi(seq)
		seqs[w] = append(seqs[w], n)
	}
	return seqs, notices
}

// TestConcurrentProcessesNoTrim: every record of every process is there.
func TestConcurrentProcessesNoTrim(t *testing.T) {
	s := Store{Path: filepath.Join(t.TempDir(), FileName)}
	appendFromProcesses(t, s.Path, 4, 100, MaxSize)
	seqs, notices := sequences(t, s)
	for w := range 4 {
		if got := seqs[fmt.Sprintf("w%d", w)]; len(got) != 100 {
			t.Errorf("writer %d: %d of 100 records", w, len(got))
		}
	}
	if len(notices) > 0 {
		t.Errorf("notices %v", notices)
	}
}

// TestConcurrentProcessesTrim: with trims under way (a small cap), what
// the file keeps of each writer is a run of its newest records: a trim
// may drop the oldest, never one in the middle, and never tears a line.
func TestConcurrentProcessesTrim(t *testing.T) {
	s := Store{Path: filepath.Join(t.TempDir(), FileName), MaxSize: 1 << 20}
	appendFromProcesses(t, s.Path, 6, 2000, s.MaxSize)
	seqs, notices := sequences(t, s)
	if len(notices) > 0 {
		t.Errorf("torn or glued lines: %v", notices)
	}
	// Appends are serialized and a trim drops the oldest: once a record
	// of a writer is kept, every later one of that writer must be too.
	lost := 0
	for _, got := range seqs {
		for i := 1; i < len(got); i++ {
			lost += max(got[i]-got[i-1]-1, 0)
		}
		if len(got) > 0 {
			lost += 1999 - got[len(got)-1]
		}
	}
	if lost > 0 {
		t.Errorf("%d records vanished after records that were kept", lost)
	}
	if st, _ := os.Stat(s.Path); st.Size() > s.MaxSize {
		t.Errorf("size %d over the cap %d", st.Size(), s.MaxSize)
	}
}

// TestTornLastLine: a record appended after a torn line (a crash mid
// write) starts on a line of its own and is read back.
func TestTornLastLine(t *testing.T) {
	s := Store{Path: filepath.Join(t.TempDir(), FileName)}
	if err := os.WriteFile(s.Path, []byte(`{"time":"2026-03-01T10:00:00Z","link":"https://x.example/a"}`+"\n"+`{"time":"2026-03-01T10:0`), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := s.Append(Record{Time: time.Date(2026, 3, 1, 11, 0, 0, 0, time.UTC), Link: "https://x.example/b"}); err != nil {
		t.Fatal(err)
	}
	recs, notices, err := s.Load()
	if err != nil || len(recs) != 2 || recs[1].Link != "https://x.example/b" || len(notices) != 1 {
		t.Fatalf("records %+v, notices %v, %v", recs, notices, err)
	}
}
