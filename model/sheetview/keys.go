package sheetview

import (
	"github.com/charmbracelet/bubbles/key"
	"github.com/linkscope/linkscope/ui"
)

// KeyMap is the Sheet view's own bindings; it matches these and the
// root's shared ones (ui.KeyMap, in component.Common).
type KeyMap struct {
	Open  key.Binding // the selected row into the form
	Next  key.Binding // the next row with something to say
	Write key.Binding // the workbook to a new file
}

// DefaultKeyMap returns the Sheet view's bindings.
func DefaultKeyMap() KeyMap {
	b := ui.NewBinding
	return KeyMap{
		Open:  b("enter", "open in the form", "enter"),
		Next:  b("n", "next to look at", "n"),
		Write: b("w", "write the workbook", "w"),
	}
}

// docs are the Sheet rows of the key table.
func (k *KeyMap) docs() []ui.KeyDoc {
	return []ui.KeyDoc{
		{Bindings: []key.Binding{k.Open}, Does: "Sheet: open the selected row in the form, with its findings; " +
			"what is changed there (by hand or by the fix-all key) comes back to the row"},
		{Bindings: []key.Binding{k.Next}, Does: "Sheet: the next row that was refused, has findings or repeats an earlier row"},
		{Bindings: []key.Binding{k.Write}, Does: "Sheet: write the workbook, with the rows changed and linkscope's columns, " +
			"to a new file beside it (never the input)"},
	}
}

// KeyDocs are the view's rows of the key table.
func (v *Model) KeyDocs() []ui.KeyDoc { return v.keys.docs() }

// Bindings are the view's own bindings.
func (v *Model) Bindings() []key.Binding { return ui.BindingsOf(&v.keys) }
