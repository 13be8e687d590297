package safebrowsing

import (
	"crypto/sha256"
	"encoding/binary"
	"slices"
)

// Hash is the full-length SHA-256 hash of an expression.
type Hash [sha256.Size]byte

// The hash prefix lengths in use: 4 bytes is what hashes.search takes;
// lists carry 4-, 8-, 16- and 32-byte entries.
const (
	Prefix4  = 4
	Prefix8  = 8
	Prefix16 = 16
	Prefix32 = 32
)

// Sum returns the SHA-256 hash of expr.
func Sum(expr string) Hash { return sha256.Sum256([]byte(expr)) }

// AppendHex appends the first n bytes of h (n is clamped to 0..32) as
// lower-case hex, as sha256sum prints it.
func (h *Hash) AppendHex(dst []byte, n int) []byte {
	n = min(max(n, 0), len(h))
	at := len(dst)
	dst = slices.Grow(dst, 2*len(h))[:at+2*len(h)]
	h.putHex((*[2 * len(Hash{})]byte)(dst[at:]), n)
	return dst[:at+2*n]
}

// putHex writes the digits of the first n bytes of h (0..32) to out,
// perhaps more up to the next multiple of four bytes. A batch writes 64
// digits for every expression, so the digits of four bytes go out as one
// word.
func (h *Hash) putHex(out *[2 * len(Hash{})]byte, n int) {
	for i := 0; i < len(h) && i < n; i += 4 { // a constant bound, so no bounds checks
		v := uint64(hexPairs[h[i]]) | uint64(hexPairs[h[i+1]])<<16 | uint64(hexPairs[h[i+2]])<<32 | uint64(hexPairs[h[i+3]])<<48
		binary.LittleEndian.PutUint64(out[2*i:], v)
	}
}

// hexPairs holds the two lower-case hex digits of each byte, the first in
// the low byte, as they lie in memory once stored little-endian. Set once,
// never modified.
var hexPairs = func() (t [256]uint16) {
	const digits = "0123456789abcdef"
	for b := range t {
		t[b] = uint16(digits[b>>4]) | uint16(digits[b&15])<<8
	}
	return t
}()

// Hex returns the full hash as 64 lower-case hex digits.
func (h Hash) Hex() string { return string(h.AppendHex(nil, len(h))) }

// Prefix returns the hash prefix of n bytes (4, 8, 16 or 32; clamped to
// 0..32). The slice aliases h.
func (h *Hash) Prefix(n int) []byte { return h[:min(max(n, 0), len(h))] }

// PrefixHex returns the n-byte hash prefix as lower-case hex.
func (h Hash) PrefixHex(n int) string { return string(h.AppendHex(nil, n)) }
