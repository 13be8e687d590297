// Package filelock takes advisory locks on files shared between
// linkscope processes (the history file): flock(2) on Unix, LockFileEx on
// Windows, and nothing where the system has neither (then concurrent
// writers are not coordinated, as before). A lock is held on a file
// descriptor and released by Unlock or when the process exits, so a
// crashed process never leaves a stale lock behind.
package filelock

import (
	"fmt"
	"os"

	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/internal/safefile"
)

// Lock is a held lock.
type Lock struct {
	f *os.File
}

// Exclusive opens (creating it, mode 0600) the lock file at path and
// waits for an exclusive lock on it.
func Exclusive(path string) (*Lock, error) { return take(path, true) }

// Shared opens the lock file at path, which must exist (a reader creates
// nothing; with no lock file no writer has ever locked), and waits for a
// shared lock: other shared holders may hold it too, an exclusive one may
// not.
func Shared(path string) (*Lock, error) { return take(path, false) }

func take(path string, exclusive bool) (*Lock, error) {
	flag := os.O_RDONLY
	if exclusive {
		flag = os.O_RDWR | os.O_CREATE
	}
	// Opened through safefile: a FIFO or a device planted at the lock's
	// name is refused, never waited on.
	f, err := safefile.OpenFile(path, flag, 0o600)
	if err != nil {
		return nil, fmt.Errorf("lock: %w", err)
	}
	if err := lock(f, exclusive); err != nil {
		f.Close()
		return nil, fmt.Errorf("lock %s: %w", textsafe.Escape(path), err)
	}
	return &Lock{f: f}, nil
}

// Unlock releases the lock.
func (l *Lock) Unlock() error {
	if l == nil || l.f == nil {
		return nil
	}
	err := unlock(l.f)
	if cerr := l.f.Close(); err == nil {
		err = cerr
	}
	l.f = nil
	return err
}
