package safebrowsing

import (
	"encoding/hex"
	"testing"
)

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
