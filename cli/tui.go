package cli

import (
	"fmt"
	"os"
	"path/filepath"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/linkscope/linkscope/model"
)

// runDefault is `linkscope [URL]`: the terminal UI. Off a terminal there is
// no UI to open: a URL is inspected instead, and no URL is a usage error.
func runDefault(args []string, stdio IO) int {
	if len(args) > 0 && args[0] == "--" {
		args = args[1:]
	}
	if len(args) > 1 {
		fmt.Fprintf(stdio.Err, "linkscope: unknown command %q\n", args[0])
		writeUsage(stdio.Err)
		return exitUsage
	}
	if !stdio.OutIsTerminal {
		if len(args) == 1 {
			return report("inspect", runInspect(append([]string{"--"}, args...), stdio), stdio)
		}
		writeUsage(stdio.Err)
		return exitUsage
	}
	url := ""
	if len(args) == 1 {
		url = args[0]
	}
	return report("ui", runTUI(url, stdio), stdio)
}

func runTUI(url string, stdio IO) error {
	opts := []tea.ProgramOption{tea.WithAltScreen()}
	if !stdio.InIsTerminal {
		opts = append(opts, tea.WithInputTTY())
	}
	// The conventions file is found as build and audit find it; a bad one
	// is named on the status line (with its line and column) rather than
	// keeping the UI from starting.
	conv, _, err := loadConventions("")
	notice := ""
	if err != nil {
		notice = "conventions file not used: " + err.Error()
	}
	m := model.New(model.Options{InitialURL: url, ConfigDir: configDir(), Conventions: conv, ConventionsNotice: notice})
	if _, err := tea.NewProgram(m, opts...).Run(); err != nil {
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
