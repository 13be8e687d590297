package ui

import (
	"strconv"
	"testing"
)

// TestDrawnPane: a drawn pane draws what RenderPane draws for its data,
// after a change of selection, width, focus, rows or room as before it.
func TestDrawnPane(t *testing.T) {
	st := DefaultStyles(true)
	var items []Item
	for i := range 30 {
		items = append(items, Item{Label: "row " + strconv.Itoa(i), Value: "a value that is long enough to wrap at a small width " + strconv.Itoa(i)})
	}
	p := DrawnPane{Data: Pane{Title: "Rows", Items: items}, Bound: 12}
	check := func(what string, width, body int, focused bool) {
		t.Helper()
		d := p.Data
		d.Focused = focused
		want := LayoutPane(st, d, width, p.Bound)
		if got := p.Render(st, width, body, focused); got != want.Render(st, body) {
			t.Errorf("%s: drawn\n%s\nwant\n%s", what, got, want.Render(st, body))
		}
		if got := p.Height(st, width, body, focused); got != want.Height(body) {
			t.Errorf("%s: height %d, want %d", what, got, want.Height(body))
		}
	}
	check("first", 60, 10, false)
	check("again", 60, 10, false)
	p.Data.Selected = 20
	check("selection moved", 60, 10, true)
	check("narrower", 40, 10, true)
	check("less room", 40, 5, true)
	p.Data.ItemLines = RoomyItemLines
	check("roomy", 40, 10, true)
	p.Data.ItemLines = 0
	p.Data.Title = "Rows again"
	p.Changed()
	check("title changed in place", 40, 10, true)
	if p.LastBody() != 10 {
		t.Errorf("last body %d", p.LastBody())
	}
}
