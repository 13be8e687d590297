package form

import (
	"github.com/charmbracelet/bubbles/key"
	"github.com/linkscope/linkscope/ui"
)

// KeyMap is the Build view's own bindings; it matches these and the
// root's shared ones (ui.KeyMap, in component.Common).
type KeyMap struct {
	ToInspect key.Binding // inspect the built link
	FieldUp   key.Binding
	FieldDown key.Binding
	NextField key.Binding
	// ChangePrev and ChangeNext step a choice (encoding, place).
	ChangePrev key.Binding
	ChangeNext key.Binding
	Accept     key.Binding // accept the suggestion shown after the cursor
	UTMOpen    key.Binding // on the utm row
	UTMClose   key.Binding // on the utm row
	// FixAll applies every certain fix: the link's "did you mean" and the
	// conventions file's alias, case and spaces fixes.
	FixAll   key.Binding
	Template key.Binding // the conventions file's next template
	Platform key.Binding // the next ad platform, whose placeholders are checked
	// Undo takes back the last action that replaced values: a fill from
	// Inspect or History, a template, a clear, fix all.
	Undo key.Binding
	// PickUp, PickDown and Pick work the list of allowed values under a
	// field, while it shows.
	PickUp   key.Binding
	PickDown key.Binding
	Pick     key.Binding
	// Shorten sends the built link to the configured link shortener
	// (asking first), then switches the copy and QR keys' target.
	Shorten key.Binding
}

// DefaultKeyMap returns the Build view's bindings.
func DefaultKeyMap() KeyMap {
	b := ui.NewBinding
	return KeyMap{
		ToInspect:  b("ctrl+o", "inspect it", "ctrl+o"),
		FieldUp:    b("↑", "previous field", "up"),
		FieldDown:  b("↓", "next field", "down"),
		NextField:  b("enter", "next field", "enter"),
		ChangePrev: b("←", "previous choice", "left"),
		ChangeNext: b("→", "next choice", "right", " "),
		Accept:     b("→/end", "accept suggestion", "right", "end"),
		UTMOpen:    b("→", "open UTM fields", "right", " "),
		UTMClose:   b("←", "close UTM fields", "left"),
		FixAll:     b("ctrl+x", "fix all", "ctrl+x"),
		Template:   b("ctrl+p", "next template", "ctrl+p"),
		Platform:   b("ctrl+n", "next ad platform", "ctrl+n"),
		Undo:       b("ctrl+z", "undo", "ctrl+z"),
		PickUp:     b("↑", "previous allowed value", "up"),
		PickDown:   b("↓", "next allowed value", "down"),
		Pick:       b("enter", "use the value", "enter"),
		Shorten:    b("ctrl+g", "shorten", "ctrl+g"),
	}
}

// docs are the Build rows of the key table.
func (k *KeyMap) docs() []ui.KeyDoc {
	return []ui.KeyDoc{
		{Bindings: []key.Binding{k.FieldUp, k.FieldDown}, Does: "Build: previous / next field"},
		{Bindings: []key.Binding{k.ChangePrev, k.ChangeNext}, Does: "Build: change a choice (encoding, place)"},
		{Bindings: []key.Binding{k.UTMOpen, k.UTMClose}, Does: "Build, on the utm row: open / close the UTM fields"},
		{Bindings: []key.Binding{k.Accept}, Does: "Build: accept the suggestion shown after the cursor"},
		{Bindings: []key.Binding{k.NextField}, Does: "Build: next field"},
		{Bindings: []key.Binding{k.ToInspect}, Does: "Build: inspect the built link"},
		{Bindings: []key.Binding{k.FixAll}, Does: "Build: apply every certain fix: " +
			"the link's \"did you mean\", the conventions file's aliases, case and spaces"},
		{Bindings: []key.Binding{k.Template}, Does: "Build: fill the campaign fields the conventions file's next template sets " +
			"(the others keep what was typed)"},
		{Bindings: []key.Binding{k.Platform}, Does: "Build: the next ad platform or mailer the link is for (none, Google Ads, …): " +
			"its placeholders are checked as it fills them, as build --platform does"},
		{Bindings: []key.Binding{k.Undo}, Does: "Build: undo the last action that replaced values " +
			"(a fill from Inspect or History, a template, a clear, fix all); what was typed since stays"},
		{Bindings: []key.Binding{k.PickUp, k.PickDown}, Does: "Build, under a field with allowed values: move in the list (typing filters it)"},
		{Bindings: []key.Binding{k.Pick}, Does: "Build: put the chosen allowed value in the field"},
		{Bindings: []key.Binding{k.Shorten}, Does: "Build: shorten the built link with the configured link shortener " +
			"(a request: the first time, it asks, naming the provider and endpoint); again: the copy and QR keys switch between the short and the long link"},
	}
}

// KeyDocs are the view's rows of the key table.
func (f *Model) KeyDocs() []ui.KeyDoc { return f.keys.docs() }

// Bindings are the view's own bindings.
func (f *Model) Bindings() []key.Binding { return ui.BindingsOf(&f.keys) }
