package attribution

import (
	"strconv"
	"testing"
)

// TestShapeTable: every shape added is found by its key until the table
// starts over past maxShapes (edge case: the bound), none is found by
// another key, and the table is never more than half full (a lookup of
// an absent key ends at an empty slot).
func TestShapeTable(t *testing.T) {
	var tb shapeTable
	key := func(i int) []byte { return []byte("shape " + strconv.Itoa(i)) }
	if tb.find(tb.hash(key(0)), key(0)) != nil {
		t.Fatal("an empty table finds a shape")
	}
	for i := range maxShapes + 10 {
		k := key(i)
		s := &shape{key: string(k)}
		tb.add(tb.hash(k), s)
		if 2*tb.n > len(tb.slots) {
			t.Fatalf("%d shapes in %d slots", tb.n, len(tb.slots))
		}
		if got := tb.find(tb.hash(k), k); got != s {
			t.Fatalf("shape %d: found %v", i, got)
		}
	}
	if tb.n != 10 {
		t.Fatalf("%d shapes past the bound, want the table started over with 10", tb.n)
	}
	for i := range maxShapes + 10 {
		k := key(i)
		got := tb.find(tb.hash(k), k)
		if kept := i >= maxShapes; (got != nil) != kept || got != nil && got.key != string(k) {
			t.Fatalf("shape %d after starting over: found %v", i, got)
		}
	}
}
