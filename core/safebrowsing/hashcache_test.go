package safebrowsing

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"strings"
	"testing"
)

// TestHashCache: a remembered hash is the expression's SHA-256, whether
// it was computed now or met before, and the memory stays bounded.
func TestHashCache(t *testing.T) {
	var h Hasher
	links := []string{"http://a.b.c/1/2.html?param=1", "http://a.b.c/1/2.html?param=1", "http://a.b.c/1/", "http://x.a.b.c/1/2.html",
		"http://a.b.c/" + strings.Repeat("p", maxCachedExpression) + "/"}
	for round := range 2 {
		for _, link := range links {
			res, err := h.Lookup(link, HostRuleV5)
			if err != nil {
				t.Fatal(err)
			}
			for i, e := range res.Expressions {
				if res.Hashes[i] != Hash(sha256.Sum256([]byte(e))) {
					t.Errorf("round %d, %s: %q has the wrong hash", round, link, e)
				}
			}
		}
	}
	for i := range hashCacheSize + 10 {
		if _, err := h.Lookup("http://h"+strconv.Itoa(i)+".example/", HostRuleV5); err != nil {
			t.Fatal(err)
		}
	}
	if len(h.sums) > hashCacheSize {
		t.Errorf("%d hashes remembered, at most %d", len(h.sums), hashCacheSize)
	}
	for e := range h.sums {
		if len(e) > maxCachedExpression {
			t.Errorf("an expression of %d bytes was remembered", len(e))
		}
	}
}

// TestAppendHex: every byte is written as encoding/hex writes it.
func TestAppendHex(t *testing.T) {
	var h Hash
	for b := range 256 {
		h[b%len(h)] = byte(b)
		if b%len(h) == len(h)-1 || b == 255 {
			if got, want := string(h.AppendHex(nil, len(h))), hex.EncodeToString(h[:]); got != want {
				t.Fatalf("%s, want %s", got, want)
			}
		}
	}
	if got := string(h.AppendHex([]byte("x"), 4)); got != "x"+hex.EncodeToString(h[:4]) {
		t.Errorf("prefix: %s", got)
	}
}
