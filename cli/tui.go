package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/internal/follow"
	"github.com/linkscope/linkscope/internal/trackingrules"
	"github.com/linkscope/linkscope/model"
)

// themeEnv forces the UI's theme when --theme is not given.
const themeEnv = "LINKSCOPE_THEME"

// Themes are the values of --theme and LINKSCOPE_THEME.
var themes = []string{"light", "dark"}

// runDefault is `linkscope [--theme light|dark] [URL]`: the terminal UI.
// Off a terminal there is no UI to open: a URL is inspected instead, and
// no URL is a usage error.
func runDefault(args []string, stdio IO) int {
	fs := newFlags("", "[--theme light|dark] [URL]", stdio)
	themeFlag := fs.String("theme", "", "light or dark: force the colours where the terminal's background is not detected (tmux, SSH); default $"+themeEnv+", else detected")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return report("", err, stdio)
	}
	theme, err := chooseTheme(*themeFlag, stdio.Getenv)
	if err != nil {
		return report("", err, stdio)
	}
	if len(rest) > 1 {
		return report("", usageError("unknown command %q", textsafe.Escape(rest[0])), stdio)
	}
	if !stdio.OutIsTerminal {
		if len(rest) == 1 {
			return report("inspect", runInspect([]string{"--", rest[0]}, stdio), stdio)
		}
		return report("", usageError("not a terminal: give a URL to inspect, or a command"), stdio)
	}
	url := ""
	if len(rest) == 1 {
		url = rest[0]
	}
	dir := configDir()
	// The user's tracking rules apply as in `inspect`; a bad file does not
	// stop the UI: the status line says where it is wrong.
	table, rulesErr := trackingrules.Load(dir, "")
	return report("ui", runTUI(model.Options{InitialURL: url, ConfigDir: dir, Theme: theme, Tracking: table, TrackingErr: rulesErr}, stdio), stdio)
}

// chooseTheme is --theme, else $LINKSCOPE_THEME, else "" (detect); any
// other value is a usage error naming where it came from.
func chooseTheme(flagValue string, getenv func(string) string) (string, error) {
	source, v := "--theme", flagValue
	if v == "" && getenv != nil {
		source, v = themeEnv, strings.TrimSpace(getenv(themeEnv))
	}
	if v == "" {
		return "", nil
	}
	for _, t := range themes {
		if strings.EqualFold(v, t) {
			return t, nil
		}
	}
	return "", usageError("%s: %q is not a theme: want light or dark", source, textsafe.Escape(v))
}

func runTUI(opts model.Options, stdio IO) error {
	popts := []tea.ProgramOption{tea.WithAltScreen()}
	if !stdio.InIsTerminal {
		popts = append(popts, tea.WithInputTTY())
	}
	opts.Follow = follow.Options{UserAgent: userAgent}
	// The conventions file is found as build and audit find it; a bad one
	// is named on the status line (with its line and column) rather than
	// keeping the UI from starting.
	conv, _, err := loadConventions("")
	if err != nil {
		opts.ConventionsNotice = "conventions file not used: " + err.Error()
	}
	opts.Conventions = conv
	if _, err := tea.NewProgram(model.New(opts), popts...).Run(); err != nil {
		return fmt.Errorf("terminal UI: %w", err)
	}
	return nil
}

// configDir is where the UI keeps its suggestions; "" lets the model say
// it has none when the platform has no config directory.
func configDir() string {
	dir, err := os.UserConfigDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "linkscope")
}
