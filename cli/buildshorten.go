package cli

import (
	"context"
	"flag"
	"fmt"

	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/internal/batch"
	"github.com/linkscope/linkscope/internal/config"
)

// buildShorten is build's --shorten: the short link printed after the
// long one, or, with --csv, the short_url and short_error columns (and
// short_check with --check).
type buildShorten struct {
	on   bool
	opts shortenOptions
}

func (b *buildShorten) register(fs *flag.FlagSet) {
	fs.BoolVar(&b.on, "shorten", false, "also make a short link of the built link (see linkscope shorten; --csv: short_url and short_error columns)")
	b.opts.register(fs, true)
}

// open makes the shortener, nil without --shorten. asLink: --as is the
// link itself; preview: --preview.
func (b *buildShorten) open(paths config.Paths, stdio IO, asLink, preview bool) (*linkShortener, error) {
	if !b.on {
		if b.opts.check || b.opts.provider != "" || b.opts.allowPrivate {
			return nil, usageError("--provider, --check and --allow-private go with --shorten")
		}
		return nil, nil
	}
	switch {
	case !asLink:
		return nil, usageError("--shorten makes a short link of the link: not with --as")
	case preview:
		return nil, usageError("--shorten with --preview would shorten the example values: shorten the link itself")
	}
	ls, err := b.opts.open(paths, stdio)
	if err != nil {
		return nil, err
	}
	for _, n := range ls.notes() {
		fmt.Fprintf(stdio.Err, "linkscope build: --shorten: note: %s\n", n)
	}
	return ls, nil
}

// printShort writes the short link of link on its own line after it (or,
// with --json, record with a "shorten" key added); the shortening's error
// is returned after the long link is written.
func (ls *linkShortener) printShort(stdio IO, link string, record []byte) error {
	o := ls.one(context.Background(), link, "")
	if record != nil {
		record = jsonw.AppendKey(record[:len(record)-1], "shorten") // the record without its closing brace
		record = append(o.AppendJSON(record), '}', '\n')
		if _, err := stdio.Out.Write(record); err != nil {
			return batch.Written(err)
		}
		return nil
	}
	if o.Short != "" {
		line, _ := appendShortLine(nil, &o)
		if _, err := stdio.Out.Write(append(line, '\n')); err != nil {
			return batch.Written(err)
		}
		return nil
	}
	return fmt.Errorf("--shorten: %s", o.Error)
}
