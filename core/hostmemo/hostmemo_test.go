package hostmemo

import (
	"strconv"
	"strings"
	"testing"
)

// TestBounds: a host is worked out once, an overlong host is never kept,
// and the memory starts again when full.
func TestBounds(t *testing.T) {
	var c Memo[int]
	calls := 0
	work := func(h string) int { calls++; return len(h) }
	keep := func(v int) int { return v }
	for range 3 {
		if got := c.Get("example.com", work, keep); got != 11 {
			t.Fatalf("Get = %d, want 11", got)
		}
	}
	if calls != 1 {
		t.Fatalf("worked out %d times, want once", calls)
	}
	long := strings.Repeat("a", MaxHostLen+1)
	c.Get(long, work, keep)
	c.Get(long, work, keep)
	if calls != 3 || c.Len() != 1 {
		t.Fatalf("an overlong host: %d calls, %d kept", calls, c.Len())
	}
	for i := range MaxHosts + 10 {
		c.Get("h"+strconv.Itoa(i)+".example", work, keep)
	}
	if c.Len() > MaxHosts {
		t.Fatalf("%d hosts kept, at most %d", c.Len(), MaxHosts)
	}
}
