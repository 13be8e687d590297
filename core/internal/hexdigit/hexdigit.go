// Package hexdigit reads one hexadecimal digit: the percent-escapes,
// IPv4 parts and code points several packages read.
package hexdigit

// Value is the value of the hexadecimal digit c, or -1 when c is not one.
func Value(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0')
	case 'a' <= c && c <= 'f':
		return int(c-'a') + 10
	case 'A' <= c && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}
