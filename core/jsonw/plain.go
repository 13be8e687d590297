package jsonw

import (
	"math/bits"

	"github.com/linkscope/linkscope/core/internal/bytespan"
)

// vectorMin is the shortest string whose plain run the vector step scans
// (it needs a whole block): from one block on, it costs less than two
// eight-byte words (BenchmarkAppendStringReport: 32 cost 4% more).
const vectorMin = 16

// plainPrefix returns how many bytes at the start of s are plain (written
// as themselves): the vector step for a long string, else eight bytes a
// word, then the last word read again overlapping the ones before it.
func plainPrefix(s string) int {
	if len(s) >= vectorMin {
		if j, ok := bytespan.Blocks(s, 0, &plainColumns); ok {
			return j
		}
	}
	i := 0
	for ; i+8 <= len(s); i += 8 {
		if bad := notPlain8(load8(s, i)); bad != 0 {
			return i + bits.TrailingZeros64(bad)/8
		}
	}
	if i == len(s) {
		return i
	}
	if len(s) >= 8 {
		// The bytes before i in the last word are plain, so none of them is
		// flagged: the first flag is the first byte that is not.
		j := len(s) - 8
		if bad := notPlain8(load8(s, j)); bad != 0 {
			return j + bits.TrailingZeros64(bad)/8
		}
		return len(s)
	}
	return shortPlainPrefix(s)
}

// shortPlainPrefix is plainPrefix for s shorter than a word: its bytes
// gathered into one word, padded with plain bytes, so that a short
// string costs one test instead of a loop. From four bytes on, the first
// four and the last four (overlapping) fill the word; below, the first,
// middle and last byte, which are then every byte. Either way the word's
// bytes are in the string's order, and the first flag is exact.
func shortPlainPrefix(s string) int {
	n := len(s)
	switch {
	case n >= 4:
		w := load4(s, 0) | load4(s, n-4)<<32
		bad := notPlain8(w)
		if bad == 0 {
			return n
		}
		k := bits.TrailingZeros64(bad) / 8
		if k < 4 {
			return k
		}
		return n - 8 + k // in the last four: their byte k-4
	case n > 0:
		w := uint64(s[0]) | uint64(s[n/2])<<8 | uint64(s[n-1])<<16 | plainPad
		bad := notPlain8(w)
		if bad == 0 {
			return n
		}
		return [3]int{0, n / 2, n - 1}[bits.TrailingZeros64(bad)/8]
	}
	return 0
}

// load4 reads the four bytes of s from i as a little-endian word.
func load4(s string, i int) uint64 {
	s = s[i : i+4]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24
}

// load8 reads the eight bytes of s from i as a little-endian word (the
// compiler makes this one load).
func load8(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

const (
	ones  = 0x0101010101010101
	highs = 0x8080808080808080
	// plainPad is 'a' in the five high bytes: what a short string's word
	// holds past its three gathered bytes.
	plainPad = 'a' * ones &^ 0xffffff
)

// notPlain8 sets the high bit of each byte of x that is not plain: below
// 0x20, 0x7F and above, '"' or '\\'. A borrow or carry can also flag a
// byte after one that is flagged, never one before it, so the lowest flag
// is exact (the classic "has less", "has more" and "has zero" byte
// tricks, each exact in that way).
func notPlain8(x uint64) uint64 {
	control := (x - 0x20*ones) &^ x // below 0x20
	high := x | (x + ones)          // 0x7F and above
	q := x ^ '"'*ones
	b := x ^ '\\'*ones
	quote := (q - ones) &^ q
	backslash := (b - ones) &^ b
	return (control | high | quote | backslash) & highs
}
