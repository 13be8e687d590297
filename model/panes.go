package model

import (
	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/ui"
)

// paneContext is what a pane needs besides the report.
type paneContext struct {
	extra  int    // lines of the paste after the one inspected
	preset string // the normalization preset's name
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
