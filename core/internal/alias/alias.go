// Package alias tells whether a string's bytes lie in a buffer: a reader
// that writes link after link into one buffer must not write over the
// string it is reading.
package alias

import "unsafe"

// Within reports whether s's bytes lie in b's array (up to its capacity).
func Within(s string, b []byte) bool {
	if s == "" || cap(b) == 0 {
		return false
	}
	start := uintptr(unsafe.Pointer(unsafe.SliceData(b[:1])))
	at := uintptr(unsafe.Pointer(unsafe.StringData(s)))
	return at >= start && at < start+uintptr(cap(b))
}
