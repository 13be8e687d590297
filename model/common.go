package model

import (
	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/ui"
)

// common is what every component shares: the size it has, the styles and
// the key map, handed down instead of kept in globals.
type common struct {
	width, height int
	styles        ui.Styles
	keys          ui.KeyMap
	help          help.Model
}

// component is the contract of a screen part (soft-serve's): it updates on
// messages, draws itself, is told its size and brings its own help. The
// components live behind pointers in the root model, so Update changes them
// in place and returns only a command.
type component interface {
	help.KeyMap
	Update(msg tea.Msg) tea.Cmd
	View() string
	SetSize(width, height int)
	// Next and Prev move the focus inside the component; they wrap.
	Next()
	Prev()
	// Target is the focused result, which the copy and QR keys act on,
	// or why there is none.
	Target() (what, text, problem string)
}
