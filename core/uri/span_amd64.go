//go:build amd64 && !purego

package uri

import (
	"unsafe"

	"golang.org/x/sys/cpu"
)

// spanBlocks scans s from i sixteen bytes per step with SSSE3, where the
// CPU has it and s is at least that long, and returns the offset of the
// first byte bit does not allow (or len(s)) and true; otherwise i and
// false, for span's table loop. Scanning is half of parsing a link, and the
// table loop spends much of its time leaving at a stop byte; here the stop
// is found from a bit mask, without a branch per byte.
func spanBlocks(s string, i int, bit uint8) (int, bool) {
	if len(s) < 16 || bit >= aAuthority || !cpu.X86.HasSSSE3 {
		return i, false
	}
	return spanSSSE3(unsafe.StringData(s), i, len(s), &spanColumns[bit]), true
}

//go:noescape
func spanSSSE3(p *byte, i, n int, lo *[16]byte) int
