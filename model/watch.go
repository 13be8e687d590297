package model

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/internal/config"
	"github.com/linkscope/linkscope/model/component"
)

// watchEvery is how often the UI looks at its setup files when Options
// does not say: often enough that an edit shows while the reader still
// looks, rarely enough to cost nothing (a few stat calls).
const watchEvery = 2 * time.Second

// watchTickMsg asks for the setup files to be looked at.
type watchTickMsg struct{}

// setupReloadedMsg is a look at the setup files (internal/config works out
// which files, what changed and what it means): the setup to use from now
// on, and what to say of it.
type setupReloadedMsg config.Reload

// watchTick waits for the next look at the setup files; none when
// watching is off.
func watchTick(every time.Duration) tea.Cmd {
	if every < 0 {
		return nil
	}
	if every == 0 {
		every = watchEvery
	}
	return tea.Tick(every, func(time.Time) tea.Msg { return watchTickMsg{} })
}

// lookAtSetup looks at the setup files in a command, off the update loop.
func lookAtSetup(last config.Stamps, current analysis.Setup) tea.Cmd {
	return func() tea.Msg { return setupReloadedMsg(last.Look(current)) }
}

// setupReloaded takes a look's result: a changed setup replaces the one
// every view reads, every view is told, and the status line says what was
// read or why not. Then the next look is scheduled.
func (m Model) setupReloaded(msg setupReloadedMsg) (Model, tea.Cmd) {
	m.watch.stamps = msg.Stamps
	next := watchTick(m.watch.every)
	if !config.Reload(msg).Changed() {
		return m, next
	}
	m.c.Setup = msg.Setup
	m.setStatus(msg.News, msg.Failed)
	return m, tea.Batch(next, component.Send(component.SetupChangedMsg{}))
}
