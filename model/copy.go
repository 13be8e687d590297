package model

import (
	"io"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/model/component"
	"github.com/muesli/termenv"
)

// Clipboard writes the system clipboard. Tests pass a fake; nil in Options
// means the native one (atotto/clipboard, through clipboard.Native).
type Clipboard interface {
	WriteAll(text string) error
}

// copyCmd copies text both ways: OSC 52 reaches the user's terminal even
// over SSH but is never acknowledged; the native clipboard may fail or
// write the remote machine's. So both go out and the native error is kept
// for the status line.
func copyCmd(clip Clipboard, osc io.Writer, what, text string) tea.Cmd {
	return func() tea.Msg {
		if osc != nil {
			termenv.NewOutput(osc, termenv.WithProfile(termenv.Ascii)).Copy(text)
		}
		return component.CopiedMsg{What: what, Bytes: len(text), Err: clip.WriteAll(text)}
	}
}
