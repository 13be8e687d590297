package ui

import (
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// KeyMap is every binding of the UI, and the only place key names are
// written: hints on screen, the short and full help and the key table of
// docs/tui.md are all made from these bindings. Commands that work while a text
// input has focus use control or function keys only, so every character
// of a URL can be typed; the plain-letter bindings (CopyItem, HelpLetter,
// QuitLetter) are matched only when no input has focus. ctrl+i, ctrl+m,
// ctrl+h, ctrl+s, ctrl+q and ctrl+z are left alone: terminals alias or
// intercept them.
type KeyMap struct {
	// The root's: they work in every view.
	Quit       key.Binding // always
	QuitLetter key.Binding // when no input has focus
	Help       key.Binding // always
	HelpLetter key.Binding // when no input has focus
	Close      key.Binding // closes the help or the QR code
	SwitchView key.Binding
	QR         key.Binding // a QR code of the focused result

	// Shared by the views.
	Next  key.Binding
	Prev  key.Binding
	Copy  key.Binding
	Clear key.Binding

	// Lists of rows (the inspector's panes).
	Up       key.Binding
	Down     key.Binding
	CopyItem key.Binding // on the selected row
	Open     key.Binding // the selected row's whole value, in the pager
	Back     key.Binding // leave a pane for the link

	// Inspect.
	ToBuild key.Binding // load the marker into the form
	Preset  key.Binding // next normalization preset
	Unwrap  key.Binding // a wrapped link: analyse the wrapper itself / its destination
	Follow  key.Binding // follow the link's redirects: the only key that makes requests
	Cancel  key.Binding // cancel a follow in progress

	// Build.
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
	// PickUp, PickDown and Pick work the list of allowed values under a
	// field, while it shows.
	PickUp   key.Binding
	PickDown key.Binding
	Pick     key.Binding

	// History.
	Reopen key.Binding // the selected record back into the form

	// Links: the list of the links in a paste. Letters act when the list,
	// not its filter, has focus.
	Filter       key.Binding // focus the filter
	FilterDone   key.Binding // leave the filter, clearing it
	InspectLink  key.Binding // inspect the selected link
	CopyLink     key.Binding // the selected link as pasted
	CopyClean    key.Binding // the selected link's clean link
	CopyAll      key.Binding // every link shown, as pasted
	CopyAllClean key.Binding // every link shown, clean
	Mark         key.Binding // mark the selected link for a comparison
	Compare      key.Binding // compare the marked (or last inspected) link with the selected one

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

// DefaultKeyMap returns linkscope's bindings.
func DefaultKeyMap() KeyMap {
	b := func(help, desc string, keys ...string) key.Binding {
		return key.NewBinding(key.WithKeys(keys...), key.WithHelp(help, desc))
	}
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

		ToBuild: b("ctrl+e", "edit marker", "ctrl+e"),
		Preset:  b("ctrl+n", "preset", "ctrl+n"),
		Unwrap:  b("ctrl+x", "wrapper/destination", "ctrl+x"),
		Follow:  b("ctrl+g", "follow", "ctrl+g"),
		Cancel:  b("esc", "cancel request", "esc"),

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
		PickUp:     b("↑", "previous allowed value", "up"),
		PickDown:   b("↓", "next allowed value", "down"),
		Pick:       b("enter", "use the value", "enter"),

		Reopen: b("enter", "open in the form", "enter"),

		Filter:       b("/", "filter", "/"),
		FilterDone:   b("esc", "clear filter", "esc"),
		InspectLink:  b("enter", "inspect", "enter"),
		CopyLink:     b("y", "copy", "y"),
		CopyClean:    b("c", "copy clean", "c"),
		CopyAll:      b("Y", "copy all", "Y"),
		CopyAllClean: b("C", "copy all clean", "C"),
		Mark:         b("m", "mark", "m"),
		Compare:      b("=", "compare", "="),

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

// Docs is the key table of docs/tui.md.
func (k KeyMap) Docs() []KeyDoc {
	e := k.Editor
	return []KeyDoc{
		{[]key.Binding{k.Next, k.Prev}, "next / previous pane or field"},
		{[]key.Binding{k.SwitchView}, "next view: Inspect → Build → Links → History"},
		{[]key.Binding{k.Copy}, "copy the focused result (clipboard **and** OSC 52, so it works over SSH; the status line says which worked)"},
		{[]key.Binding{k.CopyItem}, "copy the selected row of a pane (when no text input has focus)"},
		{[]key.Binding{k.Open}, "Inspect: open the selected row's whole value in a scrollable view (copy it there too)"},
		{[]key.Binding{k.Pager.Up, k.Pager.Down, k.Pager.PageUp, k.Pager.PageDown, k.Pager.HalfUp, k.Pager.HalfDown, k.Pager.Top, k.Pager.Bottom}, "whole value view: scroll (also f: page down)"},
		{[]key.Binding{k.Pager.Close}, "whole value view: close"},
		{[]key.Binding{k.Up, k.Down}, "Inspect, History: select a row"},
		{[]key.Binding{k.FieldUp, k.FieldDown}, "Build: previous / next field"},
		{[]key.Binding{k.ChangePrev, k.ChangeNext}, "Build: change a choice (encoding, place)"},
		{[]key.Binding{k.UTMOpen, k.UTMClose}, "Build, on the utm row: open / close the UTM fields"},
		{[]key.Binding{k.Accept}, "Build: accept the suggestion shown after the cursor"},
		{[]key.Binding{k.NextField}, "Build: next field"},
		{[]key.Binding{k.ToInspect}, "Build: inspect the built link"},
		{[]key.Binding{k.FixAll}, "Build: apply every certain fix: the link's \"did you mean\", the conventions file's aliases, case and spaces"},
		{[]key.Binding{k.Template}, "Build: fill the campaign fields from the conventions file's next template"},
		{[]key.Binding{k.PickUp, k.PickDown}, "Build, under a field with allowed values: move in the list (typing filters it)"},
		{[]key.Binding{k.Pick}, "Build: put the chosen allowed value in the field"},
		{[]key.Binding{k.Reopen}, "History: open the selected link's fields in the form (typing filters the list)"},
		{[]key.Binding{k.ToBuild}, "Inspect: load the inspected marker into the form"},
		{[]key.Binding{k.Preset}, "Inspect and Links: next normalization preset (safe → usual → aggressive)"},
		{[]key.Binding{k.Unwrap}, "Inspect, on a wrapped link (Google `/url`, Safe Links, Proofpoint, …): analyse the wrapper itself / its destination"},
		{[]key.Binding{k.Follow}, "Inspect: follow the link's redirects over the network, hop by hop (the only key that makes requests: following a tracked link can register a click)"},
		{[]key.Binding{k.Cancel}, "Inspect: cancel a follow in progress"},
		{[]key.Binding{k.Back}, "Inspect: leave a pane for the link"},
		{[]key.Binding{k.InspectLink}, "Links: inspect the selected link (the Inspect view shows it, the list marks it; " + k.SwitchView.Help().Key + " twice comes back)"},
		{[]key.Binding{k.CopyLink, k.CopyClean}, "Links: copy the selected link as pasted / clean (tracking removed, unwrapped)"},
		{[]key.Binding{k.CopyAll, k.CopyAllClean}, "Links: copy every link shown, one a line, as pasted / clean"},
		{[]key.Binding{k.Filter, k.FilterDone}, "Links: type to filter the list (every word must match) / clear the filter"},
		{[]key.Binding{k.Mark}, "Links: mark the selected link as the first of a comparison"},
		{[]key.Binding{k.Compare}, "Links: compare the marked link (else the one last inspected) with the selected one; a pasted link is compared with the selected one; " + k.Preset.Help().Key + " changes the preset, " + k.Close.Help().Key + " closes"},
		{[]key.Binding{k.QR}, "QR code of the focused link"},
		{[]key.Binding{k.Clear}, "clear the link, the form, the list of links or the History filter"},
		{[]key.Binding{k.Close}, "close the help, the QR code or a comparison"},
		{[]key.Binding{k.Help, k.HelpLetter}, "full help (the letter outside text inputs)"},
		{[]key.Binding{k.Quit, k.QuitLetter}, "quit (the letter outside text inputs)"},
		{[]key.Binding{e.Left, e.Right, e.Home, e.End}, "text input: move the cursor (ctrl+b, ctrl+f and ctrl+a too)"},
		{[]key.Binding{e.Backspace, e.Delete}, "text input: delete the character before / after the cursor (ctrl+d too)"},
		{[]key.Binding{e.DeleteWord}, "text input: delete the word before the cursor (alt+backspace too)"},
		{[]key.Binding{e.KillBefore, e.KillAfter}, "text input: delete to the start / to the end"},
	}
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
