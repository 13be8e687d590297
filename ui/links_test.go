package ui

import (
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
	"github.com/mattn/go-runewidth"
)

func TestMarkedSpan(t *testing.T) {
	st := DefaultStyles(true)
	for _, row := range tsv.Load(t, tables+"marked_span.tsv") {
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
	for _, row := range tsv.Load(f, tables+"marked_span.tsv") {
		f.Add(row.Get("value"), atoi(f, row.Get("start")), atoi(f, row.Get("end")), atoi(f, row.Get("room")))
	}
	st := DefaultStyles(true)
	f.Fuzz(func(t *testing.T, v string, start, end, room int) {
		room = 12 + abs(room)%140
		line, carets := markedSpan(st, v, [2]int{abs(start) % (len(v) + 1), abs(end) % (len(v) + 1)}, room)
		checkLines(t, v, []string{line.String(), carets.String()}, room, 2)
		for _, l := range []Line{line, carets} {
			if l.Width != runewidth.StringWidth(l.String()) {
				t.Fatalf("Line.Width %d, text %q is %d cells", l.Width, l.String(), runewidth.StringWidth(l.String()))
			}
		}
		if c := strings.TrimRight(carets.String(), " "); runewidth.StringWidth(c) > line.Width+1 {
			t.Fatalf("carets %q reach past the line %q", c, line.String())
		}
	})
}
