package atomicfile

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

// setup puts what the row names at dir/out and returns the path to write.
func setup(t *testing.T, dir, what string) string {
	t.Helper()
	path := filepath.Join(dir, "out")
	victim := filepath.Join(dir, "victim")
	if err := os.WriteFile(victim, []byte("victim"), 0o600); err != nil {
		t.Fatal(err)
	}
	var err error
	switch what {
	case "absent":
	case "regular":
		err = os.WriteFile(path, []byte("old"), 0o640)
	case "symlink-to-file":
		err = os.Symlink(victim, path)
	case "symlink-to-devnull":
		err = os.Symlink(os.DevNull, path)
	case "directory":
		err = os.Mkdir(path, 0o700)
	case "fifo":
		err = mkfifo(path)
	case "device":
		// A null device of its own in the test's directory: a broken
		// writer can only replace that one, never the system's.
		err = mknodNull(path)
	default:
		t.Fatalf("unknown setup %q", what)
	}
	if err != nil {
		t.Skipf("cannot set up %s: %v", what, err)
	}
	return path
}

func TestTargets(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/atomicfile/targets.tsv") {
		t.Run(r.Get("setup"), func(t *testing.T) {
			dir := t.TempDir()
			path := setup(t, dir, r.Get("setup"))
			before, _ := os.Lstat(path)
			err := WriteFile(path, []byte("new"), 0o644)
			if r.Get("want") == "replaced" {
				checkReplaced(t, path, err, r.Get("setup") == "regular")
			} else {
				checkRefused(t, path, err, r.Get("kind"), before)
			}
			if victim, _ := os.ReadFile(filepath.Join(dir, "victim")); string(victim) != "victim" {
				t.Errorf("the file a link named was written: %q", victim)
			}
			checkNoTemp(t, dir)
		})
	}
}

func checkReplaced(t *testing.T, path string, err error, existed bool) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	st, err := os.Lstat(path)
	if err != nil || !st.Mode().IsRegular() {
		t.Fatalf("%v %v", st, err)
	}
	if data, _ := os.ReadFile(path); string(data) != "new" {
		t.Errorf("content %q", data)
	}
	want := os.FileMode(0o644)
	if existed {
		want = 0o640
	}
	if runtime.GOOS != "windows" && st.Mode().Perm() != want {
		t.Errorf("mode %v, want %v", st.Mode().Perm(), want)
	}
}

func checkRefused(t *testing.T, path string, err error, kind string, before os.FileInfo) {
	t.Helper()
	var nr *NotRegularError
	if !errors.As(err, &nr) || nr.Kind != kind || !strings.Contains(err.Error(), path) {
		t.Fatalf("error %v, want one naming %s as %s", err, path, kind)
	}
	after, err := os.Lstat(path)
	if err != nil || after.Mode() != before.Mode() || !os.SameFile(before, after) {
		t.Errorf("the target changed: %v -> %v (%v)", before.Mode(), after.Mode(), err)
	}
}

// checkNoTemp: no temporary file is left next to the target.
func checkNoTemp(t *testing.T, dir string) {
	t.Helper()
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp-") {
			t.Errorf("temporary file left: %s", e.Name())
		}
	}
}

// TestPlantedTempName: links planted at the names an output would once
// have used (P.tmp, .P.tmp) are neither followed nor removed.
func TestPlantedTempName(t *testing.T) {
	dir := t.TempDir()
	victim := filepath.Join(dir, "victim")
	os.WriteFile(victim, []byte("victim"), 0o600)
	path := filepath.Join(dir, "code.png")
	for _, name := range []string{path + ".tmp", filepath.Join(dir, ".code.png.tmp")} {
		if err := os.Symlink(victim, name); err != nil {
			t.Skip(err)
		}
	}
	if err := WriteFile(path, []byte("png"), 0o644); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(victim); string(data) != "victim" {
		t.Errorf("victim written through a planted link: %q", data)
	}
	if data, _ := os.ReadFile(path); string(data) != "png" {
		t.Errorf("output %q", data)
	}
}

// TestAbort: an aborted write leaves the target as it was and no
// temporary file.
func TestAbort(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "report.html")
	os.WriteFile(path, []byte("old"), 0o644)
	f, err := Create(path, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	f.Write([]byte("half"))
	f.Abort()
	if data, _ := os.ReadFile(path); string(data) != "old" {
		t.Errorf("target %q", data)
	}
	checkNoTemp(t, dir)
	if err := f.Commit(); err == nil {
		t.Error("Commit after Abort succeeded")
	}
}

// TestTargetChangedBeforeCommit: a link put at the name while the content
// was being written is refused at Commit, and the content dropped.
func TestTargetChangedBeforeCommit(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out")
	f, err := Create(path, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	f.Write([]byte("new"))
	if err := os.Symlink(os.DevNull, path); err != nil {
		t.Skip(err)
	}
	var nr *NotRegularError
	if err := f.Commit(); !errors.As(err, &nr) {
		t.Fatalf("Commit: %v", err)
	}
	checkNoTemp(t, dir)
}
