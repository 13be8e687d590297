package cli

import (
	"context"
	"flag"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/linkscope/linkscope/internal/batch"
	"github.com/linkscope/linkscope/internal/config"
	"github.com/linkscope/linkscope/internal/follow"
	"github.com/linkscope/linkscope/internal/shorten"
)

// shortenCommand is `linkscope shorten`: its summary here, its long help and examples in doc/shorten.md.
func shortenCommand() command {
	return documented(command{name: "shorten", run: runShorten,
		summary: "a short link of each URL from Shlink, YOURLS, Kutt, Dub or Bitly; --check that it keeps the tags"}, "shorten")
}

// shortenOptions are the flags that set a shortener up; shorten and
// build --shorten share them.
type shortenOptions struct {
	provider, endpoint, domain string
	check, allowPrivate        bool
	timeout                    time.Duration
}

// register defines the flags; build takes the provider and the check
// only (its --domain would read as the long link's).
func (o *shortenOptions) register(fs *flag.FlagSet, forBuild bool) {
	fs.StringVar(&o.provider, "provider", "", "the link shortener: "+strings.Join(shorten.Names(), ", ")+
		" (default: $"+shorten.EnvProvider+", else the config directory's shorten: section)")
	o.timeout = shorten.DefaultTimeout
	if !forBuild {
		fs.StringVar(&o.endpoint, "endpoint", "",
			"the provider's API address (default: $LINKSCOPE_<PROVIDER>_ENDPOINT, the config directory's setting, else the provider's own)")
		fs.StringVar(&o.domain, "domain", "",
			"the short domain (default: $LINKSCOPE_<PROVIDER>_DOMAIN, the config directory's setting, else the provider's default)")
		durationFlag(fs, &o.timeout, "timeout", shorten.DefaultTimeout, "time budget for each request to the provider")
	}
	fs.BoolVar(&o.check, "check", false, "follow each short link and say whether it lands on the long link with every tracking parameter")
	fs.BoolVar(&o.allowPrivate, "allow-private", false, "--check: also follow short links to loopback, private, link-local and other special addresses")
}

// linkShortener is a ready shortener, and with --check the options its
// check follows with. Outcomes are remembered by long link and slug: a
// link that comes twice in a run is sent once, even when both come at
// once (the second waits for the first's answer).
type linkShortener struct {
	s      *shorten.Shortener
	check  bool
	follow follow.Options
	mu     sync.Mutex
	memo   map[[2]string]*memoEntry
}

// memoEntry is one link's outcome, ready when done is closed.
type memoEntry struct {
	done chan struct{}
	o    shorten.Outcome
}

// open resolves the settings and makes the shortener. Every problem with
// the settings (a section in the current directory included) is a
// refusal: nothing is sent.
func (o *shortenOptions) open(paths config.Paths, stdio IO) (*linkShortener, error) {
	if o.timeout <= 0 {
		return nil, usageError("--timeout must be positive, not %v", o.timeout)
	}
	src, err := shorten.LoadSources(paths, stdio.Getenv)
	if err != nil {
		return nil, refusalError("%w", err)
	}
	cfg, err := shorten.Resolve(shorten.Choice{Provider: o.provider, Endpoint: o.endpoint, Domain: o.domain}, src)
	if err != nil {
		return nil, refusalError("%w", err)
	}
	client := shorten.NewClient(shorten.ClientOptions{UserAgent: userAgent, Timeout: o.timeout})
	ls := &linkShortener{s: shorten.New(cfg, client), check: o.check, memo: map[[2]string]*memoEntry{}}
	if o.check {
		t, err := paths.Tracking()
		if err != nil {
			return nil, usageError("%w", err)
		}
		ls.follow = follow.Options{UserAgent: userAgent, Client: follow.NewClient(), Tracking: t, AllowPrivate: o.allowPrivate}
	}
	return ls, nil
}

// notes are what the user should know before anything is sent.
func (ls *linkShortener) notes() []string { return ls.s.Notes() }

// one shortens long (and checks the short link when asked).
func (ls *linkShortener) one(ctx context.Context, long, slug string) shorten.Outcome {
	key := [2]string{strings.TrimSpace(long), slug}
	ls.mu.Lock()
	e, ok := ls.memo[key]
	if !ok {
		e = &memoEntry{done: make(chan struct{})}
		ls.memo[key] = e
	}
	ls.mu.Unlock()
	if ok {
		<-e.done
		o := e.o
		o.Input = long
		return o
	}
	e.o = ls.shorten(ctx, long, slug)
	if shorten.IsKind(errorOf(e.o), shorten.KindNetwork) { // no answer: a later line asks again
		ls.mu.Lock()
		delete(ls.memo, key)
		ls.mu.Unlock()
	}
	close(e.done)
	return e.o
}

