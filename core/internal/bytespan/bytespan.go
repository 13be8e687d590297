// Package bytespan finds where a run of allowed bytes ends, sixteen bytes
// a step where the CPU can (SSSE3 on amd64), for the URL scanners of
// core/uri and core/whatwg: scanning is much of parsing a link, and a
// table loop spends much of its time leaving at a stop byte; here the stop
// is found from a bit mask, without a branch per byte.
package bytespan

// Columns is a set of printable ASCII bytes (0x20 to 0x7F) as the vector
// step reads it: bit k of Columns[c&15] is set when byte c of row k+2
// (its high nibble) is allowed. Controls and non-ASCII bytes are never
// in the set.
type Columns [16]byte

// ColumnsOf is the set of the printable ASCII bytes allowed accepts; it
// panics when allowed accepts a byte outside 0x20 to 0x7F, which the
// vector step cannot hold.
func ColumnsOf(allowed func(c byte) bool) Columns {
	var t Columns
	for c := 0; c < 256; c++ {
		if !allowed(byte(c)) {
			continue
		}
		if c < 0x20 || c >= 0x80 {
			panic("bytespan: only printable ASCII bytes can be allowed")
		}
		t[c&15] |= 1 << (c>>4 - 2)
	}
	return t
}

// Has reports whether c is in the set.
func (t *Columns) Has(c byte) bool {
	return c >= 0x20 && c < 0x80 && t[c&15]&(1<<(c>>4-2)) != 0
}

// Span returns the offset of the first byte of s from i that is not in
// the set, or len(s): the vector step where there is one, then a byte
// loop.
func (t *Columns) Span(s string, i int) int {
	if j, ok := Blocks(s, i, t); ok {
		return j
	}
	for i < len(s) && t.Has(s[i]) {
		i++
	}
	return i
}
