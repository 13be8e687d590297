// Package trackingrules reads the user's tracking rules files, so the
// `inspect` command and the terminal UI extend the built-in tracking table
// the same way.
package trackingrules

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/linkscope/linkscope/core/tracking"
)

// Load returns the built-in tracking table extended by the user's rules:
// first dir/tracking-rules.conf (dir is linkscope's config directory;
// "" skips it) when it exists, then file when it is not "". A file that
// cannot be read or parsed is an error naming the file, and for a bad
// rule its line and column: never a silent skip. No rules at all gives
// tracking.Default() itself.
func Load(dir, file string) (*tracking.Table, error) {
	var rules []tracking.Rule
	if dir != "" {
		r, err := read(filepath.Join(dir, tracking.RulesFileName), true)
		if err != nil {
			return nil, err
		}
		rules = append(rules, r...)
	}
	if file != "" {
		r, err := read(file, false)
		if err != nil {
			return nil, err
		}
		rules = append(rules, r...)
	}
	if len(rules) == 0 {
		return tracking.Default(), nil
	}
	t, err := tracking.Default().With(rules)
	if err != nil {
		return nil, fmt.Errorf("tracking rules: %w", err)
	}
	return t, nil
}

// ConfigDir is linkscope's directory under os.UserConfigDir(), or "" when
// the platform has none (then there is no rules file to read).
func ConfigDir() string {
	dir, err := os.UserConfigDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "linkscope")
}

// read reads and parses one rules file; a missing file is no error when
// optional.
func read(path string, optional bool) ([]tracking.Rule, error) {
	text, err := os.ReadFile(path)
	if optional && errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("tracking rules: %w", err)
	}
	rules, err := tracking.ParseRules(string(text))
	if err != nil {
		return nil, fmt.Errorf("tracking rules %s: %w", path, err)
	}
	return rules, nil
}
