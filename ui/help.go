package ui

import (
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/lipgloss"
)

// HelpStyles are the key bar's and the full help's styles for a dark or
// light background, from the palette: bubbles/help's own greys (#626262
// and #4A4A4A on a dark background, drawn #5f5f5f and #4e4e4e by a
// 256-colour terminal) read at 2:1 or less there, and follow lipgloss's
// guess of the background rather than the theme.
func HelpStyles(dark bool) help.Styles {
	c := func(a lipgloss.AdaptiveColor) lipgloss.Color {
		if dark {
			return lipgloss.Color(a.Dark)
		}
		return lipgloss.Color(a.Light)
	}
	key := lipgloss.NewStyle().Foreground(c(helpKey))
	desc := lipgloss.NewStyle().Foreground(c(muted))
	return help.Styles{ShortKey: key, ShortDesc: desc, ShortSeparator: desc, Ellipsis: desc, FullKey: key, FullDesc: desc, FullSeparator: desc}
}

// maxHelpLines bounds a help paragraph; the help scrolls, so none is cut
// short of this.
const maxHelpLines = 40

// FullHelp draws the help screen: paragraphs on what the views do (worded
// by the caller, with key names from its key map), then the keys.
func FullHelp(st *Styles, intro []string, keys string, width int) string {
	var b strings.Builder
	for _, p := range intro {
		for _, l := range WrapWords(p, width-2, maxHelpLines) {
			b.WriteString(" " + st.Value.Render(l) + "\n")
		}
		b.WriteByte('\n')
	}
	return b.String() + keys
}
