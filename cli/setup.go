package cli

import (
	"errors"
	"flag"

	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/internal/config"
)

// setupFlags are the flags that name the files an analysis reads. Every
// command that inspects, builds, cleans, compares, groups or follows
// resolves them the same way (internal/config), so a link reads the same
// in every command and in the terminal UI.
type setupFlags struct {
	config.Flags
	noUnwrap bool
}

// Which of the setup flags a command takes.
const (
	withConventions = 1 << iota
	withTrackingRules
	withNoUnwrap
)

func (f *setupFlags) register(fs *flag.FlagSet, which int) {
	if which&withConventions != 0 {
		fs.StringVar(&f.Conventions, "conventions", "", "conventions file (default: ./"+config.ConventionsFileName+", else the config dir's)")
	}
	if which&withTrackingRules != 0 {
		fs.StringVar(&f.TrackingRules, "tracking-rules", "", "tracking rules file, read after "+tracking.RulesFileName+" in the config directory")
	}
	if which&withNoUnwrap != 0 {
		fs.BoolVar(&f.noUnwrap, "no-unwrap", false, "analyse a wrapper link itself, not the destination inside it")
	}
}

// paths resolves where the files are, from the flags and the environment.
func (f *setupFlags) paths(stdio IO) config.Paths {
	return config.Resolve(f.Flags, stdio.Getenv, nil)
}

// setup resolves the paths and reads the conventions file and the
// tracking rules into the analysis setup. A file that cannot be read or
// parsed is a usage error naming it (its line and column when it parsed
// badly): never a silent skip.
func (f *setupFlags) setup(stdio IO) (analysis.Setup, config.Paths, error) {
	p := f.paths(stdio)
	s, convErr, rulesErr := p.Setup()
	if convErr != nil {
		return s, p, conventionsError(convErr)
	}
	if rulesErr != nil {
		return s, p, usageError("%w", rulesErr)
	}
	s.NoUnwrap = f.noUnwrap
	return s, p, nil
}

// conventionsError words a conventions file problem: a file named by
// --conventions that cannot be opened is the flag's business; one found
// (./linkscope.yaml) that cannot be read says so and how to pass another;
// a file that does not parse names itself, with the line and column.
func conventionsError(err error) error {
	var fe *config.FileError
	switch {
	case errors.As(err, &fe) && fe.Found && !fe.Parse:
		return refusalError("%w (found, not named: remove it, or name a conventions file with --conventions FILE)", err)
	case errors.As(err, &fe) && !fe.Parse:
		return usageError("--conventions: %w", err)
	}
	return usageError("%w", err)
}
