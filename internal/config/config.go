// Package config resolves, once, where linkscope's files are and what an
// analysis runs with. The command line calls it with its flags and the
// environment; every command and the terminal UI get the same Paths and
// the same analysis.Setup, so no two places work them out differently.
//
// Where each value comes from, first match wins:
//
//   - the config directory: $LINKSCOPE_CONFIG_DIR, then
//     $XDG_CONFIG_HOME/linkscope, then the platform's config directory
//     (os.UserConfigDir) + /linkscope;
//   - the conventions file: --conventions FILE, then ./linkscope.yaml, then
//     linkscope.yaml in the config directory;
//   - the tracking rules: tracking-rules.conf in the config directory (when
//     it exists), then --tracking-rules FILE, each changing what the one
//     before made;
//   - the history: history.jsonl in the config directory.
package config

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/internal/history"
	"github.com/linkscope/linkscope/internal/safefile"
	"github.com/linkscope/linkscope/internal/trackingrules"
)

// Environment variables and file names.
const (
	EnvDir              = "LINKSCOPE_CONFIG_DIR"
	envXDG              = "XDG_CONFIG_HOME"
	ConventionsFileName = "linkscope.yaml"
	// MaxConventionsSize caps a conventions file: it is read whole.
	MaxConventionsSize = 1 << 20
)

// Flags are the command-line values that name files ("" when not given).
type Flags struct {
	Conventions   string // --conventions
	TrackingRules string // --tracking-rules
}

// Paths are linkscope's files, resolved.
type Paths struct {
	// Dir is linkscope's config directory; "" when the platform has none
	// (then nothing is kept between runs).
	Dir string
	// Conventions is the conventions file to read, "" when there is none;
	// ConventionsGiven says it was named by --conventions, so a missing
	// file is an error rather than no file.
	Conventions      string
	ConventionsGiven bool
	// UserRules is tracking-rules.conf in Dir (read when it exists);
	// GivenRules is --tracking-rules (it must exist).
	UserRules  string
	GivenRules string
}

// Resolve works out the paths from flags and the environment (getenv;
// nil reads none). exists reports whether a file is there (nil: os.Stat).
func Resolve(flags Flags, getenv func(string) string, exists func(string) bool) Paths {
	if getenv == nil {
		getenv = func(string) string { return "" }
	}
	if exists == nil {
		exists = fileExists
	}
	p := Paths{Dir: configDir(getenv), GivenRules: flags.TrackingRules}
	if p.Dir != "" {
		p.UserRules = filepath.Join(p.Dir, tracking.RulesFileName)
	}
	if flags.Conventions != "" {
		p.Conventions, p.ConventionsGiven = flags.Conventions, true
		return p
	}
	p.Conventions = p.findConventions(exists)
	return p
}

// findConventions is the conventions file when none was named:
// ./linkscope.yaml, else the config directory's, else "".
func (p Paths) findConventions(exists func(string) bool) string {
	for _, path := range []string{ConventionsFileName, p.inDir(ConventionsFileName)} {
		if path != "" && exists(path) {
			return path
		}
	}
	return ""
}

// configDir is $LINKSCOPE_CONFIG_DIR, else $XDG_CONFIG_HOME/linkscope
// (an absolute one, as the XDG spec requires), else the platform's.
func configDir(getenv func(string) string) string {
	if dir := getenv(EnvDir); dir != "" {
		return dir
	}
	if xdg := getenv(envXDG); filepath.IsAbs(xdg) {
		return filepath.Join(xdg, "linkscope")
	}
	dir, err := os.UserConfigDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "linkscope")
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// inDir is name in the config directory, "" when there is none.
func (p Paths) inDir(name string) string {
	if p.Dir == "" {
		return ""
	}
	return filepath.Join(p.Dir, name)
}

// History is the history file, "" when there is no config directory.
func (p Paths) History() string { return p.inDir(history.FileName) }

// HistoryStore is the history file as a store; an error says there is no
// config directory to keep it in.
func (p Paths) HistoryStore() (history.Store, error) {
	path := p.History()
	if path == "" {
		return history.Store{}, errors.New("history: no config directory (set " + EnvDir + ")")
	}
	return history.Store{Path: path}, nil
}

