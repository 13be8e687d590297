package cli

import "encoding/binary"

// isASCII reports whether b holds only bytes below 0x80, eight at a time:
// it runs over every output line of a batch.
func isASCII(b []byte) bool {
	const highs = 0x8080808080808080
	for len(b) >= 8 {
		if binary.LittleEndian.Uint64(b)&highs != 0 {
			return false
		}
		b = b[8:]
	}
	for _, c := range b {
		if c >= 0x80 {
			return false
		}
	}
	return true
}
