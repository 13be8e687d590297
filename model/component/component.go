// Package component is the contract between linkscope's root model and
// its views: what a view must do (Component), what every view is handed
// (Common) and the messages views and root send each other. A view never
// reaches into another; it returns a message and the root delivers it.
package component

import (
	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/ui"
)

// Common is what every component shares, handed down instead of kept in
// globals: the styles it draws with, the key map it matches and the
// analysis setup it reads links with (the tracking table with the user's
// rules, the team's conventions file), the same one the commands use.
type Common struct {
	Styles *ui.Styles
	Keys   ui.KeyMap
	Setup  analysis.Setup
}

// Component is a view of the UI (soft-serve's contract): it updates on
// messages, draws itself in the size it is given and brings its own
// help. Components live behind pointers in the root, so Update changes
// them in place and returns only a command.
type Component interface {
	help.KeyMap // its own keys; the root adds its column to the full help
	// Name is the view's tab.
	Name() string
	// Update gets every key the root does not claim while the component
	// is active, and every message the root does not handle.
	Update(msg tea.Msg) tea.Cmd
	View() string
	SetSize(width, height int)
	// Typing reports whether a text input has focus: then only control
	// and function keys are commands, every printable key is text.
	Typing() bool
	// Target is the focused result, which the copy and QR keys act on,
	// or why there is none.
	Target() (what, text, problem string)
	// HelpIntro is what the full help says of the view, its key names
	// taken from the key map.
	HelpIntro() string
	// KeyDocs are the view's rows of the key table: its own bindings and
	// the shared ones it gives a meaning of its own, said at more length
	// than the help has room for. The root puts every view's rows
	// together (the README's table).
	KeyDocs() []ui.KeyDoc
	// Bindings are the view's own bindings (its package's KeyMap), which
	// the root's tests check are all in the key table.
	Bindings() []key.Binding
}
