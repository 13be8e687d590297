package model

import (
	"errors"
	"os"
	"path/filepath"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/internal/config"
	"github.com/linkscope/linkscope/internal/trackingrules"
	"github.com/linkscope/linkscope/model/component"
)

// watchEvery is how often the UI looks at its setup files when Options
// does not say: often enough that an edit shows while the reader still
// looks, rarely enough to cost nothing (a few stat calls).
const watchEvery = 2 * time.Second

// fileStamp is what a poll compares of a file: a file saved again
// changes its size or its modification time, one created or removed its
// existence.
type fileStamp struct {
	exists bool
	size   int64
	mod    time.Time
}

// The files the setup is read from, by their place in setupStamps.
const (
	stampConventions = iota // the conventions file in use
	stampLocal              // ./linkscope.yaml, which may appear
	stampInDir              // the config directory's linkscope.yaml, which may appear
	stampUserRules          // tracking-rules.conf in the config directory
	stampGivenRules         // --tracking-rules
	stampCount
)

// setupStamps are the setup files' stamps, and the paths as resolved
// when they were taken.
type setupStamps struct {
	paths config.Paths
	files [stampCount]fileStamp
}

// watchTickMsg asks for the setup files to be looked at.
type watchTickMsg struct{}

// setupCheckedMsg is a look at the setup files: their stamps, and when
// they changed, the setup read again and what was wrong with it.
type setupCheckedMsg struct {
	stamps         setupStamps
	changed        bool
	setup          analysis.Setup
	convErr, rules error
}

// stampSetup resolves the conventions file again (one may have appeared
// or gone; a file named on the command line stays) and stamps every file
// the setup is read from.
func stampSetup(p config.Paths) setupStamps {
	p = resolveAgain(p)
	s := setupStamps{paths: p}
	for i, path := range [stampCount]string{p.Conventions, config.ConventionsFileName, inDir(p.Dir, config.ConventionsFileName),
		p.UserRules, p.GivenRules} {
		s.files[i] = stamp(path)
	}
	return s
}

// resolveAgain finds the conventions file as the command line found it:
// --conventions, else ./linkscope.yaml, else the config directory's.
func resolveAgain(p config.Paths) config.Paths {
	if p.ConventionsGiven {
		return p
	}
	p.Conventions = ""
	if p.Dir == "" {
		if stamp(config.ConventionsFileName).exists {
			p.Conventions = config.ConventionsFileName
		}
		return p
	}
	env := func(k string) string {
		if k == config.EnvDir {
			return p.Dir
		}
		return ""
	}
	p.Conventions = config.Resolve(config.Flags{TrackingRules: p.GivenRules}, env, nil).Conventions
	return p
}

func inDir(dir, name string) string {
	if dir == "" {
		return ""
	}
	return filepath.Join(dir, name)
}

// stamp is path's stamp; "" is a file that is not there.
func stamp(path string) fileStamp {
	if path == "" {
		return fileStamp{}
	}
	st, err := os.Stat(path)
	if err != nil {
		return fileStamp{}
	}
	return fileStamp{exists: true, size: st.Size(), mod: st.ModTime()}
}

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

// checkSetup looks at the setup files in a command, off the update loop,
// and reads the setup again when one changed since last.
func checkSetup(last setupStamps) tea.Cmd {
	return func() tea.Msg {
		now := stampSetup(last.paths)
		if now == last {
			return setupCheckedMsg{stamps: now}
		}
		setup, convErr, rulesErr := now.paths.Setup()
		return setupCheckedMsg{stamps: now, changed: true, setup: setup, convErr: convErr, rules: rulesErr}
	}
}

// setupChecked takes a look's result: a changed setup replaces the one
// every view reads (a file in error keeps its last good part), every view
// is told, and the status line says what was read or why not. Then the
// next look is scheduled.
func (m Model) setupChecked(msg setupCheckedMsg) (Model, tea.Cmd) {
	last := m.watch.stamps
	m.watch.stamps = msg.stamps
	next := watchTick(m.watch.every)
	if !msg.changed {
		return m, next
	}
	s := m.c.Setup
	var said []string
	var failed bool
	if conventionsChanged(last, msg.stamps) {
		text, ok := conventionsNews(msg.stamps.paths, last.paths, msg.convErr)
		said, failed = append(said, text), failed || !ok
		if ok {
			s.Conventions = msg.setup.Conventions
		}
	}
	if rulesChanged(last, msg.stamps) {
		text, ok := rulesNews(msg.stamps.paths, msg.rules)
		said, failed = append(said, text), failed || !ok
		if ok {
			s.Tracking = msg.setup.Tracking
		}
	}
	if len(said) == 0 {
		return m, next
	}
	m.c.Setup = s
	status := said[0]
	for _, t := range said[1:] {
		status += " · " + t
	}
	m.setStatus(status, failed)
	return m, tea.Batch(next, component.Send(component.SetupChangedMsg{}))
}

func conventionsChanged(a, b setupStamps) bool {
	return a.paths.Conventions != b.paths.Conventions || a.files[stampConventions] != b.files[stampConventions]
}

func rulesChanged(a, b setupStamps) bool {
	return a.files[stampUserRules] != b.files[stampUserRules] || a.files[stampGivenRules] != b.files[stampGivenRules]
}

// conventionsNews says what became of the conventions file; ok is false
// when it could not be used (the last good one stays).
func conventionsNews(now, before config.Paths, err error) (text string, ok bool) {
	switch {
	case err != nil:
		return "conventions file not reloaded: " + err.Error() + "; the last good one is used", false
	case now.Conventions == "":
		return fileName(before, before.Conventions) + " is gone: no conventions file is used now", true
	case now.Conventions != before.Conventions && before.Conventions != "":
		return "conventions file is now " + fileName(now, now.Conventions) + ": every view reads it", true
	}
	return "reloaded " + fileName(now, now.Conventions) + ": every view reads it now", true
}

// rulesNews says what became of the tracking rules; ok is false when they
// could not be used (the last good table stays).
func rulesNews(now config.Paths, err error) (text string, ok bool) {
	if err != nil {
		var fe *trackingrules.Error
		text := err.Error()
		if errors.As(err, &fe) {
			text = fe.Brief()
		}
		return text + "; the last good tracking rules are used", false
	}
	names := ""
	for _, p := range []string{now.UserRules, now.GivenRules} {
		if p != "" && stamp(p).exists {
			if names != "" {
				names += " and "
			}
			names += fileName(now, p)
		}
	}
	if names == "" {
		return "tracking rules removed: the built-in tracking table is used", true
	}
	return "reloaded " + names + ": every view reads the tracking rules now", true
}

// fileName names a setup file for the status line: by its name where
// linkscope looks for it (the working directory, the config directory),
// else by its path.
func fileName(p config.Paths, path string) string {
	switch {
	case p.Dir != "" && filepath.Dir(path) == filepath.Clean(p.Dir):
		return textsafe.Escape(filepath.Base(path)) + " (config directory)"
	case !filepath.IsAbs(path) && filepath.Dir(path) == ".":
		return "./" + textsafe.Escape(path)
	}
	return textsafe.Escape(path)
}