func (ls *linkShortener) shorten(ctx context.Context, long, slug string) shorten.Outcome {
	o := shorten.Outcome{Input: long, Provider: ls.s.Provider()}
	res, err := ls.s.Shorten(ctx, long, slug)
	if err != nil {
		o.Error, o.Err = err.Error(), err
		return o
	}
	o.Short, o.Reused = res.Short, res.Reused
	if ls.check {
		c := shorten.CheckShort(ctx, res.Short, strings.TrimSpace(long), ls.follow)
		o.Check = &c
	}
	return o
}

func errorOf(o shorten.Outcome) error { return o.Err }

// Cells are the short_url and short_check cells of a spreadsheet row
// whose tagged link is tagged (no request when it is empty: the row was
// not tagged), and the error when there is no short link. build --csv
// and the spreadsheet writers fill their columns with it.
func (ls *linkShortener) Cells(tagged string) (shortURL, shortCheck, shortError string) {
	if tagged == "" {
		return "", "", ""
	}
	o := ls.one(context.Background(), tagged, "")
	if o.Check != nil {
		shortCheck = o.Check.Words()
	}
	return o.Short, shortCheck, o.Error
}

// csvHeader is the columns the shortener adds to a CSV: nil for a nil
// shortener (no --shorten).
func (ls *linkShortener) csvHeader() []string {
	if ls == nil {
		return nil
	}
	if ls.check {
		return []string{"short_url", "short_error", "short_check"}
	}
	return []string{"short_url", "short_error"}
}

// appendCSVCells appends the row's cells of csvHeader.
func (ls *linkShortener) appendCSVCells(row []string, tagged string) []string {
	if ls == nil {
		return row
	}
	short, check, errText := ls.Cells(tagged)
	row = append(row, short, errText)
	if ls.check {
		row = append(row, check)
	}
	return row
}

type shortenFlags struct {
	shortenOptions
	slug string
	json bool
	work int
}

func runShorten(args []string, stdio IO) error {
	fs := newFlags("shorten", "[--provider "+strings.Join(shorten.Names(), "|")+
		"] [--endpoint URL] [--domain D] [--slug S] [--check] [--allow-private] [--tracking-rules FILE] [--json] [URL...]", stdio)
	var f shortenFlags
	f.register(fs, false)
	fs.StringVar(&f.slug, "slug", "", "the short link's path (one URL only)")
	fs.BoolVar(&f.json, "json", false, "write one JSON object per input line (JSON Lines)")
	intFlag(fs, &f.work, "workers", 4, "links sent at once (Bitly allows five connections from one address)")
	var sf setupFlags
	sf.register(fs, withTrackingRules)
	urls, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	switch {
	case f.work < 1:
		return usageError("--workers must be at least 1, not %d", f.work)
	case f.slug != "" && len(urls) != 1:
		return usageError("--slug names one short link: give exactly one URL argument")
	}
	if f.slug != "" {
		if err := shorten.CheckSlug(f.slug); err != nil {
			return usageError("--slug: %w", err)
		}
	}
	ls, err := f.open(sf.paths(stdio), stdio)
	if err != nil {
		return err
	}
	for _, n := range ls.notes() {
		fmt.Fprintf(stdio.Err, "linkscope shorten: note: %s\n", n)
	}
	b := batch.Engine{Name: "shorten", JSON: f.json, Workers: f.work, Streams: stdio.streams()}
	return b.RunConcurrent(urls, func(dst []byte, _ int, line string, lineErr error) ([]byte, string) {
		if msg := lineProblem(line, lineErr); msg != "" {
			o := shorten.Outcome{Input: line, Provider: ls.s.Provider(), Error: msg}
			if f.json {
				return o.AppendJSON(dst), ""
			}
			return dst, msg
		}
		o := ls.one(context.Background(), line, f.slug)
		if f.json {
			return o.AppendJSON(dst), ""
		}
		return appendShortLine(dst, &o)
	})
}

// appendShortLine is the plain line: the short link, and after a tab the
// check's words when there was a check; the error goes to stderr.
func appendShortLine(dst []byte, o *shorten.Outcome) ([]byte, string) {
	if o.Short == "" {
		return dst, o.Error
	}
	dst = append(dst, o.Short...) // checked: an http(s) URL with nothing to escape
	if o.Check != nil {
		dst = append(dst, '\t')
		dst = append(dst, o.Check.Words()...)
	}
	return dst, ""
}

// uiShortener opens the Build view's shortener when its key is first
// pressed: the settings as shorten reads them (the config directory's,
// never the current directory's), no flag.
func uiShortener(paths config.Paths, stdio IO) func() (*shorten.Shortener, error) {
	return func() (*shorten.Shortener, error) {
		src, err := shorten.LoadSources(paths, stdio.Getenv)
		if err != nil {
			return nil, err
		}
		cfg, err := shorten.Resolve(shorten.Choice{}, src)
		if err != nil {
			return nil, err
		}
		return shorten.New(cfg, shorten.NewClient(shorten.ClientOptions{UserAgent: userAgent})), nil
	}
}
