package tracking

import "math/bits"

// keyIndex finds the entries spelled as a key: open addressing over a
// power-of-two array of slots, at most half full. Nearly every key of a
// tracked link is a table key spelled as the table spells it, so this is
// the lookup a link pays for most; a Go map's general hashing and probing
// cost it three times what this does. Each slot also records the key's
// global entry and whether any entry is scoped to sites, so the common
// key, with one global entry, needs no look at the entries themselves.
type keyIndex struct {
	slots []keySlot
	mask  uint64
}

type keySlot struct {
	key string
	// lo and hi are keyWords(key): a key of up to sixteen bytes, as
	// nearly every one is, is compared by them and its length, with the
	// words its hash read, not a call to compare bytes.
	lo, hi uint64
	ids    []int32 // the key's entries, table order; nil for an empty slot
	global int32   // the last entry without sites (as pick chooses it), -1 for none
	scoped bool    // some entry is scoped to sites
}

// newKeyIndex indexes the entries of each key (table order) of params.
func newKeyIndex(keys []string, entries map[string][]int32, params []Param) keyIndex {
	n := 8
	for n < 2*len(keys) {
		n *= 2
	}
	x := keyIndex{slots: make([]keySlot, n), mask: uint64(n - 1)}
	for _, k := range keys {
		ids := entries[k]
		s := keySlot{key: k, ids: ids, global: -1}
		s.lo, s.hi = keyWords(k)
		for _, i := range ids {
			if len(params[i].Sites) == 0 {
				s.global = i
			} else {
				s.scoped = true
			}
		}
		x.slots[x.free(k)] = s
	}
	return x
}

// free returns the slot key belongs in: its own, or the first empty one
// of its probe sequence.
func (x *keyIndex) free(key string) uint64 {
	i := hashKey(key) & x.mask
	for x.slots[i].ids != nil && x.slots[i].key != key {
		i = (i + 1) & x.mask
	}
	return i
}

// lookup returns key's slot, or nil.
func (x *keyIndex) lookup(key string) *keySlot {
	if len(x.slots) == 0 {
		return nil
	}
	if n := len(key); n <= 16 {
		lo, hi := keyWords(key)
		for i := hashShort(n, lo, hi) & x.mask; ; i = (i + 1) & x.mask {
			s := &x.slots[i]
			if s.ids == nil {
				return nil
			}
			if s.lo == lo && s.hi == hi && len(s.key) == n {
				return s
			}
		}
	}
	for i := hashKey(key) & x.mask; ; i = (i + 1) & x.mask {
		s := &x.slots[i]
		if s.ids == nil {
			return nil
		}
		if s.key == key {
			return s
		}
	}
}

// hashKey mixes a key eight bytes at a time, the last word overlapping
// the one before it (a key shorter than eight bytes a byte at a time), and
// finishes as MurmurHash3's fmix64 does, so that keys differing in one
// byte land far apart.
func hashKey(key string) uint64 {
	n := len(key)
	if n <= 16 {
		lo, hi := keyWords(key)
		return hashShort(n, lo, hi)
	}
	h := uint64(n) * hashMul
	for i := 0; i+8 < n; i += 8 {
		h = bits.RotateLeft64((h^word(key[i:i+8]))*hashMul, 31)
	}
	return fmix64(h ^ word(key[n-8:]))
}

// hashMul is the golden ratio's multiplier that mixes each word in.
const hashMul = 0x9e3779b97f4a7c15

// hashShort is hashKey of a key of n <= 16 bytes whose keyWords are lo
// and hi.
func hashShort(n int, lo, hi uint64) uint64 {
	h := uint64(n) * hashMul
	if n > 8 {
		h = bits.RotateLeft64((h^lo)*hashMul, 31)
	}
	return fmix64(h ^ hi)
}

// keyWords returns the words hashKey reads of a key of up to sixteen
// bytes: its first eight bytes and its last eight (the same word for
// eight bytes), or, shorter, its bytes one after the other in one word
// (as both). Two keys of one length up to sixteen bytes are equal when
// their words are; of a longer key, lo and hi are its first and last
// eight bytes.
func keyWords(key string) (lo, hi uint64) {
	n := len(key)
	if n < 8 {
		var w uint64
		for i := range n {
			w = w<<8 | uint64(key[i])
		}
		return w, w
	}
	return word(key), word(key[n-8:])
}

// word reads the first eight bytes of s, little-endian, in one load.
func word(s string) uint64 {
	_ = s[7]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// fmix64 is MurmurHash3's finalizer: every bit of h reaches every bit.
func fmix64(h uint64) uint64 {
	h ^= h >> 33
	h *= 0xff51afd7ed558ccd
	h ^= h >> 33
	h *= 0xc4ceb9fe1a85ec53
	return h ^ h>>33
}
