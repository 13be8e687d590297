package attribution

import (
	"strings"
	"testing"
)

// TestKeyHash: the key table finds each of its keys after a few probes,
// and nothing else: neither another key, nor one a byte off, nor a
// longer one.
func TestKeyHash(t *testing.T) {
	m := map[string]*keyInfo{}
	for _, k := range []string{"utm_source", "utm_medium", "gclid", "yclid", "_openstat", "mtm_cid", "pk_cid", "a", ""} {
		m[k] = &keyInfo{}
	}
	h := newKeyHash(m)
	for k, info := range m {
		if got := h.lookup(k); got != info {
			t.Errorf("%q: %p, want %p", k, got, info)
		}
		for _, other := range []string{k + "x", "x" + k, strings.ToUpper(k), k + strings.Repeat("y", 100)} {
			if other != k && m[other] == nil && h.lookup(other) != nil {
				t.Errorf("%q found", other)
			}
		}
	}
	// The package's own table: every key it was built from is found, none
	// more than a few slots from where its hash puts it.
	table := keys()
	found := 0
	for i, s := range table.hash.slots {
		if s.info == nil {
			continue
		}
		found++
		if table.lookup(s.key) != s.info {
			t.Errorf("%q not found", s.key)
		}
		if d := (uint32(i) - hashKey(s.key)) & table.hash.mask; d > 8 {
			t.Errorf("%q is %d slots from its hash's", s.key, d)
		}
	}
	if found < 80 {
		t.Errorf("the table holds %d keys, want the tables' (GA4's, Matomo's, the browsers', …)", found)
	}
}
