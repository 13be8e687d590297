package component

import (
	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/extract"
	"github.com/linkscope/linkscope/core/openstat"
)

// CopyMsg asks the root to copy Text; What names it for the status line.
type CopyMsg struct {
	What string
	Text string
}

// CopiedMsg reports a copy: sent via OSC 52 always, and Err is the native
// clipboard's error, if any.
type CopiedMsg struct {
	What  string
	Bytes int
	Err   error
}

// StatusMsg puts a line in the status bar.
type StatusMsg struct {
	Text string
	Err  bool
}

// ShowMsg asks the root to make the view named View the active one.
type ShowMsg struct{ View string }

// InspectMsg asks for URL to be inspected (the built link, sent over).
type InspectMsg struct{ URL string }

// LinksMsg asks for the links found in a paste to be listed (the Links
// view): Text is the paste as given, Links what core/extract found in it,
// duplicates kept, in order of appearance.
type LinksMsg struct {
	Text  string
	Links []extract.Link
}

// EditMsg asks for the build form to be loaded with an inspected link's
// marker, for re-tagging.
type EditMsg struct {
	URL      string
	Marker   openstat.Marker
	Encoding openstat.Encoding
	Place    openstat.Place
}

// Status returns a command that puts text in the status bar.
func Status(text string, isErr bool) tea.Cmd {
	return func() tea.Msg { return StatusMsg{Text: text, Err: isErr} }
}

// Copy returns a command that asks the root to copy text.
func Copy(what, text string) tea.Cmd {
	return func() tea.Msg { return CopyMsg{What: what, Text: text} }
}

// Show returns a command that makes view the active one.
func Show(view string) tea.Cmd {
	return func() tea.Msg { return ShowMsg{View: view} }
}

// Send returns a command that delivers msg.
func Send(msg tea.Msg) tea.Cmd {
	return func() tea.Msg { return msg }
}
