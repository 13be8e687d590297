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
	state encoding.BinaryAppender // d's, or nil when its saved state is not laid out as below
	tail  [2 * sha256.BlockSize]byte
	saved [savedSize]byte
}

// The layout of a saved SHA-256 state (golang/go,
// src/crypto/internal/fips140/sha256/sha256.go, AppendBinary, go1.26.8):
// magic, the eight state words big-endian, the block buffer, the length.
// The hash package promises that later releases decode the states earlier
// ones wrote, so it is not expected to move; start checks the layout once,
// on messages of one and two blocks against sha256.Sum256, and falls back
// to sha256.Sum256 for every sum if it differs. TestDigesterMatchesSum256
// and FuzzDigester hold the two to each other.
const (
	savedMagic = "sha\x03"
	savedSize  = len(savedMagic) + sha256.Size + sha256.BlockSize + 8
)

// sum sets *out to the SHA-256 sum of msg.
func (g *digester) sum(msg []byte, out *Hash) {
	if g.d == nil {
		g.start()
	}
	if g.state == nil {
		*out = sha256.Sum256(msg)
		return
	}
	g.digest(msg)
	sum := *(*Hash)(g.saved[len(savedMagic):]) // through a local: two vector moves, not a copy call
	*out = sum
}

// digest writes msg and its padding to the digest and saves the state,
// whose words are then the sum, in g.saved. The layout is the binary's
// own, checked once by start: a sum neither checks nor copies it again.
func (g *digester) digest(msg []byte) {
	whole := len(msg) &^ (sha256.BlockSize - 1)
	g.d.Reset()
	if whole > 0 {
		g.d.Write(msg[:whole])
	}
	g.d.Write(g.pad(msg[whole:], len(msg)))
	g.state.AppendBinary(g.saved[:0]) // fills g.saved in place: start saw it fit
}

// start makes the digest, and keeps its saved state for reading sums only
// when it is laid out as the constants above say: the right size and
// magic, and the sums of a one-block and a two-block message right.
func (g *digester) start() {
	g.d = sha256.New()
	state, ok := g.d.(encoding.BinaryAppender)
	if !ok {
		return
	}
	if saved, err := state.AppendBinary(g.saved[:0]); err != nil || len(saved) != savedSize || &saved[0] != &g.saved[0] ||
		string(saved[:len(savedMagic)]) != savedMagic {
		return
	}
	g.state = state
	for _, probe := range [...]string{"abc", "a message of more than one block, to check the layout across two of them"} {
		g.digest([]byte(probe))
		if *(*Hash)(g.saved[len(savedMagic):]) != sha256.Sum256([]byte(probe)) {
			g.state = nil
			return
		}
	}
}

// pad lays out the last bytes of a message of size bytes, fewer than a
// block, and the padding FIPS 180-4 section 5.1.1 appends: a 1 bit, zeros,
// and the message's length in bits, in one block or two. The blocks are
// zeroed whole, a fixed size the compiler writes in a few stores, rather
// than from the message's end on.
func (g *digester) pad(last []byte, size int) []byte {
	end := sha256.BlockSize
	if len(last) < sha256.BlockSize-8 {
		*(*[sha256.BlockSize]byte)(g.tail[:]) = [sha256.BlockSize]byte{}
	} else {
		end = 2 * sha256.BlockSize
		g.tail = [2 * sha256.BlockSize]byte{}
	}
	n := copy(g.tail[:], last)
	g.tail[n] = 0x80
	binary.BigEndian.PutUint64(g.tail[end-8:end], uint64(size)<<3)
	return g.tail[:end]
}
