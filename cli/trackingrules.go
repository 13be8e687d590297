package cli

import (
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/internal/trackingrules"
)

// trackingTable returns the built-in tracking table extended by the user's
// rules: os.UserConfigDir()/linkscope/tracking-rules.conf when it exists,
// then file (--tracking-rules) when given (internal/trackingrules, shared
// with the terminal UI). A rules file that cannot be read or parsed is a
// usage error naming the file, line and column.
func trackingTable(file string) (*tracking.Table, error) {
	t, err := trackingrules.Load(trackingrules.ConfigDir(), file)
	if err != nil {
		return nil, usageError("%w", err)
	}
	return t, nil
}
