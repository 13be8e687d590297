package safebrowsing

import (
	"crypto/sha256"
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
	dst = slices.Grow(dst, 2*n)
	for _, b := range h[:n] {
		dst = append(dst, hexPairs[2*int(b)], hexPairs[2*int(b)+1])
	}
	return dst
}

// hexPairs are the two lower-case hex digits of each byte, one lookup a
// byte: a batch writes 64 digits for every expression.
const hexPairs = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f" +
	"202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f" +
	"404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f" +
	"606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f" +
	"808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f" +
	"a0a1a2a3a4a5a6a7a8a9aaabacadaeafb0b1b2b3b4b5b6b7b8b9babbbcbdbebf" +
	"c0c1c2c3c4c5c6c7c8c9cacbcccdcecfd0d1d2d3d4d5d6d7d8d9dadbdcdddedf" +
	"e0e1e2e3e4e5e6e7e8e9eaebecedeeeff0f1f2f3f4f5f6f7f8f9fafbfcfdfeff"

// Hex returns the full hash as 64 lower-case hex digits.
func (h Hash) Hex() string { return string(h.AppendHex(nil, len(h))) }

// Prefix returns the hash prefix of n bytes (4, 8, 16 or 32; clamped to
// 0..32). The slice aliases h.
func (h *Hash) Prefix(n int) []byte { return h[:min(max(n, 0), len(h))] }

// PrefixHex returns the n-byte hash prefix as lower-case hex.
func (h Hash) PrefixHex(n int) string { return string(h.AppendHex(nil, n)) }