// ReadConventions reads the conventions file; nil (with no error) when
// there is none. A file that exists but cannot be read or does not parse
// is an error naming it (and the line and column): never a silent skip.
// A file found rather than named (./linkscope.yaml, the config
// directory's) is opened through internal/safefile: it must be a regular
// file, and nothing at its name can block the open.
func (p Paths) ReadConventions() (*conventions.File, error) {
	if p.Conventions == "" {
		return nil, nil
	}
	if !p.ConventionsGiven {
		return ReadFoundConventions(p.Conventions)
	}
	return ReadConventionsFile(p.Conventions)
}

// ReadFoundConventions reads and parses a conventions file found rather
// than named (./linkscope.yaml, the config directory's), through
// internal/safefile: a FIFO, a directory or a device there is refused by
// its path and kind, never waited on or read without end.
func ReadFoundConventions(path string) (*conventions.File, error) {
	f, err := safefile.Open(path)
	if err != nil {
		return nil, &FileError{Path: path, Err: err, Found: true}
	}
	defer f.Close()
	c, err := readConventions(f, path)
	if fe, ok := err.(*FileError); ok {
		fe.Found = true
	}
	return c, err
}

// ReadConventionsFile reads and parses one conventions file the user
// named (a FIFO there is the user's choice: --conventions <(…)).
func ReadConventionsFile(path string) (*conventions.File, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, &FileError{Path: path, Err: err}
	}
	defer f.Close()
	return readConventions(f, path)
}

// readConventions reads at most one byte past MaxConventionsSize (the
// parser refuses a file that long, saying so) and parses it.
func readConventions(f io.Reader, path string) (*conventions.File, error) {
	data, err := io.ReadAll(io.LimitReader(f, MaxConventionsSize+1))
	if err != nil {
		return nil, &FileError{Path: path, Err: err}
	}
	c, err := conventions.Parse(data)
	if err != nil {
		return nil, &FileError{Path: path, Err: err, Parse: true}
	}
	return c, nil
}

// FileError is a file that cannot be read or does not parse.
type FileError struct {
	Path  string
	Err   error
	Parse bool // the file was read; its content is wrong
	// Found: the file was found (./linkscope.yaml, the config
	// directory's), not named by --conventions.
	Found bool
}

func (e *FileError) Error() string {
	if e.Parse {
		return textsafe.Escape(e.Path) + ": " + e.Err.Error()
	}
	if errors.Is(e.Err, safefile.ErrNotRegular) {
		return safefile.Describe("the conventions file", e.Err)
	}
	var se *safefile.Error
	if errors.As(e.Err, &se) {
		return se.Error()
	}
	var pe *os.PathError
	if errors.As(e.Err, &pe) {
		return fmt.Sprintf("%s %s: %v", pe.Op, textsafe.Escape(pe.Path), pe.Err)
	}
	return "read " + textsafe.Escape(e.Path) + ": " + e.Err.Error()
}

func (e *FileError) Unwrap() error { return e.Err }

// Tracking is the built-in tracking table extended by the user's rules
// files (see trackingrules.Load).
func (p Paths) Tracking() (*tracking.Table, error) {
	return trackingrules.Load(tracking.Default(), p.UserRules, p.GivenRules)
}

// Setup reads the conventions file and the tracking rules into the one
// analysis setup every command and view shares. Both files are read even
// when the first fails, so a caller that carries on (the terminal UI) has
// the other; a file in error leaves its part as if there were none.
func (p Paths) Setup() (s analysis.Setup, conventionsErr, trackingErr error) {
	s = analysis.Builtin()
	s.Conventions, conventionsErr = p.ReadConventions()
	if t, err := p.Tracking(); err != nil {
		trackingErr = err
	} else {
		s.Tracking = t
	}
	return s, conventionsErr, trackingErr
}

// Files are the files the terminal UI's views keep between runs, "" each
// when there is no config directory.
type Files struct {
	History     string // history.jsonl: the links built and copied
	Suggestions string // suggestions.json: the values typed in the form before
}

// SuggestionsFileName is the form's suggestions file in the config
// directory.
const SuggestionsFileName = "suggestions.json"

// Files are the views' files in the config directory.
func (p Paths) Files() Files {
	return Files{History: p.History(), Suggestions: p.inDir(SuggestionsFileName)}
}
