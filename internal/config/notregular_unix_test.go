//go:build unix

package config

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/linkscope/linkscope/internal/history"
	"github.com/linkscope/linkscope/internal/tsv"
)

// TestFoundFilesNotRegular: whatever stands at the name of a file read
// without being named (a FIFO, a directory, a link to /dev/zero or
// /dev/urandom), reading the setup and the history neither blocks nor
// runs without end: each is refused, its path and kind named.
func TestFoundFilesNotRegular(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/config/notregular.tsv") {
		t.Run(r.Get("name"), func(t *testing.T) {
			dir := t.TempDir()
			p := Resolve(Flags{}, func(k string) string { return map[string]string{EnvDir: dir}[k] }, nil)
			name := map[string]string{"conventions": ConventionsFileName, "rules": "tracking-rules.conf",
				"history": "history.jsonl", "lock": "history.jsonl.lock"}[r.Get("file")]
			path := filepath.Join(dir, name)
			plant(t, path, r.Get("kind"))
			p = Resolve(Flags{}, func(k string) string { return map[string]string{EnvDir: dir}[k] }, nil)
			err := withinSeconds(t, 2, func() error {
				_, convErr, rulesErr := p.Setup()
				store, _ := p.HistoryStore()
				_, _, histErr := store.Load()
				appendErr := store.Append(history.Record{Time: time.Now(), Link: "https://a.example/"})
				return errors.Join(convErr, rulesErr, histErr, appendErr)
			})
			want := r.Get("want")
			if err == nil || !strings.Contains(err.Error(), name) || !strings.Contains(err.Error(), want) {
				t.Errorf("error %v: want %s named and refused", err, want)
			}
		})
	}
}

// plant puts a FIFO, a directory or a link to a device at path.
func plant(t *testing.T, path, kind string) {
	t.Helper()
	var err error
	switch {
	case kind == "fifo":
		err = syscall.Mkfifo(path, 0o600)
	case kind == "dir":
		err = os.Mkdir(path, 0o700)
	case strings.HasPrefix(kind, "link:"):
		err = os.Symlink(strings.TrimPrefix(kind, "link:"), path)
	default:
		t.Fatalf("unknown kind %q", kind)
	}
	if err != nil {
		t.Fatal(err)
	}
}

// withinSeconds runs f, failing the test when it has not returned after
// n seconds (a blocked open).
func withinSeconds(t *testing.T, n int, f func() error) error {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- f() }()
	select {
	case err := <-done:
		return err
	case <-time.After(time.Duration(n) * time.Second):
		t.Fatalf("still running after %d s: blocked", n)
		return nil
	}
}
