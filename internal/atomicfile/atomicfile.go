// Package atomicfile writes an output file so that no reader ever sees
// half of it and no planted name can redirect the write: the content goes
// to a new file created exclusively (O_EXCL, a random name) in the
// target's directory, is flushed to disk, and is renamed over the target.
//
// The target itself must be a regular file or absent. A directory, a
// device, a FIFO or a socket is refused (replacing /dev/null or a pipe
// someone reads is never what "write the report there" means), and so is
// a symbolic link: following it would write wherever it points (a link
// planted in a shared directory aims at the victim's files), and
// replacing it would silently break a link the user made. The message says
// which, so the user can remove it or choose another name.
//
// Between the check and the rename another process could put something
// else at the name; rename(2) then replaces that directory entry, it
// never writes through it, so the race can only lose the newcomer, never
// redirect the content.
package atomicfile

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/internal/safefile"
)

// File is an output being written; Commit puts it in place, Abort drops
// it. The zero value is not usable: see Create.
type File struct {
	f      *os.File
	path   string
	tmp    string
	perm   fs.FileMode
	closed bool
}

// NotRegularError is a target that is not a regular file.
type NotRegularError struct {
	Path string
	Kind string // "a directory", "a symbolic link", "a device", "a named pipe (FIFO)", "a socket"
}

func (e *NotRegularError) Error() string {
	return textsafe.Escape(e.Path) + " is " + e.Kind + ", not a regular file; refusing to replace it (remove it or choose another name)"
}

// Create starts writing the file at path. perm is the new file's mode
// when the target does not exist; an existing target keeps its mode.
func Create(path string, perm fs.FileMode) (*File, error) {
	if mode, err := checkTarget(path); err != nil {
		return nil, err
	} else if mode != 0 {
		perm = mode.Perm()
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	var f *os.File
	var err error
	for range 8 { // a random name that exists already is tried again
		tmp := filepath.Join(dir, "."+base+".tmp-"+randomSuffix())
		f, err = os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if !errors.Is(err, fs.ErrExist) {
			break
		}
	}
	if err != nil {
		return nil, fmt.Errorf("create a temporary file next to %s: %w", textsafe.Escape(path), err)
	}
	return &File{f: f, path: path, tmp: f.Name(), perm: perm}, nil
}

// checkTarget returns the mode of the regular file at path, 0 when there
// is none, or a *NotRegularError.
func checkTarget(path string) (fs.FileMode, error) {
	st, err := os.Lstat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	if st.Mode().IsRegular() {
		return st.Mode(), nil
	}
	return 0, &NotRegularError{Path: path, Kind: safefile.Kind(st.Mode())}
}

func randomSuffix() string {
	var b [8]byte
	rand.Read(b[:]) // never fails (crypto/rand documents it)
	return hex.EncodeToString(b[:])
}

// Write writes to the temporary file.
func (f *File) Write(p []byte) (int, error) { return f.f.Write(p) }

// Name is the temporary file's path (for messages and tests).
func (f *File) Name() string { return f.tmp }

// Commit flushes the content to disk and renames it over the target
// (checked again first), then flushes the directory so the rename lasts.
// On failure the temporary file is removed.
func (f *File) Commit() error {
	err := f.finish()
	if err == nil {
		_, err = checkTarget(f.path)
	}
	if err == nil {
		err = os.Rename(f.tmp, f.path)
	}
	if err != nil {
		os.Remove(f.tmp)
		return err
	}
	syncDir(filepath.Dir(f.path))
	return nil
}

func (f *File) finish() error {
	if f.closed {
		return errors.New("atomicfile: already committed or aborted")
	}
	f.closed = true
	if err := f.f.Chmod(f.perm); err != nil && !errors.Is(err, errors.ErrUnsupported) {
		f.f.Close()
		return err
	}
	if err := f.f.Sync(); err != nil {
		f.f.Close()
		return err
	}
	return f.f.Close()
}

// Abort drops the temporary file; after Commit it does nothing.
func (f *File) Abort() {
	if f.closed {
		return
	}
	f.closed = true
	f.f.Close()
	os.Remove(f.tmp)
}

// WriteFile writes data to path through Create and Commit.
func WriteFile(path string, data []byte, perm fs.FileMode) error {
	f, err := Create(path, perm)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Abort()
		return err
	}
	return f.Commit()
}

// syncDir flushes a directory's entries where the system allows it; a
// failure costs only durability after a crash, so it is not reported.
func syncDir(dir string) {
	d, err := os.Open(dir)
	if err != nil {
		return
	}
	d.Sync()
	d.Close()
}
