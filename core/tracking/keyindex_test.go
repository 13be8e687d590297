package tracking

import (
	"fmt"
	"slices"
	"testing"
)

// TestKeyIndex holds the index to a Go map of the same keys: every key
// finds its entries, and keys one byte away (and of every length around
// the eight-byte words the hash reads) find nothing.
func TestKeyIndex(t *testing.T) {
	params := Default().Params()
	entries, keys := map[string][]int32{}, []string(nil)
	for i := range 3000 { // many keys alike but for a byte or two, as a user's rules may hold
		params = append(params, Param{Key: fmt.Sprintf("k%0*d", i%20, i), Sites: []string{"example.com"}[:i%2]})
	}
	for i := range params {
		if k := params[i].Key; params[i].Family == "" {
			if entries[k] == nil {
				keys = append(keys, k)
			}
			entries[k] = append(entries[k], int32(i))
		}
	}
	x := newKeyIndex(keys, entries, params)
	for _, k := range keys {
		s := x.lookup(k)
		if s == nil || s.key != k || !slices.Equal(s.ids, entries[k]) {
			t.Fatalf("lookup(%q) = %+v, want entries %v", k, s, entries[k])
		}
		for _, other := range []string{k + "x", k[:len(k)-1], "X" + k[1:], k[:len(k)-1] + "!", k[:len(k)/2] + "?" + k[len(k)/2+1:]} {
			if s := x.lookup(other); entries[other] == nil && s != nil {
				t.Fatalf("lookup(%q) found %q", other, s.key)
			}
		}
	}
	if s := (&keyIndex{}).lookup("utm_source"); s != nil {
		t.Fatalf("an empty index found %q", s.key)
	}
}
