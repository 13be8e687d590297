//go:build !unix && !windows

package filelock

import "os"

// Systems with neither flock nor LockFileEx (plan9, js, wasip1) take no
// lock: a single process at a time is the common case there.
func lock(*os.File, bool) error { return nil }

func unlock(*os.File) error { return nil }
