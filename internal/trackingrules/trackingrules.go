// Package trackingrules reads the user's tracking rules files, so the
// `inspect` command and the terminal UI extend the built-in tracking table
// the same way.
package trackingrules

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/internal/safefile"
)

// Error is a rules file that cannot be read, or holds a bad rule.
type Error struct {
	Path string
	// Err is the reading error, or a *tracking.RuleError (line and
	// column in the file).
	Err error
}

// Error words the problem; a path (or anything a reading error quotes)
// holding control characters is shown escaped, as the terminal UI shows
// text.
func (e *Error) Error() string {
	if e.isRule() {
		return "tracking rules " + textsafe.Escape(e.Path) + ": " + e.Err.Error()
	}
	return "tracking rules: " + textsafe.ErrorText(e.Err) // a reading error names the path itself
}

func (e *Error) Unwrap() error { return e.Err }

// Brief words the error for a narrow line: for a bad rule, the file's
// base name, then the line and column, then what is wrong, so a cut line
// still says where.
func (e *Error) Brief() string {
	if e.isRule() {
		return "tracking rules " + textsafe.Escape(filepath.Base(e.Path)) + ": " + e.Err.Error()
	}
	return e.Error()
}

func (e *Error) isRule() bool {
	var re *tracking.RuleError
	return errors.As(e.Err, &re)
}

// Load returns base (the built-in tracking table) extended by the user's
// rules: first the rules file in linkscope's config directory, userFile
// ("" skips it), when it exists, then givenFile (--tracking-rules) when it
// is not "", each file's rules changing what the ones before made. A file
// that cannot be read or holds a bad rule is an *Error naming the file,
// and for a bad rule its line and column: never a silent skip. No rules at
// all gives base itself.
func Load(base *tracking.Table, userFile, givenFile string) (*tracking.Table, error) {
	t := base
	if userFile != "" {
		var err error
		if t, err = apply(t, userFile, true); err != nil {
			return nil, err
		}
	}
	if givenFile != "" {
		return apply(t, givenFile, false)
	}
	return t, nil
}

// MaxFileSize bounds a rules file: some 200,000 rules, which load in
// about a second; a larger file is refused before it is parsed.
const MaxFileSize = 4 << 20

// readFile reads a rules file of at most MaxFileSize bytes, counted as
// they are read. The file found in the config directory (found) is opened
// through internal/safefile: it must be a regular file, and nothing at its
// name can block the open; a file the user named is opened as it is.
func readFile(path string, found bool) ([]byte, error) {
	if found {
		text, err := safefile.ReadFile(path, MaxFileSize)
		var tl *safefile.TooLargeError
		if errors.As(err, &tl) {
			return nil, tooLarge(path)
		}
		return text, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	text, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	if len(text) > MaxFileSize {
		return nil, tooLarge(path)
	}
	return text, nil
}

func tooLarge(path string) error {
	return fmt.Errorf("%s is over %d bytes, the most a tracking rules file may hold", textsafe.Escape(path), MaxFileSize)
}

// apply extends t by the rules of one file; a missing file is no error
// when optional (the config directory's, found rather than named). A rule
// the table refuses (a change that leaves an entry invalid) is reported at
// its line in this file.
func apply(t *tracking.Table, path string, optional bool) (*tracking.Table, error) {
	text, err := readFile(path, optional)
	if optional && errors.Is(err, fs.ErrNotExist) {
		return t, nil
	}
	if err != nil {
		return nil, &Error{Path: path, Err: err}
	}
	rules, err := tracking.ParseRules(string(text))
	if err != nil {
		return nil, &Error{Path: path, Err: err}
	}
	if len(rules) == 0 {
		return t, nil
	}
	if t, err = t.With(rules); err != nil {
		return nil, &Error{Path: path, Err: err}
	}
	return t, nil
}
