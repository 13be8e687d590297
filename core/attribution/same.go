package attribution

import "unsafe"

// same reports whether a and b are one string: the same length at the
// same address, or both empty. A remembered reading's JSON is written for
// the very strings a Reading is given with it, so the writers test that
// the Reading still holds those (a caller that changed a value gave it
// another string; equal bytes elsewhere fail the test too, and are then
// written out: a cost in time, never a wrong record). Go's == would
// compare the bytes, a call a string.
func same(a, b string) bool {
	return len(a) == len(b) && (len(a) == 0 || unsafe.StringData(a) == unsafe.StringData(b))
}
