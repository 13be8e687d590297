package cli

import (
	"fmt"
	"runtime/debug"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/internal/config"
	"github.com/linkscope/linkscope/internal/follow"
	"github.com/linkscope/linkscope/model"
	"github.com/linkscope/linkscope/model/component"
)

// themeEnv forces the UI's theme when --theme is not given.
const themeEnv = "LINKSCOPE_THEME"

// Themes are the values of --theme and LINKSCOPE_THEME.
var themes = []string{"light", "dark"}

// runDefault is `linkscope [--theme light|dark] [--conventions FILE]
// [--tracking-rules FILE] [URL]`: the terminal UI. Off a terminal there is
// no UI to open: a URL is inspected instead, and no URL is a usage error.
func runDefault(args []string, stdio IO) int {
	fs := newFlags("", "[--theme light|dark] [--conventions FILE] [--tracking-rules FILE] [--allow-private] [URL]", stdio)
	themeFlag := fs.String("theme", "",
		"light or dark: force the colours where the terminal's background is not detected (tmux, SSH); default $"+themeEnv+", else detected")
	allowPrivate := fs.Bool("allow-private", false, "let the follow key reach loopback, private and link-local addresses (refused by default)")
	var sf setupFlags
	sf.register(fs, withConventions|withTrackingRules)
	rest, err := parseFlags(fs, args)
	if err != nil {
		return report("", err, stdio)
	}
	theme, err := chooseTheme(*themeFlag, stdio.Getenv)
	if err != nil {
		return report("", err, stdio)
	}
	if len(rest) > 1 {
		return report("", usageError("unknown command %s", textsafe.Quote(rest[0])), stdio)
	}
	if !stdio.OutIsTerminal {
		if len(rest) == 1 {
			return report("inspect", runInspect(append(setupArgs(sf), "--", rest[0]), stdio), stdio)
		}
		return report("", usageError("not a terminal: give a URL to inspect, or a command"), stdio)
	}
	url := ""
	if len(rest) == 1 {
		url = rest[0]
	}
	// The files are found and read as the commands find and read them; a
	// bad one does not stop the UI: the status line says where it is
	// wrong, and the UI goes on without it.
	paths := sf.paths(stdio)
	setup, convErr, rulesErr := paths.Setup()
	opts := model.Options{InitialURL: url, Paths: paths, Setup: setup, ConventionsErr: convErr, TrackingErr: rulesErr, Theme: theme,
		Follow: follow.Options{UserAgent: userAgent, AllowPrivate: *allowPrivate}, Shorten: uiShortener(paths, stdio)}
	return report("ui", runTUI(opts, stdio), stdio)
}

// setupArgs gives the setup flags back as arguments, for a command run in
// the UI's place.
func setupArgs(sf setupFlags) []string {
	var args []string
	if sf.Conventions != "" {
		args = append(args, "--conventions", sf.Conventions)
	}
	if sf.TrackingRules != "" {
		args = append(args, "--tracking-rules", sf.TrackingRules)
	}
	return args
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
	return "", usageError("%s: %s is not a theme: want light or dark", source, textsafe.Quote(v))
}

func runTUI(opts model.Options, stdio IO) error {
	popts := []tea.ProgramOption{tea.WithAltScreen()}
	if !stdio.InIsTerminal {
		popts = append(popts, tea.WithInputTTY())
	}
	defer debug.SetGCPercent(debug.SetGCPercent(model.GCPercent))
	if _, err := tea.NewProgram(model.New(opts), popts...).Run(); err != nil {
		return fmt.Errorf("terminal UI: %w", err)
	}
	return nil
}

// openSheetUI opens the terminal UI on a worksheet (build --xlsx FILE with
// no --out): the Sheet view first, with the setup build read.
func openSheetUI(open *component.SheetOpen, paths config.Paths, setup analysis.Setup, stdio IO) error {
	theme, err := chooseTheme("", stdio.Getenv)
	if err != nil {
		return err
	}
	opts := model.Options{Paths: paths, Setup: setup, Theme: theme, Sheet: open,
		Follow: follow.Options{UserAgent: userAgent}, Shorten: uiShortener(paths, stdio)}
	return runTUI(opts, stdio)
}
