package cli

import (
	"flag"

	"github.com/linkscope/linkscope/internal/batch"
)

// batchOptions are the flags every stdin-reading command shares.
type batchOptions struct {
	json     bool
	workers  int
	progress bool
	quiet    bool
}

func (o *batchOptions) register(fs *flag.FlagSet) {
	fs.BoolVar(&o.json, "json", false, "write one JSON object per input line (JSON Lines)")
	intFlag(fs, &o.workers, "workers", 0, "number of parallel workers")
	fs.BoolVar(&o.progress, "progress", false, "draw a progress bar on stderr (default: when stderr is a terminal and the input a file)")
	fs.BoolVar(&o.quiet, "quiet", false, "no progress bar")
}

// batch returns the engine for a command, deciding on the progress bar.
func (o *batchOptions) batch(name string, args []string, stdio IO) (batch.Engine, error) {
	show := o.progress || (stdio.ErrIsTerminal && stdio.InSize > 0 && len(args) == 0)
	return batch.Engine{Name: name, JSON: o.json, Workers: o.workers, Progress: show && !o.quiet && len(args) == 0, Streams: stdio.streams()}, nil
}
