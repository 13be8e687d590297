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

// TestShapeParts: readings with the same tail (from tag, strips, click
// identifiers), others and findings share one copy; any difference in them,
// even a key moved from one strip to the next (edge case), is another;
// and the copies are the parts' own, not the reading's memory.
func TestShapeParts(t *testing.T) {
	var p shapeParts
	strips := func(a, b []string) []Strip {
		return []Strip{{Browser: "Safari", Params: a, Where: "always", GA4Channel: "Direct"}, {Browser: "Brave", Params: b, GA4Channel: "Direct"}}
	}
	first := p.tail("", strips([]string{"gclid", "fbclid"}, nil), []string{"gclid"})
	if again := p.tail("", strips([]string{"gclid", "fbclid"}, nil), []string{"gclid"}); again != first {
		t.Fatal("the same tail is kept twice")
	}
	for i, other := range []*shapeTail{
		p.tail("x", strips([]string{"gclid", "fbclid"}, nil), []string{"gclid"}),
		p.tail("", strips([]string{"gclid"}, []string{"fbclid"}), []string{"gclid"}),
		p.tail("", strips([]string{"gclid", "fbclid"}, nil), nil),
		p.tail("", strips([]string{"gclid", "fbclid"}, nil), []string{"fbclid"}),
	} {
		if other == first {
			t.Fatalf("tail %d is the first's", i)
		}
	}
	ids := []string{"gclid"}
	kept := p.tail("y", nil, ids)
	ids[0] = "changed"
	if kept.clickIDs[0] != "gclid" {
		t.Fatal("a tail keeps the reading's memory")
	}
	w := &worded{}
	a := p.shared([]shapeFinding{{w, findingAt{keyed: 1}}})
	if b := p.shared([]shapeFinding{{w, findingAt{keyed: 1}}}); &a[0] != &b[0] {
		t.Fatal("the same findings are kept twice")
	}
	if c := p.shared([]shapeFinding{{w, findingAt{keyed: 1, value: true}}}); &a[0] == &c[0] {
		t.Fatal("other findings share the first's")
	}
	o := otherValues{category: "ad", plausible: Plausible{Source: "google"}}
	first2 := p.othersOf(&o)
	if again := p.othersOf(&otherValues{category: "ad", plausible: Plausible{Source: "google"}}); again != first2 {
		t.Fatal("the same others are kept twice")
	}
	if other := p.othersOf(&otherValues{category: "ad", umami: [3]string{"google"}}); other == first2 {
		t.Fatal("other values share the first's")
	}
	for i := range maxShapeParts + 1 {
		p.tail(strconv.Itoa(i), nil, nil)
	}
	if len(p.tails) > maxShapeParts {
		t.Fatalf("%d tails kept, more than %d", len(p.tails), maxShapeParts)
	}
}
