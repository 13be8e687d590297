package cli

import (
	"context"
	"time"

	"github.com/linkscope/linkscope/core/hops"
	"github.com/linkscope/linkscope/internal/batch"
	"github.com/linkscope/linkscope/internal/follow"
	"github.com/linkscope/linkscope/internal/render"
)

// userAgent names linkscope and its version on every request.
const userAgent = "linkscope/" + Version + " (+https://github.com/linkscope/linkscope)"

type followOptions struct {
	json     bool
	maxHops  int
	timeout  time.Duration
	workers  int
	perHost  int
	progress bool
	quiet    bool
	// allowPrivate follows loopback and private destinations too.
	allowPrivate bool
}

// followCommand is `linkscope follow`: its summary here, its long help and examples in doc/follow.md.
func followCommand() command {
	return documented(command{name: "follow", summary: "follow redirects over the network; what each hop did to tracking", run: runFollow}, "follow")
}

func runFollow(args []string, stdio IO) error {
	fs := newFlags("follow", "[--json] [--max-hops N] [--timeout D] [--workers N] [--per-host N] [--allow-private] [--tracking-rules FILE] [URL...]", stdio)
	var o followOptions
	fs.BoolVar(&o.json, "json", false, "write one JSON object per input line (JSON Lines)")
	intFlag(fs, &o.maxHops, "max-hops", follow.DefaultMaxHops, "stop after this many hops")
	durationFlag(fs, &o.timeout, "timeout", follow.DefaultTimeout, "time budget for each link's whole chain")
	intFlag(fs, &o.workers, "workers", 8, "links followed at once")
	intFlag(fs, &o.perHost, "per-host", 8, "requests at once to any one host")
	fs.BoolVar(&o.progress, "progress", false, "draw a progress bar on stderr")
	fs.BoolVar(&o.quiet, "quiet", false, "no progress bar")
	fs.BoolVar(&o.allowPrivate, "allow-private", false,
		"also follow links to loopback, private, link-local and other special addresses (refused by default, checked on the address dialled)")
	var sf setupFlags
	sf.register(fs, withTrackingRules)
	urls, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	setup, _, err := sf.setup(stdio)
	if err != nil {
		return err
	}
	opts := follow.Options{MaxHops: o.maxHops, Timeout: o.timeout, UserAgent: userAgent,
		Client: follow.NewClient(), Hosts: follow.NewHostLimit(o.perHost), Tracking: setup.Tracking, AllowPrivate: o.allowPrivate}
	show := o.progress || (stdio.ErrIsTerminal && stdio.InSize > 0 && len(urls) == 0)
	b := batch.Engine{Name: "follow", JSON: o.json, Workers: o.workers, Progress: show && !o.quiet && len(urls) == 0, Streams: stdio.streams()}
	full := len(urls) > 0 && !o.json
	p := func(dst []byte, n int, line string, lineErr error) ([]byte, string) {
		if msg := lineProblem(line, lineErr); msg != "" {
			if o.json { // the whole record, error set: every key is always there
				c := hops.NewChain(line, nil, msg, setup.Tracking)
				return c.AppendJSON(dst), ""
			}
			return dst, msg
		}
		c := follow.Follow(context.Background(), line, opts)
		switch {
		case o.json:
			return c.AppendJSON(dst), ""
		case full:
			if n > 1 {
				dst = append(dst, '\n')
			}
			return render.ChainReport(dst, &c), ""
		}
		return render.ChainLine(dst, &c), ""
	}
	return b.RunConcurrent(urls, p)
}
