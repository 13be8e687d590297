package safebrowsing

import (
	"crypto/sha256"
	"encoding"
	"encoding/binary"
	"hash"
)

// digester computes the SHA-256 sums of a Hasher's expressions through one
// digest, padding each message itself. Most expressions fit one block, and
// for those sha256.Sum256 spends a third of its time around the block
// function: it copies the message into the digest, copies the digest to
// finish it, zeroes and copies a padding buffer, and copies the sum out.
// Here the whole blocks of a message go to the block function where they
// lie, its last bytes and the padding are laid out once in tail, and the
// sum is read from the digest's saved state, which starts with the state
// words in big-endian order: the sum itself once every block is written.
// The zero value is ready to use.
type digester struct {
	d     hash.Hash               // nil until the first sum
	state encoding.BinaryAppender // d's, or nil when it cannot save its state
	tail  [2 * sha256.BlockSize]byte
	saved [savedSize]byte
}

// The layout of a saved SHA-256 state (golang/go,
// src/crypto/internal/fips140/sha256/sha256.go, AppendBinary, go1.26.8):
// magic, the eight state words big-endian, the block buffer, the length.
// The hash package promises that later releases decode the states earlier
// ones wrote, so it is not expected to move; sum checks the magic and the
// size and falls back to sha256.Sum256, and TestDigesterMatchesSum256
// would catch any other change.
const (
	savedMagic = "sha\x03"
	savedSize  = len(savedMagic) + sha256.Size + sha256.BlockSize + 8
)

// sum sets *out to the SHA-256 sum of msg.
func (g *digester) sum(msg []byte, out *Hash) {
	if g.d == nil {
		g.d = sha256.New()
		g.state, _ = g.d.(encoding.BinaryAppender)
	}
	if g.state == nil {
		*out = sha256.Sum256(msg)
		return
	}
	whole := len(msg) &^ (sha256.BlockSize - 1)
	g.d.Reset()
	if whole > 0 {
		g.d.Write(msg[:whole])
	}
	g.d.Write(g.pad(msg[whole:], len(msg)))
	saved, err := g.state.AppendBinary(g.saved[:0])
	if err != nil || len(saved) != savedSize || string(saved[:len(savedMagic)]) != savedMagic {
		*out = sha256.Sum256(msg)
		return
	}
	*out = Hash(saved[len(savedMagic):]) // a fixed-size move, not a copy call
}

// pad lays out the last bytes of a message of size bytes, fewer than a
// block, and the padding FIPS 180-4 section 5.1.1 appends: a 1 bit, zeros,
// and the message's length in bits, in one block or two.
func (g *digester) pad(last []byte, size int) []byte {
	n := copy(g.tail[:], last)
	end := sha256.BlockSize
	if n >= sha256.BlockSize-8 {
		end = 2 * sha256.BlockSize
	}
	g.tail[n] = 0x80
	clear(g.tail[n+1 : end-8])
	binary.BigEndian.PutUint64(g.tail[end-8:end], uint64(size)<<3)
	return g.tail[:end]
}
