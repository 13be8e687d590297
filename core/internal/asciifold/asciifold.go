// Package asciifold compares strings with a lower-case ASCII string,
// ignoring ASCII case: what schemes, hosts and percent-escapes need, and
// cheaper than strings.EqualFold, which folds Unicode.
package asciifold

// HasPrefix reports whether s starts with lower, a lower-case ASCII
// string, ignoring ASCII case in s.
func HasPrefix(s, lower string) bool {
	if len(s) < len(lower) {
		return false
	}
	for i := 0; i < len(lower); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != lower[i] {
			return false
		}
	}
	return true
}

// Equal reports whether s equals lower, a lower-case ASCII string,
// ignoring ASCII case in s.
func Equal(s, lower string) bool { return len(s) == len(lower) && HasPrefix(s, lower) }
