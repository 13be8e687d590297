package ui

// DrawnPane is a pane with its last layout and drawing, and what they were
// made for: a view that draws on every keystroke lays out and draws again
// only the panes whose data, size, focus or selection changed. A layout
// whose rows may take more lines (Pane.ItemLines) has a frame of its own,
// so trying it does not cost the plain one.
type DrawnPane struct {
	Data Pane
	// Bound is the most body lines the pane may be drawn with: rows
	// further from the selection are not laid out.
	Bound int
	// Rows are its laid-out rows, which the view keeps across the panes
	// it builds anew for every new link.
	Rows         *PaneRows
	plain, roomy paneFrame
}

// PaneRows are a pane's laid-out rows, plain and with more lines a row.
type PaneRows struct{ Plain, Roomy RowCache }

// paneFrame is one layout and drawing of a pane and what it was made for.
type paneFrame struct {
	layout           PaneLayout
	width, selected  int
	itemLines, bound int
	focused, laidOut bool
	text             string
	body             int
	drawn            bool
}

// frame is the frame for the pane's ItemLines, and the rows it lays out.
func (p *DrawnPane) frame() (*paneFrame, *RowCache) {
	if p.Rows == nil {
		p.Rows = &PaneRows{}
	}
	if p.Data.ItemLines > 0 {
		return &p.roomy, &p.Rows.Roomy
	}
	return &p.plain, &p.Rows.Plain
}

// Layout is the pane laid out at width cells, focused or not.
func (p *DrawnPane) Layout(st *Styles, width int, focused bool) *PaneLayout {
	c, rows := p.frame()
	if !c.laidOut || c.width != width || c.focused != focused || c.selected != p.Data.Selected ||
		c.itemLines != p.Data.ItemLines || c.bound != p.Bound {
		d := p.Data
		d.Focused = focused
		*c = paneFrame{layout: LayoutPaneCached(st, d, width, p.Bound, rows), width: width, focused: focused,
			selected: p.Data.Selected, itemLines: p.Data.ItemLines, bound: p.Bound, laidOut: true}
	}
	return &c.layout
}

// Render draws the pane at width cells with at most body lines inside its
// frame.
func (p *DrawnPane) Render(st *Styles, width, body int, focused bool) string {
	l := p.Layout(st, width, focused)
	c, _ := p.frame()
	if !c.drawn || c.body != body {
		c.text, c.body, c.drawn = l.Render(st, body), body, true
	}
	return c.text
}

// Height is the pane's height drawn with at most body lines inside its
// frame.
func (p *DrawnPane) Height(st *Styles, width, body int, focused bool) int {
	return p.Layout(st, width, focused).Height(body)
}

// Changed forgets the pane's drawings: its data changed in place (a title
// that counts time).
func (p *DrawnPane) Changed() { p.plain, p.roomy = paneFrame{}, paneFrame{} }

// LastBody is how many body lines the pane was last drawn with, 0 before
// it was drawn.
func (p *DrawnPane) LastBody() int { return max(p.plain.body, p.roomy.body) }
