package model

import (
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
)

// View draws the header, the current view and the footer (status and
// help), or a clear message when the terminal is too small.
func (m Model) View() string {
	c := m.c
	if !m.sized {
		return ""
	}
	if c.width < MinWidth || c.height < MinHeight {
		return c.styles.TooSmall(c.width, c.height, MinWidth, MinHeight)
	}
	var keys help.KeyMap = m.focused()
	header := c.styles.Header(viewNames, int(m.view), c.width, "f1 help · ctrl+c quit")
	footer := c.styles.StatusLine(m.status, m.statusErr, c.width) + "\n" + shortHelp(c, keys)
	bodyH := c.height - chromeLines
	var body string
	switch {
	case m.qr != nil:
		body = c.styles.QR(m.qr.title, m.qr.blocks, c.width, bodyH)
	case m.fullHelp:
		body = c.styles.FullHelp(c.help.FullHelpView(keys.FullHelp()), c.width)
	default:
		body = m.focused().View()
	}
	return header + "\n" + fit(body, bodyH) + "\n" + footer
}

// chromeLines are the header, status and help lines around the body.
const chromeLines = 3

// fit pads or cuts s to exactly n lines, so the footer stays put.
func fit(s string, n int) string {
	lines := strings.Split(s, "\n")
	if len(lines) > n {
		lines = lines[:n]
	}
	for len(lines) < n {
		lines = append(lines, "")
	}
	return strings.Join(lines, "\n")
}

// shortHelp is the one-line help, cut to the width: bubbles/help adds an
// item past its width when even its "…" would not fit.
func shortHelp(c *common, keys help.KeyMap) string {
	s := c.help.ShortHelpView(keys.ShortHelp())
	if lipgloss.Width(s) > c.width {
		s = ansi.Truncate(s, c.width-1, "…")
	}
	return s
}
