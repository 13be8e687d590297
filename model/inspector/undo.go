package inspector

import (
	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/ui"
)

// keptLink is the link the last replacement took out of the field (a
// paste of a complete link, a link found in a paste, a clear, a link sent
// from another view); ok says there is one. The undo key swaps it with
// the field's, so undoing never loses the link it replaces either.
type keptLink struct {
	link string
	ok   bool
}

// keep keeps the field's link before a replacement, and reports whether
// there was one worth keeping: typed or pasted, not the sample.
func (in *Model) keep() bool {
	v := in.link.Value()
	if v == "" || in.sample {
		return false
	}
	in.kept = keptLink{link: v, ok: true}
	return true
}

// undo brings back the kept link, keeping the one it replaces.
func (in *Model) undo() tea.Cmd {
	key := in.keys.Undo.Help().Key
	if !in.kept.ok {
		return component.Status("nothing to undo: "+key+" brings back a link a paste or a clear replaced", false)
	}
	back := in.kept.link
	in.kept.ok = false
	in.keep()
	in.setLink(back)
	in.focus = 0
	status := "brought back " + ui.Ellipsis(back, 40)
	if in.kept.ok {
		status += "; " + key + " again brings back " + ui.Ellipsis(in.kept.link, 40)
	}
	return component.Status(status, false)
}
