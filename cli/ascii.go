package cli

import "encoding/binary"

// isASCII reports whether b holds only bytes below 0x80, eight at a time:
// it runs over every output line of a batch. The last word is read
// overlapping the one before, so no byte loop (and its mispredicted exit)
// is left for lines of eight bytes or more.
func isASCII(b []byte) bool {
	const highs = 0x8080808080808080
	if len(b) < 8 {
		for _, c := range b {
			if c >= 0x80 {
				return false
			}
		}
		return true
	}
	last := binary.LittleEndian.Uint64(b[len(b)-8:])
	for len(b) >= 8 {
		if binary.LittleEndian.Uint64(b)&highs != 0 {
			return false
		}
		b = b[8:]
	}
	return last&highs == 0
}
