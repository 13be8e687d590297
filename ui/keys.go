package ui

import (
	"reflect"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// KeyMap is the root's bindings and the ones every view shares: a view
// matches these and its own (the KeyMap of its package, in its keys.go).
// Key maps are the only place key names are written: hints on screen, the
// short and full help and the key table of docs/tui.md are all made from the
// bindings. Commands that work while a text input has focus use control
// or function keys only, so every character of a URL can be typed; the
// plain-letter bindings (CopyItem, HelpLetter, QuitLetter, and a view's
// letters) are matched only when no input has focus. ctrl+i, ctrl+m,
// ctrl+h, ctrl+s and ctrl+q are left alone: terminals alias them (tab,
// enter, backspace) or keep them for flow control. ctrl+z is undo, as in
// editors: Bubble Tea puts the terminal in raw mode, where it arrives as
// a key rather than suspending the program.
type KeyMap struct {
	// The root's: they work in every view.
	Quit       key.Binding // always
	QuitLetter key.Binding // when no input has focus
	Help       key.Binding // always
	HelpLetter key.Binding // when no input has focus
	Close      key.Binding // closes the help, the QR code or a view's overlay
	SwitchView key.Binding
	QR         key.Binding // a QR code of the focused result

	// Shared by the views.
	Next  key.Binding
	Prev  key.Binding
	Copy  key.Binding
	Clear key.Binding

	// Lists of rows: the panes and lists the kit draws.
	Up       key.Binding
	Down     key.Binding
	CopyItem key.Binding // on the selected row
	Open     key.Binding // the selected row's whole value, in the pager
	Back     key.Binding // leave a pane for the link
	// Top, Bottom, PageUp and PageDown jump in a focused list or pane.
	// Where a text input has focus too (a filter over a list), the
	// input keeps its own keys (home, end) and the others still jump.
	Top      key.Binding
	Bottom   key.Binding
	PageUp   key.Binding
	PageDown key.Binding

	// Preset steps the normalization preset. Two views bind it (Inspect
	// and Links), and one key must mean one thing in both, so it is
	// shared.
	Preset key.Binding
	// ToBuild loads the inspected link's marker into the build form.
	// Inspect binds it and Build's help names it (where a marker comes
	// from), so it is shared: a view names only its own keys and these.
	ToBuild key.Binding

	Editor EditorKeys
	Pager  PagerKeys
}

// PagerKeys scroll a long value (glow's pager keys).
type PagerKeys struct {
	Up       key.Binding
	Down     key.Binding
	PageUp   key.Binding
	PageDown key.Binding
	HalfUp   key.Binding
	HalfDown key.Binding
	Top      key.Binding
	Bottom   key.Binding
	Close    key.Binding
}

// EditorKeys are the line editor's bindings, readline style where no
// command claims the key.
type EditorKeys struct {
	Backspace  key.Binding
	Delete     key.Binding
	DeleteWord key.Binding
	KillBefore key.Binding
	KillAfter  key.Binding
	Left       key.Binding
	Right      key.Binding
	Home       key.Binding
	End        key.Binding
}

// NewBinding is a binding of keys (Bubble Tea's key names), shown in
// help as help (the key as a reader types it) and desc (what it does).
func NewBinding(help, desc string, keys ...string) key.Binding {
	return key.NewBinding(key.WithKeys(keys...), key.WithHelp(help, desc))
}

// DefaultKeyMap returns linkscope's root and shared bindings.
func DefaultKeyMap() KeyMap {
	b := NewBinding
	return KeyMap{
		Quit:       b("ctrl+c", "quit", "ctrl+c"),
		QuitLetter: b("q", "quit", "q"),
		Help:       b("f1", "help", "f1"),
		HelpLetter: b("?", "help", "?"),
		Close:      b("esc", "close", "esc"),
		SwitchView: b("ctrl+t", "next view", "ctrl+t"),
		QR:         b("ctrl+r", "QR code", "ctrl+r"),

		Next:  b("tab", "next", "tab"),
		Prev:  b("shift+tab", "previous", "shift+tab"),
		Copy:  b("ctrl+y", "copy", "ctrl+y"),
		Clear: b("ctrl+l", "clear", "ctrl+l"),

		Up:       b("↑", "up", "up"),
		Down:     b("↓", "down", "down"),
		CopyItem: b("y", "copy row", "y"),
		Open:     b("enter", "whole value", "enter"),
		Back:     b("esc", "back to the link", "esc"),
		Top:      b("home", "first row", "home", "ctrl+home"),
		Bottom:   b("end", "last row", "end", "ctrl+end"),
		PageUp:   b("pgup", "page up", "pgup"),
		PageDown: b("pgdn", "page down", "pgdown"),

		Preset:  b("ctrl+n", "preset", "ctrl+n"),
		ToBuild: b("ctrl+e", "edit marker", "ctrl+e"),

		Editor: EditorKeys{
			Backspace:  b("backspace", "delete before", "backspace"),
			Delete:     b("delete", "delete after (ctrl+d too)", "delete", "ctrl+d"),
			DeleteWord: b("ctrl+w", "delete word (alt+backspace too)", "ctrl+w", "alt+backspace"),
			KillBefore: b("ctrl+u", "delete to start", "ctrl+u"),
			KillAfter:  b("ctrl+k", "delete to end", "ctrl+k"),
			Left:       b("←", "left (ctrl+b too)", "left", "ctrl+b"),
			Right:      b("→", "right (ctrl+f too)", "right", "ctrl+f"),
			Home:       b("home", "start (ctrl+a too)", "home", "ctrl+a"),
			End:        b("end", "end", "end"),
		},
		Pager: PagerKeys{
			Up:       b("↑/k", "up", "up", "k"),
			Down:     b("↓/j", "down", "down", "j"),
			PageUp:   b("pgup/b", "page up", "pgup", "b"),
			PageDown: b("pgdn/space", "page down", "pgdown", " ", "f"),
			HalfUp:   b("u", "½ page up", "u"),
			HalfDown: b("d", "½ page down", "d"),
			Top:      b("home/g", "top", "home", "g"),
			Bottom:   b("end/G", "bottom", "end", "G"),
			Close:    b("esc/enter", "close", "esc", "enter"),
		},
	}
}

// RootHelp is the root's column of the full help.
func (k KeyMap) RootHelp() []key.Binding {
	return []key.Binding{k.SwitchView, k.QR, k.Help, k.Close, k.Quit}
}

// PagerHelp is the whole-value view's column of the full help.
func (k KeyMap) PagerHelp() []key.Binding {
	p := k.Pager
	return []key.Binding{p.Up, p.Down, p.PageUp, p.PageDown, p.HalfUp, p.HalfDown, p.Top, p.Bottom, k.CopyItem, p.Close}
}

// EditorHelp is the line editor's column of the full help.
func (k KeyMap) EditorHelp() []key.Binding {
	e := k.Editor
	return []key.Binding{e.Left, e.Right, e.Home, e.End, e.Backspace, e.Delete, e.DeleteWord, e.KillBefore, e.KillAfter}
}

// HeaderHint is the reminder on the header line.
func (k KeyMap) HeaderHint() string {
	return Hint(k.Help) + " · " + Hint(k.Quit)
}

// Hint is a binding as a screen hint: its key and what it does.
func Hint(b key.Binding) string { return b.Help().Key + " " + b.Help().Desc }

// Keys is the key names of bindings, "/"-joined: "tab/shift+tab".
func Keys(bs ...key.Binding) string {
	names := make([]string, len(bs))
	for i, b := range bs {
		names[i] = b.Help().Key
	}
	return strings.Join(names, "/")
}

// KeyDoc is one row of the key table in docs/tui.md: the bindings and what they
// do, said at more length than the help bar has room for.
type KeyDoc struct {
	Bindings []key.Binding
	Does     string
}

// Docs is the key table of docs/tui.md: the rows of the shared keys, then the
// rows of each view (views, in the order given), then the root's own and
// the text input's. tabs are the views' names in tab order, which the
// switch key steps through.
func (k KeyMap) Docs(tabs []string, views ...[]KeyDoc) []KeyDoc {
	docs := []KeyDoc{
		{[]key.Binding{k.Next, k.Prev}, "next / previous pane or field"},
		{[]key.Binding{k.SwitchView}, "next view: " + strings.Join(tabs, " → ")},
		{[]key.Binding{k.Copy}, "copy the focused result (clipboard **and** OSC 52, so it works over SSH; the status line says which worked)"},
		{[]key.Binding{k.CopyItem}, "copy the selected row of a pane (when no text input has focus)"},
		{[]key.Binding{k.Open}, "Inspect: open the selected row's whole value in a scrollable view (copy it there too)"},
		{[]key.Binding{k.Pager.Up, k.Pager.Down, k.Pager.PageUp, k.Pager.PageDown, k.Pager.HalfUp, k.Pager.HalfDown, k.Pager.Top, k.Pager.Bottom},
			"whole value view: scroll (also f: page down)"},
		{[]key.Binding{k.Pager.Close}, "whole value view: close"},
		{[]key.Binding{k.Up, k.Down}, "Inspect, History: select a row"},
		{[]key.Binding{k.Top, k.Bottom, k.PageUp, k.PageDown}, "a focused list or pane (Inspect's panes, Links, History, a comparison, " +
			"a field's allowed values): first / last row, a page up / down; " +
			"where a text input has focus too (a filter, a field), home and end stay the input's: ctrl+home and ctrl+end jump"},
	}
	for _, v := range views {
		docs = append(docs, v...)
	}
	e := k.Editor
	return append(docs,
		KeyDoc{[]key.Binding{k.QR}, "QR code of the focused link"},
		KeyDoc{[]key.Binding{k.Clear}, "clear the link, the form, the list of links or the History filter"},
		KeyDoc{[]key.Binding{k.Close}, "close the help, the QR code or a comparison"},
		KeyDoc{[]key.Binding{k.Help, k.HelpLetter}, "full help (the letter outside text inputs)"},
		KeyDoc{[]key.Binding{k.Quit, k.QuitLetter}, "quit (the letter outside text inputs)"},
		KeyDoc{[]key.Binding{e.Left, e.Right, e.Home, e.End}, "text input: move the cursor (ctrl+b, ctrl+f and ctrl+a too)"},
		KeyDoc{[]key.Binding{e.Backspace, e.Delete}, "text input: delete the character before / after the cursor (ctrl+d too)"},
		KeyDoc{[]key.Binding{e.DeleteWord}, "text input: delete the word before the cursor (alt+backspace too)"},
		KeyDoc{[]key.Binding{e.KillBefore, e.KillAfter}, "text input: delete to the start / to the end"},
	)
}

// BindingsOf is every key.Binding of a key map (a struct or a pointer to
// one), those of nested structs included, in field order: what a test
// walks to prove each binding is documented.
func BindingsOf(keyMap any) []key.Binding {
	v := reflect.Indirect(reflect.ValueOf(keyMap))
	if v.Kind() != reflect.Struct {
		return nil
	}
	var out []key.Binding
	for i := range v.NumField() {
		if !v.Type().Field(i).IsExported() {
			continue
		}
		switch f := v.Field(i).Interface().(type) {
		case key.Binding:
			out = append(out, f)
		default:
			out = append(out, BindingsOf(f)...)
		}
	}
	return out
}

// KeyTable is Docs as the Markdown table of docs/tui.md.
func KeyTable(docs []KeyDoc) string {
	var b strings.Builder
	b.WriteString("| key | does |\n| --- | --- |\n")
	for _, d := range docs {
		names := make([]string, len(d.Bindings))
		for i, k := range d.Bindings {
			names[i] = "`" + k.Help().Key + "`"
		}
		b.WriteString("| " + strings.Join(names, " / ") + " | " + d.Does + " |\n")
	}
	return b.String()
}

// Matches reports whether pressed, a key as Bubble Tea names it
// (tea.KeyMsg.String()), is one of the keys of an enabled binding of bs.
// key.Matches names the key again for every binding it is asked about,
// which allocates each time; a component names it once per key.
func Matches(pressed string, bs ...key.Binding) bool {
	for i := range bs {
		if !bs[i].Enabled() {
			continue
		}
		for _, k := range bs[i].Keys() {
			if k == pressed {
				return true
			}
		}
	}
	return false
}

// KeyName is the name Matches compares: Bubble Tea's name of the key, or
// "" for a paste, which is text and never a command (Bubble Tea names a
// paste by the whole pasted text in brackets, a copy of it).
func KeyName(msg tea.KeyMsg) string {
	if msg.Paste {
		return ""
	}
	return msg.String()
}

// ListHelp is a list's column of the full help: moving in it.
func (k KeyMap) ListHelp() []key.Binding {
	return []key.Binding{k.Up, k.Down, k.Top, k.Bottom, k.PageUp, k.PageDown}
}

// Jump moves the selection sel of a list of n rows by the jump keys:
// the first or last row, or page rows up or down (stopping at either
// end). typing says a text input has focus too: it keeps the editor's
// keys. ok is false for any other key.
func (k *KeyMap) Jump(pressed string, typing bool, sel, n, page int) (int, bool) {
	if n <= 0 || (typing && Matches(pressed, k.Editor.Home, k.Editor.End)) {
		return sel, false
	}
	page = max(page, 1)
	switch {
	case Matches(pressed, k.Top):
		return 0, true
	case Matches(pressed, k.Bottom):
		return n - 1, true
	case Matches(pressed, k.PageUp):
		return max(sel-page, 0), true
	case Matches(pressed, k.PageDown):
		return min(max(sel, 0)+page, n-1), true
	}
	return sel, false
}
