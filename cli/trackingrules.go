package cli

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/linkscope/linkscope/core/tracking"
)

// trackingTable returns the built-in tracking table extended by the user's
// rules: first os.UserConfigDir()/linkscope/tracking-rules.conf when it
// exists, then file (--tracking-rules) when given. A rules file that
// cannot be read or parsed is a usage error naming the file, line and
// column; no rules at all gives the built-in table itself.
func trackingTable(file string) (*tracking.Table, error) {
	var rules []tracking.Rule
	if dir, err := os.UserConfigDir(); err == nil {
		r, err := readRules(filepath.Join(dir, "linkscope", tracking.RulesFileName), true)
		if err != nil {
			return nil, err
		}
		rules = append(rules, r...)
	}
	if file != "" {
		r, err := readRules(file, false)
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
		return nil, usageError("tracking rules: %v", err)
	}
	return t, nil
}

// readRules reads and parses one rules file; a missing file is no error
// when optional.
func readRules(path string, optional bool) ([]tracking.Rule, error) {
	text, err := os.ReadFile(path)
	if optional && errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, usageError("tracking rules: %v", err)
	}
	rules, err := tracking.ParseRules(string(text))
	if err != nil {
		return nil, usageError("tracking rules %s: %v", path, err)
	}
	return rules, nil
}
