package safebrowsing

// hostShape is what one scan of a host tells its steps, so that a step
// with nothing to do is skipped rather than run over the host again: most
// hosts are lower-case ASCII names with single dots.
type hostShape struct {
	strayDots bool // a leading, trailing or doubled dot
	upper     bool // an upper-case ASCII letter
	nonASCII  bool
	notIPv4   bool // a byte that no IPv4 form holds (see parseIPv4)
}

// The classes of hostClass.
const (
	classUpper = 1 << iota
	classNonASCII
	classNotIPv4
	classDot
)

// hostClass classifies each byte for shapeOf. Set once, never modified.
var hostClass = func() (t [256]uint8) {
	for c := range t {
		b := byte(c)
		if b >= 'A' && b <= 'Z' {
			t[c] |= classUpper
		}
		if b >= 0x80 {
			t[c] |= classNonASCII
		}
		if !isHex(b) && b|0x20 != 'x' && b != '.' {
			t[c] |= classNotIPv4
		}
		if b == '.' {
			t[c] |= classDot
		}
	}
	return t
}()

// shapeOf scans h once, without a branch a byte.
func shapeOf(h []byte) hostShape {
	var class, doubled uint8
	last := uint8(classDot) // a leading dot counts as doubled
	for _, c := range h {
		k := hostClass[c]
		class |= k
		doubled |= k & last
		last = k
	}
	return hostShape{
		strayDots: (doubled|last)&classDot != 0,
		upper:     class&classUpper != 0,
		nonASCII:  class&classNonASCII != 0,
		notIPv4:   class&classNotIPv4 != 0,
	}
}
