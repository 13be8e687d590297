package unwrap

// tailSet is a one-hash Bloom filter over the tails (tail) of the
// table's exact and suffix hosts: a host whose tail's bit is clear is no
// exact or suffix host's, known without a map lookup (most links are
// no wrapper's). A set bit may be another tail's: the exact and suffix
// maps, which decide, are then looked up. 8,192 bits hold the built-in
// table's four hundred tails with about one bit in twenty set.
type tailSet [tailSetWords]uint64

const tailSetWords = 128

// tailBit is s's bit in a tailSet: FNV-1a, 32 bits, folded to 13.
func tailBit(s string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(s); i++ {
		h ^= uint32(s[i])
		h *= 16777619
	}
	return (h ^ h>>13) % (tailSetWords * 64)
}

func (t *tailSet) add(s string) {
	b := tailBit(s)
	t[b/64] |= 1 << (b % 64)
}

// mayHold reports false when s was never added.
func (t *tailSet) mayHold(s string) bool {
	b := tailBit(s)
	return t[b/64]&(1<<(b%64)) != 0
}
