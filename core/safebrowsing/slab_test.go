package safebrowsing

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/corpus"
)

// Every string a slab handed out keeps its bytes while later ones are
// stored, the slab fills and is replaced, and the buffer they were copied
// from is reused: short and long (given their own string), edge case.
func TestURLSlabStringsStayValid(t *testing.T) {
	var u urlSlab
	var buf []byte
	var got, want []string
	for i := 0; i < 3000; i++ {
		n := i % 97
		if i%500 == 0 {
			n = slabSize/4 + i%3 // longer than a slab shares
		}
		buf = append(buf[:0], strings.Repeat(fmt.Sprint(i%10), n)...)
		got = append(got, u.store(buf))
		want = append(want, string(buf))
		for j := range buf {
			buf[j] = 'x' // the source reused, as a Hasher reuses its URL buffer
		}
	}
	if !slices.Equal(got, want) {
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("string %d: %q, stored as %q", i, got[i], want[i])
			}
		}
	}
}

// A Clone equals its Result and stays so while its Hasher goes on; its
// strings lie in one copy of the URL where they lie in the original.
func TestCloneOfHasherResults(t *testing.T) {
	links := corpus.Links(500)
	var h Hasher
	var clones, want []*Result
	for _, l := range links {
		r, err := h.Lookup(l, HostRuleV5)
		if err != nil {
			continue
		}
		clones = append(clones, r.Clone())
		w, _ := Lookup(l, HostRuleV5)
		want = append(want, w)
	}
	for i, c := range clones {
		w := want[i]
		if c.Canonical != w.Canonical || c.Rule != w.Rule || !slices.Equal(c.Expressions, w.Expressions) || !slices.Equal(c.Hashes, w.Hashes) {
			t.Fatalf("clone %d: %+v, want %+v", i, c, w)
		}
	}
}

// Clone of a Result whose pieces are not laid out as Canonicalize lays
// them (a caller's own Result) copies each: edge case.
func TestCloneOfOddResult(t *testing.T) {
	r := &Result{Canonical: Canonical{URL: "http://a.example/x", Scheme: "http", Host: "b.example", Path: "/y"},
		Expressions: []string{"b.example/y", "a.example/x", "nowhere"}, Hashes: []Hash{{1}, {2}, {3}}}
	c := r.Clone()
	if c.Canonical != r.Canonical || !slices.Equal(c.Expressions, r.Expressions) || !slices.Equal(c.Hashes, r.Hashes) {
		t.Errorf("clone %+v, want %+v", c, r)
	}
}
