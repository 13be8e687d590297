package historyview

import (
	"github.com/charmbracelet/bubbles/key"
	"github.com/linkscope/linkscope/ui"
)

// KeyMap is the History view's own bindings; it matches these and the
// root's shared ones (ui.KeyMap, in component.Common).
type KeyMap struct {
	Reopen key.Binding // the selected record back into the form
}

// DefaultKeyMap returns the History view's bindings.
func DefaultKeyMap() KeyMap {
	return KeyMap{
		Reopen: ui.NewBinding("enter", "open in the form", "enter"),
	}
}

// docs are the History rows of the key table.
func (k *KeyMap) docs() []ui.KeyDoc {
	return []ui.KeyDoc{
		{Bindings: []key.Binding{k.Reopen}, Does: "History: open the selected link's fields in the form (typing filters the list)"},
	}
}

// KeyDocs are the view's rows of the key table.
func (h *Model) KeyDocs() []ui.KeyDoc { return h.keys.docs() }

// Bindings are the view's own bindings.
func (h *Model) Bindings() []key.Binding { return ui.BindingsOf(&h.keys) }
