//go:build unix

package safefile

import (
	"errors"
	"io/fs"
	"net"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/linkscope/linkscope/internal/tsv"
)

// TestKinds: every kind of file at a name is read or refused as the
// table says, and none blocks: each read is given two seconds.
func TestKinds(t *testing.T) {
	dir := t.TempDir()
	for _, r := range tsv.Load(t, "../../testdata/safefile/kinds.tsv") {
		path := filepath.Join(dir, strings.ReplaceAll(r.Get("name"), "/", "_"))
		make1(t, path, r.Get("setup"))
		done := make(chan struct{})
		var data []byte
		var err error
		go func() {
			data, err = ReadFile(path, 8)
			close(done)
		}()
		select {
		case <-done:
		case <-time.After(2 * time.Second):
			t.Fatalf("%s: ReadFile blocked", r.Name())
		}
		checkKind(t, r.Name(), path, data, err, r.Get("want"))
	}
}

func checkKind(t *testing.T, name, path string, data []byte, err error, want string) {
	t.Helper()
	var nr *NotRegularError
	var tl *TooLargeError
	switch {
	case want == "notexist":
		if !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%s: %v, want a missing file", name, err)
		}
	case want == "toolarge":
		if !errors.As(err, &tl) || tl.Limit != 8 {
			t.Errorf("%s: %v, want too large", name, err)
		}
	case strings.HasPrefix(want, "a "):
		if !errors.As(err, &nr) || nr.Kind != want || !errors.Is(err, ErrNotRegular) {
			t.Errorf("%s: %v, want %s refused", name, err, want)
		} else if !strings.Contains(err.Error(), filepath.Base(path)) || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %q names neither the path nor the kind", name, err)
		}
	default:
		if err != nil || string(data) != want {
			t.Errorf("%s: %q, %v; want %q", name, data, err, want)
		}
	}
}

// make1 puts at path what setup names.
func make1(t *testing.T, path, setup string) {
	t.Helper()
	var err error
	switch {
	case setup == "regular":
		err = os.WriteFile(path, []byte("hello"), 0o600)
	case setup == "big":
		err = os.WriteFile(path, []byte("123456789"), 0o600)
	case setup == "missing":
	case setup == "dir":
		err = os.Mkdir(path, 0o700)
	case setup == "fifo":
		err = syscall.Mkfifo(path, 0o600)
	case setup == "socket":
		var l net.Listener
		if l, err = net.Listen("unix", path); err == nil {
			t.Cleanup(func() { l.Close() })
		}
	case strings.HasPrefix(setup, "link:"):
		target := strings.TrimPrefix(setup, "link:")
		if !filepath.IsAbs(target) {
			make1(t, path+".target", target)
			target = path + ".target"
		}
		err = os.Symlink(target, path)
	default:
		t.Fatalf("unknown setup %q", setup)
	}
	if err != nil {
		t.Fatal(err)
	}
}

// TestEscapedPath: a refusal's path is escaped, as every message is.
func TestEscapedPath(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a\x1b]0;x\x07b")
	if err := os.Mkdir(path, 0o700); err != nil {
		t.Fatal(err)
	}
	_, err := ReadFile(path, 10)
	if err == nil || strings.ContainsAny(err.Error(), "\x1b\x07") {
		t.Fatalf("error %q", err)
	}
	if got := Describe("conventions file", err); !strings.HasPrefix(got, "conventions file ") || !strings.HasSuffix(got, "is a directory, not a regular file") {
		t.Errorf("Describe: %q", got)
	}
}

// TestGrowingFile: the bound holds on the bytes read: a file that grows
// while it is read (here, one that reports fewer bytes than it holds by
// being written after the open) is cut at the bound.
func TestGrowingFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "grows")
	if err := os.WriteFile(path, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	f, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := os.WriteFile(path, []byte(strings.Repeat("x", 100)), 0o600); err != nil {
		t.Fatal(err)
	}
	var tl *TooLargeError
	if _, err := ReadAll(f, 10); !errors.As(err, &tl) {
		t.Errorf("ReadAll: %v, want too large", err)
	}
}
