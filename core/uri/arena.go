package uri

import "unsafe"

// arena holds the components that rules build for one link. A Normalizer
// keeps one and empties it for each link, so a batch builds components in
// the same memory over and over: before, they were a quarter of a million
// small allocations per million links, each on fresh heap pages. A nil
// arena allocates from the heap, for results that outlive the call.
//
// Memory handed out is never written again until reset, and a string made
// by string stays valid for as long as it is used even if the arena moves
// on to a bigger block, since the string keeps its block alive.
type arena struct {
	buf []byte
}

// reset makes the arena's memory reusable. The strings it made must no
// longer be in use.
func (a *arena) reset() {
	if a != nil {
		a.buf = a.buf[:0]
	}
}

// alloc returns an empty slice with room for n bytes, to fill with append
// and then pass to string.
func (a *arena) alloc(n int) []byte {
	if a == nil {
		return make([]byte, 0, n)
	}
	if cap(a.buf)-len(a.buf) < n {
		a.buf = make([]byte, 0, max(2*cap(a.buf), n, 4096))
	}
	end := len(a.buf)
	return a.buf[end : end : end+n]
}

// string returns b, the last slice alloc returned, filled, as a string,
// and keeps its bytes. A b that outgrew its room was moved to the heap by
// append, and the arena then keeps nothing.
func (a *arena) string(b []byte) string {
	if a != nil && len(b) > 0 && unsafe.SliceData(b) == unsafe.SliceData(a.buf[len(a.buf):cap(a.buf)]) {
		a.buf = a.buf[:len(a.buf)+len(b)]
	}
	return unsafe.String(unsafe.SliceData(b), len(b))
}
