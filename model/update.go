package model

import (
	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/ui"
)

// Update routes a message: sizes and the root's own messages here, keys
// to the root's commands first and then to the active view, anything
// else to every view (each takes the messages meant for it).
func (m Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height, m.sized = msg.Width, msg.Height, true
		m.help.Width = msg.Width
		for _, v := range m.views {
			v.SetSize(m.width, m.bodyHeight())
		}
		if m.fullHelp {
			m.openHelp()
		}
		return m, nil
	case tea.KeyMsg:
		return m.key(msg)
	case component.CopyMsg:
		return m, copyCmd(m.clip, m.osc, msg)
	case component.CopiedMsg:
		m.setStatus(copiedStatus(msg), false)
		return m, nil
	case component.StatusMsg:
		m.setStatus(msg.Text, msg.Err)
		return m, nil
	case watchTickMsg:
		return m, lookAtSetup(m.watch.stamps, m.c.Setup)
	case setupReloadedMsg:
		return m.setupReloaded(msg)
	case component.ShowMsg:
		for i, v := range m.views {
			if v.Name() == msg.View {
				m.active = i
			}
		}
		return m, nil
	}
	cmds := make([]tea.Cmd, len(m.views))
	for i, v := range m.views {
		cmds[i] = v.Update(msg)
	}
	return m, tea.Batch(cmds...)
}

// key handles the root's commands. Printable keys are commands only when
// no text input has focus; pasted text never is (its String() is
// bracketed, so no binding matches it).
func (m Model) key(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	pressed := ui.KeyName(msg)
	k := &m.c.Keys
	typing := m.view().Typing()
	if ui.Matches(pressed, k.Quit) {
		return m, tea.Quit
	}
	// The status line is about the last action; a key starts a new one.
	m.setStatus("", false)
	if m.qr != nil {
		m.qr = nil // any key closes the QR code, and does nothing else
		return m, nil
	}
	if m.fullHelp {
		return m, m.helpKey(msg, pressed, typing)
	}
	switch {
	case !typing && ui.Matches(pressed, k.QuitLetter):
		return m, tea.Quit
	case ui.Matches(pressed, k.Help) || (!typing && ui.Matches(pressed, k.HelpLetter)):
		m.fullHelp = true
		m.openHelp()
		return m, nil
	case ui.Matches(pressed, k.SwitchView):
		m.active = (m.active + 1) % len(m.views)
		return m, nil
	case ui.Matches(pressed, k.QR):
		m.showQR()
		return m, nil
	}
	return m, m.view().Update(msg)
}

// helpKey scrolls or closes the full help; while it is open no key
// reaches the view under it.
func (m *Model) helpKey(msg tea.KeyMsg, pressed string, typing bool) tea.Cmd {
	k := &m.c.Keys
	vp := &m.frame.helpPager
	switch {
	case ui.Matches(pressed, k.Help, k.HelpLetter, k.Close, k.Pager.Close):
		m.fullHelp = false
	case !typing && ui.Matches(pressed, k.QuitLetter):
		return tea.Quit
	case ui.Matches(pressed, k.Pager.Top):
		vp.GotoTop()
	case ui.Matches(pressed, k.Pager.Bottom):
		vp.GotoBottom()
	default:
		var cmd tea.Cmd
		*vp, cmd = vp.Update(msg)
		return cmd
	}
	return nil
}
