package extract

import (
	"strings"
	"testing"
	"time"
)

// chatText is a chat log: mostly words, a link every few lines, as pasted.
func chatText(size int) string {
	lines := []string{
		"alice: morning! did you see the report? it's at https://reports.example.com/2026/q3?utm_source=slack (page 4)\n",
		"bob: yes, and the old one www.example.org/archive/2025. Also the thread on [the forum](https://forum.example.net/t/123).\n",
		"carol: IOC list: hxxps[://]evil[.]example/gate.php, 198[.]51[.]100[.]7 — block them please\n",
		"dave: ok, will do after lunch; meeting at 14:30 in room B. Notes: e.g. v1.2 vs v1.3, ratio 3:2, see docs.\n",
		"erin: Здравствуйте! Ссылка на страницу: https://пример.рф/путь?q=значение — проверьте, пожалуйста.\n",
	}
	var b strings.Builder
	for b.Len() < size {
		for _, l := range lines {
			b.WriteString(l)
		}
	}
	return b.String()
}

func BenchmarkText(b *testing.B) {
	s := chatText(4 << 20)
	b.SetBytes(int64(len(s)))
	for b.Loop() {
		Text(s, Options{})
	}
}

func BenchmarkTextBare(b *testing.B) {
	s := chatText(4 << 20)
	b.SetBytes(int64(len(s)))
	for b.Loop() {
		Text(s, Options{Bare: true})
	}
}

func BenchmarkHTML(b *testing.B) {
	var sb strings.Builder
	for sb.Len() < 4<<20 {
		sb.WriteString(`<tr><td class="c"><a href="https://shop.example.com/p/123?utm_source=mail&amp;utm_medium=email">Shoes</a></td><td>Price: 10 &euro; see https://example.org/terms.</td></tr>` + "\n")
	}
	s := sb.String()
	b.SetBytes(int64(len(s)))
	for b.Loop() {
		HTML(s, Options{})
	}
}

// TestLinearTime: inputs built to make a backtracking matcher explode
// take time in proportion to their size.
func TestLinearTime(t *testing.T) {
	for _, unit := range []string{"(", "[", "a.", "www.", "http://", "https://a.b/(", "&a", ";", "'", "\"a", "x[.]", "hxxp[:]"} {
		small := strings.Repeat(unit, 1<<12)
		big := strings.Repeat(unit, 1<<16)
		ts := timeIt(func() { Text(small, Options{Bare: true}) })
		tb := timeIt(func() { Text(big, Options{Bare: true}) })
		if tb > 64*ts+50*time.Millisecond {
			t.Errorf("%q: 16x the input took %v, against %v", unit, tb, ts)
		}
	}
}

// timeIt is the best of three runs of f, so that a busy machine (tests of
// other packages run beside this one) does not fail a linear algorithm.
func timeIt(f func()) time.Duration {
	best := time.Duration(1<<63 - 1)
	for range 3 {
		start := time.Now()
		f()
		best = min(best, time.Since(start))
	}
	return best
}
