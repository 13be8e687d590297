package attribution

import (
	"math/bits"

	"github.com/linkscope/linkscope/core/internal/asciifold"
)

// keyHash is the key table as every pair looks it up: an open-addressed
// table on a hash of a few of a key's bytes. A query's keys are short and
// few; a Go map would hash each whole and cost several times more, on
// every pair of every link. The table is read-only once built.
type keyHash struct {
	slots  []keySlot
	mask   uint32
	maxLen int // the longest key: a longer one is none of the table's
}

type keySlot struct {
	key  string
	info *keyInfo
}

// newKeyHash builds the table of m's keys, with four slots a key or more.
func newKeyHash(m map[string]*keyInfo) keyHash {
	n := 1 << bits.Len(uint(4*len(m)))
	h := keyHash{slots: make([]keySlot, n), mask: uint32(n - 1)}
	for k, info := range m {
		i := hashKey(k) & h.mask
		for h.slots[i].info != nil {
			i = (i + 1) & h.mask
		}
		h.slots[i] = keySlot{k, info}
		h.maxLen = max(h.maxLen, len(k))
	}
	return h
}

// lookup is the entry for key, or nil.
func (h *keyHash) lookup(key string) *keyInfo {
	if len(key) > h.maxLen {
		return nil
	}
	for i := hashKey(key) & h.mask; ; {
		s := &h.slots[i]
		if s.info == nil || s.key == key {
			return s.info
		}
		i = (i + 1) & h.mask
	}
}

// lookupLower is lookup of key written in ASCII lower case, without
// writing it: for a key as a browser that ignores case compares it.
func (h *keyHash) lookupLower(key string) *keyInfo {
	if len(key) > h.maxLen {
		return nil
	}
	for i := hashKeyLower(key) & h.mask; ; {
		s := &h.slots[i]
		if s.info == nil || asciifold.Equal(key, s.key) {
			return s.info
		}
		i = (i + 1) & h.mask
	}
}

// hashKey mixes a key's length and four of its bytes: the table's keys
// (utm_source, gclid, _openstat, mtm_cid, …) differ there.
func hashKey(k string) uint32 {
	if k == "" {
		return 0
	}
	n := len(k)
	return mixKey(k[0], k[n-1], k[n/2], k[n/3], n)
}

// hashKeyLower is hashKey of k written in ASCII lower case.
func hashKeyLower(k string) uint32 {
	if k == "" {
		return 0
	}
	n := len(k)
	return mixKey(lowerByte(k[0]), lowerByte(k[n-1]), lowerByte(k[n/2]), lowerByte(k[n/3]), n)
}

func mixKey(a, b, c, d byte, n int) uint32 {
	x := uint32(a) | uint32(b)<<8 | uint32(c)<<16 | uint32(d)<<24
	x ^= uint32(n) * 0x9e3779b1
	x *= 0x85ebca6b
	return x ^ x>>15
}

func lowerByte(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
