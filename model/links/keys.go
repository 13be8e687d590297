package links

import (
	"github.com/charmbracelet/bubbles/key"
	"github.com/linkscope/linkscope/ui"
)

// KeyMap is the Links view's own bindings; it matches these and the
// root's shared ones (ui.KeyMap, in component.Common). Letters act when
// the list, not its filter, has focus.
type KeyMap struct {
	Filter       key.Binding // focus the filter
	FilterDone   key.Binding // leave the filter, clearing it
	InspectLink  key.Binding // inspect the selected link
	CopyLink     key.Binding // the selected link as pasted
	CopyClean    key.Binding // the selected link's clean link
	CopyAll      key.Binding // every link shown, as pasted
	CopyAllClean key.Binding // every link shown, clean
	Mark         key.Binding // mark the selected link for a comparison
	Compare      key.Binding // compare the marked (or last inspected) link with the selected one
}

// DefaultKeyMap returns the Links view's bindings.
func DefaultKeyMap() KeyMap {
	b := ui.NewBinding
	return KeyMap{
		Filter:       b("/", "filter", "/"),
		FilterDone:   b("esc", "clear filter", "esc"),
		InspectLink:  b("enter", "inspect", "enter"),
		CopyLink:     b("y", "copy", "y"),
		CopyClean:    b("c", "copy clean", "c"),
		CopyAll:      b("Y", "copy all", "Y"),
		CopyAllClean: b("C", "copy all clean", "C"),
		Mark:         b("m", "mark", "m"),
		Compare:      b("=", "compare", "="),
	}
}

// docs are the Links rows of the key table; they name the shared keys
// that work on the list.
func (k *KeyMap) docs(root *ui.KeyMap) []ui.KeyDoc {
	return []ui.KeyDoc{
		{Bindings: []key.Binding{k.InspectLink}, Does: "Links: inspect the selected link (the Inspect view shows it, the list marks it; " +
			root.SwitchView.Help().Key + " twice comes back)"},
		{Bindings: []key.Binding{k.CopyLink, k.CopyClean}, Does: "Links: copy the selected link as pasted (a defanged one stays defanged) / " +
			"clean (refanged, tracking removed, unwrapped)"},
		{Bindings: []key.Binding{k.CopyAll, k.CopyAllClean}, Does: "Links: copy every link shown, one a line, as pasted / clean"},
		{Bindings: []key.Binding{k.Filter, k.FilterDone}, Does: "Links: type to filter the list (every word must match) / clear the filter"},
		{Bindings: []key.Binding{k.Mark}, Does: "Links: mark the selected link as the first of a comparison"},
		{Bindings: []key.Binding{k.Compare}, Does: "Links: compare the marked link (else the one last inspected) with the selected one; " +
			"a pasted link is compared with the selected one; " +
			root.Preset.Help().Key + " changes the preset, " + root.Close.Help().Key + " closes"},
	}
}

// KeyDocs are the view's rows of the key table.
func (m *Model) KeyDocs() []ui.KeyDoc { return m.keys.docs(&m.c.Keys) }

// Bindings are the view's own bindings.
func (m *Model) Bindings() []key.Binding { return ui.BindingsOf(&m.keys) }
