package ui

import (
	"strconv"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

// TestRemarks draws Fact rows (in a pane) and remarks under a labelled
// row (a form field's), and compares the lines, trailing spaces trimmed,
// "|" between lines.
func TestRemarks(t *testing.T) {
	st := DefaultStyles(true)
	kinds := map[string]Kind{"problem": Problem, "warning": Warning, "note": Note, "fact": Fact}
	for _, row := range tsv.Load(t, tables+"remarks.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			w, _ := strconv.Atoi(row.Get("width"))
			text := row.Get("text")
			var lines []Line
			if k := kinds[row.Get("kind")]; k == Fact {
				rw := NewWriter(st)
				rw.item(Item{Kind: Fact, Value: text, Detail: row.Get("detail")}, row.Get("selected") == "true", 0, 0, w)
				lines = rw.Lines()
			} else {
				rw := NewWriter(st)
				head := Join(Gutter(st, false), Label(st, "utm_source", 12))
				rw.Add(Join(head, Plain(Style{}, "x")))
				rw.Remarks(Space(head.Width), []Remark{{Kind: k, Text: text}}, w, 2)
				lines = rw.Lines()
			}
			got := make([]string, len(lines))
			for i, l := range lines {
				got[i] = strings.TrimRight(l.String(), " ")
				if cw := cells(l.String()); cw != l.Width || cw > w {
					t.Errorf("line %d: %d cells, Width says %d, room %d", i, cw, l.Width, w)
				}
			}
			// want is the screen text: escapes in it are literal.
			if g := strings.Join(got, "|"); g != row.Raw("want") {
				t.Errorf("got  %q\nwant %q", g, row.Raw("want"))
			}
		})
	}
}
