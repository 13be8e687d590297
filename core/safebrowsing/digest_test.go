package safebrowsing

import (
	"crypto/sha256"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

// The digester is held to sha256.Sum256, which it replaces in the Hasher:
// every length from empty to three blocks and more, so that each padding
// case (one block, two, whole blocks before the tail) is met, with one
// digester reused throughout as the Hasher reuses it.
func TestDigesterMatchesSum256(t *testing.T) {
	var g digester
	msg := []byte(strings.Repeat("http://a.example/0123456789?q=\x00\xff", 8))
	for n := 0; n <= len(msg); n++ {
		var got Hash
		g.sum(msg[:n], &got)
		if want := sha256.Sum256(msg[:n]); got != want {
			t.Fatalf("length %d: digester %x, Sum256 %x", n, got, want)
		}
	}
}

// The same lengths from the longest down, so that a block left holding a
// longer message's bytes would show in a shorter one's padding; and the
// digester reads its sums from the saved state on this platform, not
// through the fallback, which would pass the comparisons at half the speed.
func TestDigesterMatchesSum256Descending(t *testing.T) {
	var g digester
	msg := []byte(strings.Repeat("http://b.example/path/?utm_source=x&\x80", 6))
	for n := len(msg); n >= 0; n-- {
		var got Hash
		g.sum(msg[:n], &got)
		if want := sha256.Sum256(msg[:n]); got != want {
			t.Fatalf("length %d: digester %x, Sum256 %x", n, got, want)
		}
	}
	if g.state[0] == nil || g.state[1] == nil {
		t.Errorf("the digester fell back to sha256.Sum256: crypto/sha256's saved state is no longer laid out as savedMagic and savedSize say")
	}
}

// The published digests, through the digester.
func TestDigesterVectors(t *testing.T) {
	var g digester
	for _, r := range tsv.Load(t, tables+"sha256.tsv") {
		var h Hash
		g.sum([]byte(r.Get("expression")), &h)
		if got := h.Hex(); got != r.Get("sha256") {
			t.Errorf("%s: digester(%q) = %s, want %s", r.Name(), r.Get("expression"), got, r.Get("sha256"))
		}
	}
}

// FuzzDigester checks the digester against sha256.Sum256 for any message,
// twice in a row, so that a digest left dirty by one sum would show.
func FuzzDigester(f *testing.F) {
	for _, s := range []string{"", "abc", strings.Repeat("x", 55), strings.Repeat("x", 56), strings.Repeat("x", 64), strings.Repeat("y", 119), strings.Repeat("z", 200)} {
		f.Add([]byte(s), []byte("a.b.com/"))
	}
	f.Fuzz(func(t *testing.T, a, b []byte) {
		var g digester
		for _, msg := range [][]byte{a, b, a} {
			var got Hash
			g.sum(msg, &got)
			if want := sha256.Sum256(msg); got != want {
				t.Fatalf("%q: digester %x, Sum256 %x", msg, got, want)
			}
		}
	})
}

// sumSpans lays out each message's tail while the one before is hashed:
// every span of a text, in any order and overlapping, of every length
// from empty to three blocks, must still get its own sum.
func TestDigesterSpansMatchSum256(t *testing.T) {
	var g digester
	text := []byte(strings.Repeat("www.example.co.uk/a/b/c.html?utm_source=x&\x80", 5))
	var spans []span
	for n := 0; n <= 3*64+2 && n <= len(text); n++ {
		start := (n * 7) % (len(text) - n + 1)
		spans = append(spans, span{start, start + n})
	}
	for from := 0; from < len(spans); from += MaxExpressions {
		batch := spans[from:min(from+MaxExpressions, len(spans))]
		out := make([]Hash, len(batch))
		g.sumSpans(text, batch, out)
		for i, s := range batch {
			if want := sha256.Sum256(text[s.start:s.end]); out[i] != want {
				t.Fatalf("span %d..%d: digester %x, Sum256 %x", s.start, s.end, out[i], want)
			}
		}
	}
}

// FuzzDigesterSpans holds sumSpans to sha256.Sum256 for any text and any
// spans of it, cut by the bytes of cuts taken in pairs.
func FuzzDigesterSpans(f *testing.F) {
	f.Add([]byte("a.b.c.example.com/1/2/3.html?q=1"), []byte{0, 30, 2, 17, 4, 30, 0, 0, 10, 11})
	f.Add([]byte(strings.Repeat("z", 200)), []byte{0, 200, 0, 55, 0, 56, 1, 65, 3, 131, 0, 0})
	f.Fuzz(func(t *testing.T, text, cuts []byte) {
		var spans []span
		for i := 0; i+1 < len(cuts) && len(spans) < MaxExpressions; i += 2 {
			a, b := int(cuts[i]), int(cuts[i+1])
			if a > b {
				a, b = b, a
			}
			if b <= len(text) {
				spans = append(spans, span{a, b})
			}
		}
		var g digester
		out := make([]Hash, len(spans))
		for range 2 {
			g.sumSpans(text, spans, out)
			for i, s := range spans {
				if want := sha256.Sum256(text[s.start:s.end]); out[i] != want {
					t.Fatalf("%q[%d:%d]: digester %x, Sum256 %x", text, s.start, s.end, out[i], want)
				}
			}
		}
	})
}
