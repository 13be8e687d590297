package attribution

import "hash/maphash"

// shapeTable holds the shapes a Reader remembers, by their keys: an
// open-addressed table of each key's hash beside its shape, which holds
// the key itself. Every link of a batch looks its shape up: here that
// reads a line of the table, the shape (a line) and the key's bytes; a
// Go map of string keys would read its control word, its slot and the
// key's bytes, each elsewhere in memory, before the shape. The table is
// at most half full, and starts over past maxShapes shapes.
type shapeTable struct {
	slots  []shapeSlot // a power of two of them
	n      int         // shapes held
	seed   maphash.Seed
	seeded bool
}

// shapeSlot is a slot of the table: a shape and its key's hash, whose
// lowest bit is set (a hash of 0 is an empty slot).
type shapeSlot struct {
	hash uint64
	s    *shape
}

const minShapeSlots = 256

// hash is key's hash, as find and add take it: a link's shape key is
// hashed once for both.
func (t *shapeTable) hash(key []byte) uint64 {
	if !t.seeded {
		t.seed, t.seeded = maphash.MakeSeed(), true
	}
	return maphash.Bytes(t.seed, key) | 1
}

// find is the shape of key, whose hash is h, or nil.
func (t *shapeTable) find(h uint64, key []byte) *shape {
	if len(t.slots) == 0 {
		return nil
	}
	mask := uint64(len(t.slots) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		sl := &t.slots[i]
		if sl.hash == 0 {
			return nil
		}
		if sl.hash == h && sl.s.key == string(key) {
			return sl.s
		}
	}
}

// add adds s, whose key (s.key, not in the table) has hash h.
func (t *shapeTable) add(h uint64, s *shape) {
	switch {
	case len(t.slots) == 0 || t.n >= maxShapes:
		t.slots, t.n = make([]shapeSlot, minShapeSlots), 0
	case 2*(t.n+1) > len(t.slots):
		t.grow()
	}
	t.put(h, s)
	t.n++
}

// put writes s in the first empty slot from its hash's.
func (t *shapeTable) put(h uint64, s *shape) {
	mask := uint64(len(t.slots) - 1)
	i := h & mask
	for t.slots[i].hash != 0 {
		i = (i + 1) & mask
	}
	t.slots[i] = shapeSlot{h, s}
}

// grow doubles the table.
func (t *shapeTable) grow() {
	old := t.slots
	t.slots = make([]shapeSlot, 2*len(old))
	for _, sl := range old {
		if sl.hash != 0 {
			t.put(sl.hash, sl.s)
		}
	}
}
