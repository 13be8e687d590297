package component

import "strconv"

// Plural is n and a noun, "1 byte", "3 bytes".
func Plural(n int, one string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + one + "s"
}
