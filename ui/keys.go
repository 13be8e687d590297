package ui

import "github.com/charmbracelet/bubbles/key"

// KeyMap is every binding of the UI. Commands that work while a text input
// has focus use control or function keys only, so every character of a URL
// can be typed; the plain-letter bindings (CopyItem, HelpLetter, QuitLetter)
// are matched only when no input has focus. ctrl+i, ctrl+m, ctrl+h, ctrl+s,
// ctrl+q and ctrl+z are left alone: terminals alias or intercept them.
type KeyMap struct {
	Quit       key.Binding // ctrl+c: always
	QuitLetter key.Binding // q: when no input has focus
	Next       key.Binding
	Prev       key.Binding
	SwitchView key.Binding
	Copy       key.Binding
	ToInspect  key.Binding // Build: inspect the built link
	ToBuild    key.Binding // Inspect: load the marker into the form
	Clear      key.Binding
	Preset     key.Binding // Inspect: next normalization preset
	Help       key.Binding // f1: always
	HelpLetter key.Binding // ?: when no input has focus
	Back       key.Binding
	Up         key.Binding
	Down       key.Binding
	Left       key.Binding
	Right      key.Binding
	CopyItem   key.Binding // y or enter on a selected row
	Accept     key.Binding // accept the suggestion shown after the cursor
	QR         key.Binding // a QR code of the focused result
	NextField  key.Binding // build form: enter moves to the next field
	UTMGroup   key.Binding // build form, on the utm row: → opens the UTM fields, ← closes them
}

// DefaultKeyMap returns linkscope's bindings.
func DefaultKeyMap() KeyMap {
	b := func(help, desc string, keys ...string) key.Binding {
		return key.NewBinding(key.WithKeys(keys...), key.WithHelp(help, desc))
	}
	return KeyMap{
		Quit:       b("ctrl+c", "quit", "ctrl+c"),
		QuitLetter: b("q", "quit", "q"),
		Next:       b("tab", "next", "tab"),
		Prev:       b("shift+tab", "previous", "shift+tab"),
		SwitchView: b("ctrl+t", "build/inspect", "ctrl+t"),
		Copy:       b("ctrl+y", "copy", "ctrl+y"),
		ToInspect:  b("ctrl+o", "inspect it", "ctrl+o"),
		ToBuild:    b("ctrl+e", "edit marker", "ctrl+e"),
		Clear:      b("ctrl+l", "clear", "ctrl+l"),
		Preset:     b("ctrl+n", "preset", "ctrl+n"),
		Help:       b("f1", "help", "f1"),
		HelpLetter: b("?", "help", "?"),
		Back:       b("esc", "back", "esc"),
		Up:         b("↑", "up", "up"),
		Down:       b("↓", "down", "down"),
		Left:       b("←", "change", "left"),
		Right:      b("→", "change", "right", " "),
		CopyItem:   b("y/enter", "copy row", "y", "enter"),
		Accept:     b("→", "accept suggestion", "right", "end"),
		QR:         b("ctrl+r", "QR code", "ctrl+r"),
		NextField:  b("enter", "next field", "enter"),
		UTMGroup:   b("→/←", "open/close UTM fields", "right", "left", " "),
	}
}

// ShortHelp is the one-line help: what a newcomer needs first.
func (k KeyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.Next, k.Copy, k.SwitchView, k.ToInspect, k.ToBuild, k.Clear, k.Preset, k.Help, k.Quit}
}

// FullHelp is every binding, by column.
func (k KeyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Next, k.Prev, k.SwitchView, k.Back},
		{k.Copy, k.CopyItem, k.ToInspect, k.ToBuild},
		{k.Up, k.Down, k.Left, k.Accept, k.NextField, k.UTMGroup},
		{k.QR, k.Clear, k.Preset, k.Help, k.Quit},
	}
}
