package safebrowsing

import (
	"crypto/sha256"
	"encoding"
	"encoding/binary"
	"hash"
)

// digester computes the SHA-256 sums of a Hasher's expressions through two
// digests, padding each message itself. Most expressions fit one block, and
// for those sha256.Sum256 spends a third of its time around the block
// function: it copies the message into the digest, copies the digest to
// finish it, zeroes and copies a padding buffer, and copies the sum out.
// Here the whole blocks of a message go to the block function where they
// lie, its last bytes and the padding are laid out in a tail of their own,
// and the sum is read from the digest's saved state, which starts with the
// state words in big-endian order: the sum itself once every block is
// written.
//
// Three things keep the processor from waiting on its own stores, which a
// load of more bytes than one store wrote cannot take from the store
// buffer, so that it waits until they are written out, and so until all
// work before them is done. Two digests take turns: the one for the next
// message is reset (four bytes a state word) while the current one works,
// so the block function's sixteen-byte loads of the state find the stores
// done, and one message's hashing need not wait for the last one's to
// finish (a quarter less time a one-block message, measured). The tail of
// the next message is laid out while the current one is hashed, for the
// same reason. And the sum is read four bytes at a time, as the digest
// wrote its state words.
// The zero value is ready to use.
type digester struct {
	d     [2]hash.Hash               // nil until the first sum
	state [2]encoding.BinaryAppender // d's, or nil when their saved state is not laid out as below
	next  int                        // the digest reset for the next message
	tails [2]tail                    // the current message's and the next one's
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
	if g.d[0] == nil {
		g.start()
	}
	if g.state[0] == nil {
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
		cur := g.next
		g.next ^= 1
		g.d[g.next].Reset()
		g.digest(cur, msg, &g.tails[i&1])
		g.readSum(&out[i])
	}
}

// digest writes the whole blocks of msg and then t, its tail and padding,
// to digest k, which is reset, and saves the state, whose words are then
// the sum, in g.saved. The layout is the binary's own, checked once by
// start: a sum neither checks nor copies it again.
func (g *digester) digest(k int, msg []byte, t *tail) {
	d := g.d[k]
	if whole := len(msg) &^ (sha256.BlockSize - 1); whole > 0 {
		d.Write(msg[:whole])
	}
	d.Write(t.b[:t.end])
	g.state[k].AppendBinary(g.saved[:0]) // fills g.saved in place: start saw it fit
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

// start makes the two digests, and keeps their saved states for reading
// sums only when they are laid out as the constants above say: the right
// size and magic, and the sums of a one-block and a two-block message
// right. It leaves both reset.
func (g *digester) start() {
	var states [2]encoding.BinaryAppender
	for k := range g.d {
		g.d[k] = sha256.New()
		state, ok := g.d[k].(encoding.BinaryAppender)
		if !ok {
			return
		}
		if saved, err := state.AppendBinary(g.saved[:0]); err != nil || len(saved) != savedSize || &saved[0] != &g.saved[0] ||
			string(saved[:len(savedMagic)]) != savedMagic {
			return
		}
		states[k] = state
	}
	g.state = states
	for k := range g.d {
		for _, probe := range [...]string{"abc", "a message of more than one block, to check the layout across two of them"} {
			var got Hash
			g.d[k].Reset()
			g.tails[0].pad([]byte(probe))
			g.digest(k, []byte(probe), &g.tails[0])
			g.readSum(&got)
			if got != sha256.Sum256([]byte(probe)) {
				g.state = [2]encoding.BinaryAppender{}
				return
			}
		}
		g.d[k].Reset()
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
