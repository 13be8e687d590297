package alias

import (
	"testing"
	"unsafe"
)

func TestWithin(t *testing.T) {
	b := make([]byte, 8, 16)
	copy(b, "abcdefgh")
	inside := string(b) // a copy: not within
	view := b[:16]
	cases := []struct {
		name string
		s    string
		b    []byte
		want bool
	}{
		{"empty string", "", b, false},
		{"no buffer", "abc", nil, false},
		{"a copy", inside, b, false},
		{"the buffer's start", unsafeString(b[:3]), b, true},
		{"past the length, within the capacity", unsafeString(view[10:12]), b, true},
		{"another buffer", unsafeString(make([]byte, 4)), b, false},
	}
	for _, c := range cases {
		if got := Within(c.s, c.b); got != c.want {
			t.Errorf("%s: Within = %v, want %v", c.name, got, c.want)
		}
	}
}

func unsafeString(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }
