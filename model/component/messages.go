package component

import (
	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/extract"
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/internal/history"
)

// CopyMsg asks the root to copy Text; What names it for the status line,
// and Note, when set, is said after the outcome ("2 findings in the
// form"). The root copies Text as the screen shows it: escaped.
type CopyMsg struct {
	What string
	Text string
	Note string
}

// CopiedMsg reports a copy: sent via OSC 52 always, and Err is the native
// clipboard's error, if any. Escaped counts the characters the copy
// carries escaped (controls, bidi, zero-width); Note is the CopyMsg's.
type CopiedMsg struct {
	What    string
	Bytes   int
	Escaped int
	Note    string
	Err     error
}

// StatusMsg puts a line in the status bar.
type StatusMsg struct {
	Text string
	Err  bool
}

// ShowMsg asks the root to make the view named View the active one.
type ShowMsg struct{ View string }

// InspectMsg asks for URL to be inspected. What names it for the status
// line ("the built link"); Back, when set, is the view to return to when
// the reader is done with it (the list it was picked from).
type InspectMsg struct {
	URL  string
	What string
	Back string
}

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

// FillMsg asks for the build form to be filled with a link and campaign
// values (keyed by conventions field name: utm_source, openstat.service,
// …), as a History record holds them, for building again.
type FillMsg struct {
	URL      string
	Fields   map[string]string
	Template string
	Encoding openstat.Encoding
	Place    openstat.Place
	// Row, when not 0, is the sheet row the values come from (the Sheet
	// view), Sheet the sheet's name: the form then sends its edits back
	// to that row (SheetRowMsg).
	Row   int
	Sheet string
}

// SheetRowMsg carries the form's values back to the sheet row they were
// filled from, after each change.
type SheetRowMsg struct {
	Row    int
	URL    string
	Fields map[string]string
}

// RecordedMsg reports a link added to the history (or why it was not),
// so the History view lists it without reading the file again.
type RecordedMsg struct {
	Record history.Record
	Err    error
}

// SetupChangedMsg says the analysis setup (Common.Setup) was read again
// (the conventions file or the tracking rules changed on disk): a view
// that keeps what it computed with the old one computes it again.
type SetupChangedMsg struct{}

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
