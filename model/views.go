package model

import (
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/model/form"
	"github.com/linkscope/linkscope/model/historyview"
	"github.com/linkscope/linkscope/model/inspector"
	"github.com/linkscope/linkscope/model/links"
	"github.com/linkscope/linkscope/model/sheetview"
)

// views are the views in tab order, by their constructors: the first is
// where the UI starts. Registering a view is one line here (the package
// comment says what else a new view is).
func views() []component.Start {
	return []component.Start{
		inspector.Start,   // Inspect: where the UI starts
		form.Start,        // Build: one key away
		sheetview.Start,   // Sheet: a worksheet's rows, after Build (only when build --xlsx opened one)
		links.Start,       // Links: shown by itself when a paste holds several links
		historyview.Start, // History: every link built
	}
}
