package safebrowsing

import (
	"encoding/hex"
	"testing"
)

// TestAppendHex: every byte is written as encoding/hex writes it, at every
// position and for every length, so both the word-at-a-time digits and the
// byte-at-a-time tail are covered.
func TestAppendHex(t *testing.T) {
	var h Hash
	for b := range 256 {
		for at := range h {
			h[at] = byte(b + 7*at)
		}
		for n := 0; n <= len(h); n++ {
			if got, want := string(h.AppendHex([]byte("x"), n)), "x"+hex.EncodeToString(h[:n]); got != want {
				t.Fatalf("AppendHex(%d) = %s, want %s", n, got, want)
			}
		}
	}
	if got := string(h.AppendHex(nil, 99)); got != hex.EncodeToString(h[:]) {
		t.Errorf("n > 32 is not clamped: %s", got)
	}
	if got := string(h.AppendHex(nil, -1)); got != "" {
		t.Errorf("n < 0 is not clamped: %s", got)
	}
}
