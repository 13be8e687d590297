package pcm

import "strconv"

func itoa(n int) string { return strconv.Itoa(n) }

// appendTwoDigits writes v (0..99) as exactly two ASCII digits, the form
// the §8 algorithms read back.
func appendTwoDigits(dst []byte, v uint8) []byte {
	return append(dst, '0'+v/10, '0'+v%10)
}
