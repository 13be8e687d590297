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
		if len(s.info.foldStrips) > 0 && s.key != strings.ToLower(s.key) { // scan finds them by lookupLower
			t.Errorf("%q: a key a browser strips whatever its case is written in lower case", s.key)
		}
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

// TestKeyHashLower: lookupLower finds a key written with any capitals as
// lookup finds it in lower case, and finds nothing lookup would not.
func TestKeyHashLower(t *testing.T) {
	m := map[string]*keyInfo{}
	for _, k := range []string{"fbclid", "mc_eid", "utm_source", "a", "", "x-1"} {
		m[k] = &keyInfo{}
	}
	h := newKeyHash(m)
	for k, info := range m {
		for _, written := range []string{k, strings.ToUpper(k), strings.ToUpper(k[:len(k)/2]) + k[len(k)/2:]} {
			if got := h.lookupLower(written); got != info {
				t.Errorf("lookupLower(%q): %p, want %p", written, got, info)
			}
		}
		for _, other := range []string{k + "X", "X" + k, k + strings.Repeat("Y", 100), strings.ToUpper(k) + "\u212a"} {
			if m[strings.ToLower(other)] == nil && h.lookupLower(other) != nil {
				t.Errorf("lookupLower(%q) found an entry", other)
			}
		}
	}
	// Only ASCII letters fold: the Kelvin sign is no k.
	kelvin := newKeyHash(map[string]*keyInfo{"k": {}})
	if kelvin.lookupLower("\u212a") != nil {
		t.Error("lookupLower folded U+212A to k")
	}
}
