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
// lie, its last bytes and the padding are laid out in a tail of their own,
// and the sum is read from the digest's saved state, which starts with the
// state words in big-endian order: the sum itself once every block is
// written.
//
// Two things keep the processor from waiting on its own stores, which a
// load of more bytes than one store wrote cannot take from the store
// buffer: the tail of the next message is laid out while the current one
// is hashed, so its stores are done by the time the block function reads
// it sixteen bytes at a time; and the sum is read four bytes at a time, as
// the digest wrote its state words.
// The zero value is ready to use.
type digester struct {
	d     hash.Hash               // nil until the first sum
	state encoding.BinaryAppender // d's, or nil when its saved state is not laid out as below
	tails [2]tail                 // the current message's and the next one's
	saved [savedSize]byte
}

// tail is the last bytes of a message, fewer than a block, and its padding.
type tail struct {
	b   [2 * sha256.BlockSize]byte
	end int // one block or two
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
	var sums [1]Hash
	g.sumSpans(msg, []span{{0, len(msg)}}, sums[:])
	*out = sums[0]
}

// sumSpans sets out[i] to the SHA-256 sum of text[spans[i].start:spans[i].end]
// for every span; out has room for them all.
func (g *digester) sumSpans(text []byte, spans []span, out []Hash) {
	if g.d == nil {
		g.start()
	}
	if g.state == nil {
		for i, s := range spans {
			out[i] = sha256.Sum256(text[s.start:s.end])
		}
		return
	}
	if len(spans) == 0 {
		return
	}
	next := text[spans[0].start:spans[0].end]
	g.tails[0].pad(next)
	for i := range spans {
		msg := next
		if i+1 < len(spans) {
			next = text[spans[i+1].start:spans[i+1].end]
			g.tails[(i+1)&1].pad(next)
		}
		g.digest(msg, &g.tails[i&1])
		g.readSum(&out[i])
	}
}

// digest writes the whole blocks of msg and then t, its tail and padding,
// to the digest, and saves the state, whose words are then the sum, in
// g.saved. The layout is the binary's own, checked once by start: a sum
// neither checks nor copies it again.
func (g *digester) digest(msg []byte, t *tail) {
	g.d.Reset()
	if whole := len(msg) &^ (sha256.BlockSize - 1); whole > 0 {
		g.d.Write(msg[:whole])
	}
	g.d.Write(t.b[:t.end])
	g.state.AppendBinary(g.saved[:0]) // fills g.saved in place: start saw it fit
}

// readSum copies the state words out of g.saved, four bytes at a time as
// AppendBinary stored them.
// The eight moves are written out: as a loop they cost three times the
// instructions.
func (g *digester) readSum(out *Hash) {
	w := (*[sha256.Size]byte)(g.saved[len(savedMagic):])
	le := binary.LittleEndian
	le.PutUint32(out[0:], le.Uint32(w[0:]))
	le.PutUint32(out[4:], le.Uint32(w[4:]))
	le.PutUint32(out[8:], le.Uint32(w[8:]))
	le.PutUint32(out[12:], le.Uint32(w[12:]))
	le.PutUint32(out[16:], le.Uint32(w[16:]))
	le.PutUint32(out[20:], le.Uint32(w[20:]))
	le.PutUint32(out[24:], le.Uint32(w[24:]))
	le.PutUint32(out[28:], le.Uint32(w[28:]))
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
		var got Hash
		g.tails[0].pad([]byte(probe))
		g.digest([]byte(probe), &g.tails[0])
		g.readSum(&got)
		if got != sha256.Sum256([]byte(probe)) {
			g.state = nil
			return
		}
	}
}

// pad lays out the last bytes of msg, after its whole blocks, and the
// padding FIPS 180-4 section 5.1.1 appends: a 1 bit, zeros, and the
// message's length in bits, in one block or two. The blocks are zeroed
// whole, a fixed size the compiler writes in a few stores, rather than
// from the message's end on.
func (t *tail) pad(msg []byte) {
	last := msg[len(msg)&^(sha256.BlockSize-1):]
	if len(last) < sha256.BlockSize-8 {
		t.end = sha256.BlockSize
		*(*[sha256.BlockSize]byte)(t.b[:]) = [sha256.BlockSize]byte{}
	} else {
		t.end = 2 * sha256.BlockSize
		t.b = [2 * sha256.BlockSize]byte{}
	}
	n := copy(t.b[:], last)
	t.b[n] = 0x80
	binary.BigEndian.PutUint64(t.b[t.end-8:t.end], uint64(len(msg))<<3)
}
