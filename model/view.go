package model

import (
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/viewport"
	"github.com/charmbracelet/x/ansi"
	"github.com/linkscope/linkscope/ui"
)

// View draws the header, the active view and the footer (status and
// help), or a clear message when the terminal is too small. The body gets
// what the header and footer leave, measured, not assumed.
func (m Model) View() string {
	st := m.c.Styles
	if !m.sized {
		return ""
	}
	if m.width < MinWidth || m.height < MinHeight {
		return ui.TooSmall(st, m.width, m.height, MinWidth, MinHeight, m.c.Keys.Quit.Help().Key)
	}
	header, footer := m.header(), m.footer()
	bodyH := m.height - ui.CountLines(header) - ui.CountLines(footer)
	var body string
	switch {
	case m.qr != nil:
		body = ui.QR(st, m.qr.title, m.qr.blocks, m.width, bodyH)
	case m.fullHelp:
		body = m.frame.helpPager.View()
	default:
		body = m.view().View()
	}
	return header + "\n" + fit(body, bodyH) + "\n" + footer
}

func (m Model) header() string {
	return ui.Header(m.c.Styles, m.tabs(), m.active, m.width, m.c.Keys.HeaderHint())
}

// footer is the status line and the short help.
func (m Model) footer() string {
	return ui.StatusLine(m.c.Styles, m.status, m.statusErr, m.width) + "\n" + m.shortHelp()
}

// bodyHeight is the room the header and footer leave to the views.
func (m Model) bodyHeight() int {
	return m.height - ui.CountLines(m.header()) - ui.CountLines(m.footer())
}

func (m Model) tabs() []string {
	names := make([]string, len(m.views))
	for i, v := range m.views {
		names[i] = v.Name()
	}
	return names
}

// fullHelpKeys are the root's keys, then the active view's, as many
// columns as fit the width (bubbles/help does not cut them).
func (m Model) fullHelpKeys() string {
	cols := append([][]key.Binding{m.c.Keys.RootHelp()}, m.view().FullHelp()...)
	s := m.help.FullHelpView(cols)
	for len(cols) > 1 && maxLineWidth(s) > m.width {
		cols = cols[:len(cols)-1]
		s = m.help.FullHelpView(cols)
	}
	return s
}

func maxLineWidth(s string) int {
	w := 0
	for _, l := range strings.Split(s, "\n") {
		w = max(w, ansi.StringWidth(l))
	}
	return w
}

// openHelp lays the full help out in a pager the size of the body: it
// scrolls, so nothing in it is cut.
func (m Model) openHelp() {
	k := m.c.Keys.Pager
	vp := viewport.New(m.width, max(m.bodyHeight(), 1))
	vp.KeyMap = viewport.KeyMap{Up: k.Up, Down: k.Down, PageUp: k.PageUp, PageDown: k.PageDown,
		HalfPageUp: k.HalfUp, HalfPageDown: k.HalfDown}
	vp.SetContent(ui.FullHelp(m.c.Styles, m.helpIntro(), m.fullHelpKeys(), m.width))
	m.frame.helpPager = vp
}

// helpIntro is what the full help says before the keys: each view's
// paragraph, the active one first, and how copying works.
func (m Model) helpIntro() []string {
	intro := []string{m.view().HelpIntro()}
	for i, v := range m.views {
		if i != m.active {
			intro = append(intro, v.HelpIntro())
		}
	}
	return append(intro, "Copies go to the clipboard and, via OSC 52, to your terminal's (over SSH too; in tmux: set -s set-clipboard on). "+
		m.c.Keys.QR.Help().Key+" shows the focused result as a QR code; any key closes it.")
}

// fit pads or cuts s to exactly n lines, so the footer stays put.
func fit(s string, n int) string {
	have := ui.CountLines(s)
	if have > n {
		cut := 0
		for i := 0; i < n; i++ {
			cut += strings.IndexByte(s[cut:], '\n') + 1
		}
		return s[:cut-1]
	}
	return s + strings.Repeat("\n", n-have)
}

// shortHelp is the one-line help. When it is wider than the screen,
// whole hints go, the least needed first (those before help and quit,
// from the end of the list), never a hint cut in the middle. The line is
// drawn again only when the hints or the width change.
func (m Model) shortHelp() string {
	var keys help.KeyMap = m.view()
	bindings := keys.ShortHelp()
	if m.fullHelp {
		p := m.c.Keys.Pager
		bindings = []key.Binding{p.Down, p.Up, p.PageDown, p.PageUp, m.c.Keys.Close, m.c.Keys.Quit}
	}
	c := m.frame
	if c.helpWidth == m.width && sameKeys(c.helpKeys, bindings) {
		return c.help
	}
	c.helpWidth, c.helpKeys = m.width, append(c.helpKeys[:0], bindings...)
	h := m.help
	h.Width = 0 // this loop fits the line, not bubbles/help's "…"
	shown := slices.Clone(bindings)
	s := h.ShortHelpView(shown)
	for ansi.StringWidth(s) > m.width && len(shown) > 1 {
		drop := max(len(shown)-3, 0) // keep the last two: help and quit
		shown = slices.Delete(shown, drop, drop+1)
		s = h.ShortHelpView(shown)
	}
	c.help = s
	return s
}

// frameCache keeps what the root drew last that rarely changes.
type frameCache struct {
	helpPager viewport.Model // the full help while it is open
	help      string
	helpWidth int
	helpKeys  []key.Binding
}

// sameKeys reports whether two lists hold the same bindings (by their
// key names and help, which is what the help line shows).
func sameKeys(a, b []key.Binding) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		ha, hb := a[i].Help(), b[i].Help()
		if ha != hb || a[i].Enabled() != b[i].Enabled() {
			return false
		}
	}
	return true
}
