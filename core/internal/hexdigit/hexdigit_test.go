package hexdigit

import (
	"strconv"
	"testing"
)

// TestValue holds Value to strconv's reading of every byte as a
// one-digit hexadecimal number.
func TestValue(t *testing.T) {
	for c := range 256 {
		want := -1
		if v, err := strconv.ParseUint(string(rune(c)), 16, 8); err == nil && c < 128 {
			want = int(v)
		}
		if got := Value(byte(c)); got != want {
			t.Errorf("Value(%q) = %d, want %d", byte(c), got, want)
		}
	}
}
