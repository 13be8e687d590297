//go:build amd64 && !purego

package bytespan

import (
	"unsafe"

	"golang.org/x/sys/cpu"
)

// Blocks scans s from i sixteen bytes a step with SSSE3, where the CPU has
// it and s is at least that long, and returns the offset of the first byte
// cols does not allow (or len(s)) and true; otherwise i and false, and the
// caller's own loop does the work.
func Blocks(s string, i int, cols *Columns) (int, bool) {
	if len(s) < 16 || !cpu.X86.HasSSSE3 {
		return i, false
	}
	return spanSSSE3(unsafe.StringData(s), i, len(s), cols), true
}

//go:noescape
func spanSSSE3(p *byte, i, n int, lo *Columns) int
