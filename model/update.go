package model

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/textsafe"
)

// Update routes a message: sizes and cross-pane messages here, keys to the
// root's commands first and then to the focused component.
func (m Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.c.width, m.c.height, m.sized = msg.Width, msg.Height, true
		m.c.help.Width = msg.Width
		m.form.SetSize(msg.Width, msg.Height-chromeLines)
		m.insp.SetSize(msg.Width, msg.Height-chromeLines)
		return m, nil
	case tea.KeyMsg:
		return m.key(msg)
	case CopyMsg:
		return m, copyCmd(m.clip, m.osc, msg.What, msg.Text)
	case CopiedMsg:
		m.status, m.statusErr = copiedText(msg), false
		return m, nil
	case InspectMsg:
		m.insp.setLink(msg.URL)
		m.view = viewInspect
		m.insp.focus = 0
		m.status, m.statusErr = "inspecting the built link", false
		return m, nil
	case EditMsg:
		m.form.load(msg)
		m.view = viewBuild
		m.status, m.statusErr = "the marker is in the form: edit it and copy the new link", false
		return m, nil
	case StatusMsg:
		m.status, m.statusErr = msg.Text, msg.Err
		return m, nil
	case savedMsg:
		if msg.err != nil {
			m.status, m.statusErr = "suggestions not saved: "+textsafe.Escape(msg.err.Error()), true
		}
		return m, nil
	}
	return m, nil
}

// key handles the root's commands. Printable keys are commands only when
// no text input has focus; pasted text never is (its String() is
// bracketed, so no binding matches it).
func (m Model) key(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	k := m.c.keys
	typing := m.typing()
	if key.Matches(msg, k.Quit) {
		return m, tea.Quit
	}
	// The status line is about the last action; a key starts a new one.
	m.status, m.statusErr = "", false
	if m.qr != nil {
		m.qr = nil // any key closes the QR code, and does nothing else
		return m, nil
	}
	switch {
	case !typing && key.Matches(msg, k.QuitLetter):
		return m, tea.Quit
	case key.Matches(msg, k.Help) || (!typing && key.Matches(msg, k.HelpLetter)):
		m.fullHelp = !m.fullHelp
		return m, nil
	case m.fullHelp && key.Matches(msg, k.Back):
		m.fullHelp = false
		return m, nil
	case key.Matches(msg, k.SwitchView):
		m.view = 1 - m.view
		return m, nil
	case key.Matches(msg, k.Next):
		m.focused().Next()
		return m, nil
	case key.Matches(msg, k.Prev):
		m.focused().Prev()
		return m, nil
	case key.Matches(msg, k.Copy):
		return m, m.copy()
	case key.Matches(msg, k.QR):
		m.showQR()
		return m, nil
	case key.Matches(msg, k.Clear):
		return m.clear()
	case key.Matches(msg, k.Back) && m.view == viewInspect:
		m.insp.focus = 0
		return m, nil
	}
	if m.view == viewBuild && key.Matches(msg, k.ToInspect) {
		return m, m.sendToInspector()
	}
	if m.view == viewInspect && key.Matches(msg, k.ToBuild) {
		return m, m.insp.Edit()
	}
	if m.view == viewInspect && key.Matches(msg, k.Preset) {
		m.status = "normalization preset: " + m.insp.NextPreset()
		return m, nil
	}
	return m, m.focused().Update(msg)
}

func (m Model) copy() tea.Cmd {
	if m.view == viewBuild {
		cmd := m.form.Copy()
		if m.form.err == nil {
			return tea.Batch(cmd, saveCmd(m.dir, m.sugg.clone()))
		}
		return cmd
	}
	return m.insp.Copy()
}

func (m Model) clear() (tea.Model, tea.Cmd) {
	if m.view == viewBuild {
		m.form.Clear()
		m.status, m.statusErr = "form cleared", false
		return m, nil
	}
	m.insp.setLink("")
	m.insp.focus = 0
	m.status, m.statusErr = "cleared: paste or type a link", false
	return m, nil
}

// sendToInspector inspects the built link and remembers the fields.
func (m Model) sendToInspector() tea.Cmd {
	if m.form.err != nil {
		return statusCmd("no link to inspect: fix the fields marked ✗ first", true)
	}
	m.form.remember()
	url := m.form.tagged.URL
	return tea.Batch(func() tea.Msg { return InspectMsg{URL: url} }, saveCmd(m.dir, m.sugg.clone()))
}

// copiedText is the status line after a copy.
func copiedText(msg CopiedMsg) string {
	s := "copied " + msg.What + " (" + plural(msg.Bytes, "byte") + "): sent via OSC 52"
	if msg.Err != nil {
		return s + "; native clipboard: " + textsafe.Escape(msg.Err.Error())
	}
	return s + " and to the clipboard"
}
