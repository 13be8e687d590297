package inspector

import (
	"github.com/charmbracelet/bubbles/key"
	"github.com/linkscope/linkscope/ui"
)

// KeyMap is the Inspect view's own bindings; it matches these and the
// root's shared ones (ui.KeyMap, in component.Common).
type KeyMap struct {
	// CopyClean copies the clean link (unwrapped, tracking removed) from
	// anywhere in the view: what an analyst came for, in one key. A key
	// with alt, so it works while the link input has focus.
	CopyClean key.Binding
	Unwrap    key.Binding // a wrapped link: analyse the wrapper itself / its destination
	Follow    key.Binding // follow the link's redirects: the only key that makes requests
	Cancel    key.Binding // cancel a follow in progress
	// Undo brings back the link a paste, a clear or another view
	// replaced (and again, the one it brought back).
	Undo key.Binding
}

// DefaultKeyMap returns the Inspect view's bindings.
func DefaultKeyMap() KeyMap {
	b := ui.NewBinding
	return KeyMap{
		CopyClean: b("alt+c", "copy clean", "alt+c"),
		Unwrap:    b("ctrl+x", "wrapper/destination", "ctrl+x"),
		Follow:    b("ctrl+g", "follow", "ctrl+g"),
		Cancel:    b("esc", "cancel request", "esc"),
		Undo:      b("ctrl+z", "undo", "ctrl+z"),
	}
}

// docs are the Inspect rows of the key table, the shared keys the view
// gives a meaning of its own among them.
func (k *KeyMap) docs(root *ui.KeyMap) []ui.KeyDoc {
	return []ui.KeyDoc{
		{Bindings: []key.Binding{k.CopyClean}, Does: "Inspect: copy the clean link (unwrapped, tracking removed) from anywhere in the view; " +
			"the status line counts the link's risks"},
		{Bindings: []key.Binding{root.ToBuild}, Does: "Inspect: load the inspected marker into the form"},
		{Bindings: []key.Binding{root.Preset}, Does: "Inspect and Links: next normalization preset (safe → usual → aggressive)"},
		{Bindings: []key.Binding{k.Unwrap}, Does: "Inspect, on a wrapped link (Google `/url`, Safe Links, Proofpoint, …): " +
			"analyse the wrapper itself / its destination (each new link starts on its destination)"},
		{Bindings: []key.Binding{k.Follow}, Does: "Inspect: follow the link's redirects over the network, hop by hop " +
			"(the only key that makes requests: following a tracked link can register a click)"},
		{Bindings: []key.Binding{k.Cancel}, Does: "Inspect: cancel a follow in progress"},
		{Bindings: []key.Binding{k.Undo}, Does: "Inspect: bring back the link a paste, a clear or another view replaced (again: the one it replaced)"},
		{Bindings: []key.Binding{root.Back}, Does: "Inspect: leave a pane for the link"},
	}
}

// KeyDocs are the view's rows of the key table.
func (in *Model) KeyDocs() []ui.KeyDoc { return in.keys.docs(&in.c.Keys) }

// Bindings are the view's own bindings.
func (in *Model) Bindings() []key.Binding { return ui.BindingsOf(&in.keys) }
