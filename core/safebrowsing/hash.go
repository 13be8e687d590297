package safebrowsing

import (
	"crypto/sha256"
	"encoding/hex"
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
	return hex.AppendEncode(dst, h[:min(max(n, 0), len(h))])
}

// Hex returns the full hash as 64 lower-case hex digits.
func (h Hash) Hex() string { return string(h.AppendHex(nil, len(h))) }

// Prefix returns the hash prefix of n bytes (4, 8, 16 or 32; clamped to
// 0..32). The slice aliases h.
func (h *Hash) Prefix(n int) []byte { return h[:min(max(n, 0), len(h))] }

// PrefixHex returns the n-byte hash prefix as lower-case hex.
func (h Hash) PrefixHex(n int) string { return string(h.AppendHex(nil, n)) }
