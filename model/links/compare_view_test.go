package links

import (
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/core/compare"
	"github.com/linkscope/linkscope/core/uri"
	"github.com/linkscope/linkscope/internal/tsv"
	"github.com/linkscope/linkscope/ui"
	"github.com/mattn/go-runewidth"
)

func TestMarkedSpan(t *testing.T) {
	st := ui.DefaultStyles(true)
	for _, row := range tsv.Load(t, tables+"links/marked_span.tsv") {
		v := row.Get("value")
		span := [2]int{atoi(t, row.Get("start")), atoi(t, row.Get("end"))}
		line, carets := markedSpan(st, v, span, atoi(t, row.Get("room")))
		if got := line.String(); got != row.Get("want_line") {
			t.Errorf("markedSpan(%q, %v) line = %q, want %q", v, span, got, row.Get("want_line"))
		}
		if got := carets.String(); got != row.Get("want_carets") {
			t.Errorf("markedSpan(%q, %v) carets = %q, want %q", v, span, got, row.Get("want_carets"))
		}
	}
}

// FuzzMarkedSpan checks a marked span never overflows its room, shows
// nothing raw, and that its carets sit under text that is there.
func FuzzMarkedSpan(f *testing.F) {
	for _, row := range tsv.Load(f, tables+"links/marked_span.tsv") {
		f.Add(row.Get("value"), atoi(f, row.Get("start")), atoi(f, row.Get("end")), atoi(f, row.Get("room")))
	}
	st := ui.DefaultStyles(true)
	f.Fuzz(func(t *testing.T, v string, start, end, room int) {
		room = 12 + abs(room)%140
		line, carets := markedSpan(st, v, [2]int{abs(start) % (len(v) + 1), abs(end) % (len(v) + 1)}, room)
		checkLines(t, v, []string{line.String(), carets.String()}, room)
		for _, l := range []ui.Line{line, carets} {
			if l.Width != runewidth.StringWidth(l.String()) {
				t.Fatalf("Line.Width %d, text %q is %d cells", l.Width, l.String(), runewidth.StringWidth(l.String()))
			}
		}
		if c := strings.TrimRight(carets.String(), " "); runewidth.StringWidth(c) > line.Width+1 {
			t.Fatalf("carets %q reach past the line %q", c, line.String())
		}
	})
}

// checkLines asserts what every drawn line is: within width, no raw
// control, bidi or zero-width character.
func checkLines(t *testing.T, in string, lines []string, w int) {
	t.Helper()
	for _, l := range lines {
		if lw := runewidth.StringWidth(l); lw > w && w >= 20 {
			t.Fatalf("%q: line %q is %d cells, more than %d", in, l, lw, w)
		}
		for _, r := range l {
			if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || r == 0x202e || r == 0x200b || r == 0x2028 {
				t.Fatalf("%q: line %q holds raw %U", in, l, r)
			}
		}
	}
}

func atoi(t testing.TB, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func abs(n int) int {
	if n < 0 {
		if n == -n {
			return 0
		}
		return -n
	}
	return n
}

// TestCaretsAlign compares two links and checks that, for every
// component that differs, the carets under A and B start at the same
// column and both lines fit the room.
func TestCaretsAlign(t *testing.T) {
	st := ui.DefaultStyles(true)
	for _, row := range tsv.Load(t, tables+"links/caret_align.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			room := atoi(t, row.Get("room"))
			res, err := compare.Compare(row.Get("a"), row.Get("b"), analysis.Builtin().CompareOptions(uri.PresetSafe))
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Components) == 0 {
				t.Fatal("no component differs")
			}
			for _, c := range res.Components {
				la, ca, lb, cb := markedSpans(st, c.A, c.SpanA, c.B, c.SpanB, room)
				checkLines(t, c.A, []string{la.String(), ca.String(), lb.String(), cb.String()}, room)
				colA, colB := caretColumn(ca.String()), caretColumn(cb.String())
				if colA != colB {
					t.Errorf("%s: carets at %d and %d:\n%s\n%s\n%s\n%s", c.Name, colA, colB, la.String(), ca.String(), lb.String(), cb.String())
				}
			}
		})
	}
}

// caretColumn is the cell where the carets of a caret line start.
func caretColumn(s string) int {
	return runewidth.StringWidth(s[:len(s)-len(strings.TrimLeft(s, " "))])
}

// FuzzMarkedSpans checks two sides with a common prefix before their
// spans keep their carets in one column and their lines in the room.
func FuzzMarkedSpans(f *testing.F) {
	for _, row := range tsv.Load(f, tables+"links/caret_align.tsv") {
		f.Add(row.Get("a"), row.Get("b"), atoi(f, row.Get("room")))
	}
	st := ui.DefaultStyles(true)
	f.Fuzz(func(t *testing.T, a, b string, room int) {
		room = 12 + abs(room)%140
		p := 0
		for p < len(a) && p < len(b) && a[p] == b[p] {
			p++
		}
		for p > 0 && (!utf8.RuneStart(a[min(p, len(a)-1)]) && p < len(a) || !utf8.RuneStart(b[min(p, len(b)-1)]) && p < len(b)) {
			p--
		}
		la, ca, lb, cb := markedSpans(st, a, [2]int{p, len(a)}, b, [2]int{p, len(b)}, room)
		checkLines(t, a+b, []string{la.String(), ca.String(), lb.String(), cb.String()}, room)
		if caretColumn(ca.String()) != caretColumn(cb.String()) {
			t.Fatalf("carets at %d and %d:\n%s\n%s\n%s\n%s", caretColumn(ca.String()), caretColumn(cb.String()), la.String(), ca.String(), lb.String(), cb.String())
		}
	})
}
