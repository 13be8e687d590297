package config

import (
	"errors"
	"os"
	"path/filepath"
	"time"

	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/internal/trackingrules"
)

// fileStamp is what a look compares of a file: a file saved again changes
// its size or its modification time, one created or removed its existence.
type fileStamp struct {
	exists bool
	size   int64
	mod    time.Time
}

// The files the setup is read from, by their place in Stamps.
const (
	stampConventions = iota // the conventions file in use
	stampLocal              // ./linkscope.yaml, which may appear
	stampInDir              // the config directory's linkscope.yaml, which may appear
	stampUserRules          // tracking-rules.conf in the config directory
	stampGivenRules         // --tracking-rules
	stampCount
)

// Stamps are the setup files' stamps, and the paths as resolved when they
// were taken: what a running program compares to see a file change.
type Stamps struct {
	paths Paths
	files [stampCount]fileStamp
}

// Again resolves the paths again as Resolve did: a conventions file may
// have appeared or gone since (one named by --conventions stays).
func (p Paths) Again() Paths {
	if !p.ConventionsGiven {
		p.Conventions = p.findConventions(fileExists)
	}
	return p
}

// Stamp resolves the paths again and stamps every file the setup is read
// from.
func (p Paths) Stamp() Stamps {
	p = p.Again()
	s := Stamps{paths: p}
	for i, path := range [stampCount]string{p.Conventions, ConventionsFileName, p.inDir(ConventionsFileName), p.UserRules, p.GivenRules} {
		s.files[i] = stamp(path)
	}
	return s
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

// Reload is a look at the setup files: their stamps, and when one changed,
// the setup to use from now on and what became of each file.
type Reload struct {
	Stamps Stamps
	// Setup is the setup to use: the one in use with the changed files
	// read again, a file in error keeping its last good part.
	Setup analysis.Setup
	// News says what was read or why not, for the status line; "" when
	// nothing changed. Failed says a file could not be used.
	News   string
	Failed bool
}

// Changed reports whether the look found a file changed.
func (r Reload) Changed() bool { return r.News != "" }

// Look stamps the setup files again and, when one changed since last,
// reads the setup again over current, the one in use.
func (last Stamps) Look(current analysis.Setup) Reload {
	now := last.paths.Stamp()
	r := Reload{Stamps: now, Setup: current}
	if now == last {
		return r
	}
	read, convErr, rulesErr := now.paths.Setup()
	var said []string
	if conventionsChanged(last, now) {
		text, ok := conventionsNews(now.paths, last.paths, convErr)
		said, r.Failed = append(said, text), r.Failed || !ok
		if ok {
			r.Setup.Conventions = read.Conventions
		}
	}
	if rulesChanged(last, now) {
		text, ok := rulesNews(now.paths, rulesErr)
		said, r.Failed = append(said, text), r.Failed || !ok
		if ok {
			r.Setup.Tracking = read.Tracking
		}
	}
	for i, t := range said {
		if i > 0 {
			r.News += " · "
		}
		r.News += t
	}
	return r
}

func conventionsChanged(a, b Stamps) bool {
	return a.paths.Conventions != b.paths.Conventions || a.files[stampConventions] != b.files[stampConventions]
}

func rulesChanged(a, b Stamps) bool {
	return a.files[stampUserRules] != b.files[stampUserRules] || a.files[stampGivenRules] != b.files[stampGivenRules]
}

// conventionsNews says what became of the conventions file; ok is false
// when it could not be used (the last good one stays).
func conventionsNews(now, before Paths, err error) (text string, ok bool) {
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
func rulesNews(now Paths, err error) (text string, ok bool) {
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
func fileName(p Paths, path string) string {
	switch {
	case p.Dir != "" && filepath.Dir(path) == filepath.Clean(p.Dir):
		return textsafe.Escape(filepath.Base(path)) + " (config directory)"
	case !filepath.IsAbs(path) && filepath.Dir(path) == ".":
		return "./" + textsafe.Escape(path)
	}
	return textsafe.Escape(path)
}
