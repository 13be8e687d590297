package cli

import (
	"bufio"
	"io"

	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/internal/batch"
	"github.com/linkscope/linkscope/internal/config"
	"github.com/linkscope/linkscope/internal/render"
)

// conventionsCommand is `linkscope conventions`: its summary here, its long help and examples in doc/conventions.md.
func conventionsCommand() command {
	return documented(command{name: "conventions", summary: "check a conventions file and say what it means", run: runConventions}, "conventions")
}

// runConventions is `linkscope conventions check FILE` and `linkscope
// conventions templates`.
func runConventions(args []string, stdio IO) error {
	fs := newFlags("conventions", "check FILE\n       linkscope conventions templates [--conventions FILE]", stdio)
	var sf setupFlags
	sf.register(fs, withConventions)
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	switch {
	case len(rest) == 2 && rest[0] == "check":
		return checkConventions(rest[1], stdio)
	case len(rest) == 1 && rest[0] == "templates":
		return listTemplates(sf, stdio)
	}
	return usageError("want: linkscope conventions check FILE, or linkscope conventions templates")
}

func checkConventions(path string, stdio IO) error {
	c, err := config.ReadConventionsFile(path)
	if err != nil {
		return conventionsError(err)
	}
	_, err = io.WriteString(stdio.Out, render.Conventions(path, c))
	return batch.Written(err)
}

// listTemplates prints the names `build --template` takes, one a line,
// from the conventions file build would read: what shell completion
// offers after --template.
func listTemplates(sf setupFlags, stdio IO) error {
	setup, _, err := sf.setup(stdio)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(stdio.Out)
	if setup.Conventions != nil {
		for _, t := range setup.Conventions.Templates {
			w.WriteString(textsafe.Escape(t.Name) + "\n")
		}
	}
	return batch.Written(w.Flush())
}
