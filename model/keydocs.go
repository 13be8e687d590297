package model

import (
	"slices"
	"strings"

	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/ui"
)

// keyDocs is the key table (docs/tui.md's): the shared keys' rows, then
// each view's own, then the root's. The views' rows come in the
// alphabetical order of their names, not the tabs' order: a reader looks
// a view up by its name, and reordering the tabs leaves the table be.
func keyDocs(keys *ui.KeyMap, views []component.Component) []ui.KeyDoc {
	tabs := make([]string, len(views))
	for i, v := range views {
		tabs[i] = v.Name()
	}
	byName := slices.Clone(views)
	slices.SortStableFunc(byName, func(a, b component.Component) int { return strings.Compare(a.Name(), b.Name()) })
	rows := make([][]ui.KeyDoc, len(byName))
	for i, v := range byName {
		rows[i] = v.KeyDocs()
	}
	return keys.Docs(tabs, rows...)
}
