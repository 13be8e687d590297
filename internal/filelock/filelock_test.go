package filelock

import (
	"path/filepath"
	"runtime"
	"testing"
	"time"
)

// TestExclusive: a second exclusive lock waits for the first to go, and
// a shared one waits for an exclusive one.
func TestExclusive(t *testing.T) {
	if runtime.GOOS != "linux" && runtime.GOOS != "darwin" && runtime.GOOS != "windows" && runtime.GOOS != "freebsd" {
		t.Skip("no locks on this system")
	}
	path := filepath.Join(t.TempDir(), "x.lock")
	first, err := Exclusive(path)
	if err != nil {
		t.Fatal(err)
	}
	got := make(chan string, 2)
	go func() {
		l, err := Exclusive(path)
		if err == nil {
			got <- "exclusive"
			l.Unlock()
		}
	}()
	go func() {
		l, err := Shared(path)
		if err == nil {
			got <- "shared"
			l.Unlock()
		}
	}()
	select {
	case who := <-got:
		t.Fatalf("%s lock taken while an exclusive one is held", who)
	case <-time.After(200 * time.Millisecond):
	}
	if err := first.Unlock(); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		select {
		case <-got:
		case <-time.After(5 * time.Second):
			t.Fatal("a waiting lock was not granted")
		}
	}
}

// TestSharedNeedsTheFile: a reader creates no lock file.
func TestSharedNeedsTheFile(t *testing.T) {
	if _, err := Shared(filepath.Join(t.TempDir(), "none.lock")); err == nil {
		t.Error("a shared lock on a missing file")
	}
}
