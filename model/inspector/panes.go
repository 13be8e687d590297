package inspector

import (
	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/ui"
)

// paneContext is what a pane needs besides the report.
type paneContext struct {
	extra  int    // lines of the paste after the one inspected
	preset string // the normalization preset's name
	keys   *ui.KeyMap
}

// A section turns one part of the report into a pane; ok is false when the
// section does not apply to this link, and the pane steps aside. A new
// report section is a new small pane_*.go file and a line here.
type section struct {
	name string
	pane func(r *inspect.Report, ctx *paneContext) (p ui.Pane, ok bool)
}

// sections are the inspector's panes, in screen order.
var sections = []section{
	{"link", linkPane},
	{"pcm", pcmPane},
	{"openstat", openstatPane},
	{"tracking", trackingPane},
	{"uri", uriPane},
	{"normalized", normalizedPane},
	{"safebrowsing", safeBrowsingPane},
}

// rightColumn are the sections that go in the right-hand column on a wide
// screen: the ones made of long URLs.
var rightColumn = map[string]bool{"normalized": true, "safebrowsing": true}

// paneCache is a pane's last drawing and what it was drawn for.
type paneCache struct {
	text        string
	width, body int
	focused     bool
	selected    int
	valid       bool
}

// render draws p at width cells with at most body lines inside its frame,
// reusing the last drawing when nothing it depends on changed.
func (p *pane) render(st *ui.Styles, width, body int, focused bool) string {
	c := &p.cache
	if c.valid && c.width == width && c.body == body && c.focused == focused && c.selected == p.data.Selected {
		return c.text
	}
	d := p.data
	d.Focused = focused
	*c = paneCache{text: ui.RenderPane(st, d, width, body), width: width, body: body, focused: focused,
		selected: p.data.Selected, valid: true}
	return c.text
}
