package cli

import (
	"io"

	"github.com/linkscope/linkscope/internal/batch"
	"github.com/linkscope/linkscope/internal/config"
	"github.com/linkscope/linkscope/internal/render"
)

// runConventions is `linkscope conventions check FILE`.
func runConventions(args []string, stdio IO) error {
	fs := newFlags("conventions", "check FILE", stdio)
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) != 2 || rest[0] != "check" {
		return usageError("want: linkscope conventions check FILE (see --help)")
	}
	c, err := config.ReadConventionsFile(rest[1])
	if err != nil {
		return conventionsError(err)
	}
	if _, err := io.WriteString(stdio.Out, render.Conventions(rest[1], c)); err != nil {
		return batch.Written(err)
	}
	return nil
}
