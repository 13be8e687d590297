package editdist

import (
	"testing"
	"unicode/utf8"
)

func TestDistance(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"unwarp", "unwrap", 2}, {"inspect", "inspect", 0}, {"kitten", "sitting", 3},
		{"ёлка", "елка", 1}, {"", "abc", 3}, {"group", "grup", 1},
	} {
		if got := Distance(c.a, c.b); got != c.want {
			t.Errorf("Distance(%q, %q) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
}

func TestClosest(t *testing.T) {
	cmds := []string{"inspect", "unwrap", "follow", "group"}
	if got, ok := Closest("unwarp", cmds, 2); !ok || got != "unwrap" {
		t.Errorf("unwarp: %q %v", got, ok)
	}
	if _, ok := Closest("zzzzzz", cmds, 2); ok {
		t.Error("zzzzzz is near nothing")
	}
}

// FuzzDistance: a metric: zero only for equal words, symmetric, at most
// the longer length.
func FuzzDistance(f *testing.F) {
	f.Add("unwarp", "unwrap")
	f.Add("", "é")
	f.Fuzz(func(t *testing.T, a, b string) {
		if len(a) > 64 || len(b) > 64 {
			return
		}
		d := Distance(a, b)
		if (d == 0) != (string([]rune(a)) == string([]rune(b))) || d != Distance(b, a) ||
			d > max(utf8.RuneCountInString(a), utf8.RuneCountInString(b)) {
			t.Errorf("Distance(%q, %q) = %d", a, b, d)
		}
	})
}
