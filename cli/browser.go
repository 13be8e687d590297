package cli

import (
	"github.com/linkscope/linkscope/core/spoof"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/core/whatwg"
	"github.com/linkscope/linkscope/internal/batch"
)

// browserCommand is `linkscope browser`: its summary here, its long help and examples in doc/browser.md.
func browserCommand() command {
	return documented(command{
		name:    "browser",
		summary: "the href a browser makes of each URL (WHATWG URL Standard), and what RFC 3986 reads otherwise",
		run:     runBrowser,
	}, "browser")
}

func runBrowser(args []string, stdio IO) error {
	fs := newFlags("browser", "[--base URL] [--json] [--workers N] [--progress|--quiet] [URL...]", stdio)
	var opts batchOptions
	opts.register(fs)
	baseFlag := fs.String("base", "", "resolve each line against this URL, as new URL(line, base) does")
	urls, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	hasBase := isSet(fs, "base")
	var base *whatwg.Base
	if hasBase {
		if base, err = whatwg.ParseBase(*baseFlag); err != nil {
			return usageError("--base: %v", err)
		}
	}
	b, err := opts.batch("browser", urls, stdio)
	if err != nil {
		return err
	}
	full := len(urls) > 0 && !opts.json
	return b.Run(urls, func() batch.Processor {
		var rd whatwg.Reader
		var displays spoof.Displays // what Chrome's address bar shows of each host
		var errs []whatwg.ValidationError
		var diffs []whatwg.Difference
		return func(dst []byte, n int, line string, lineErr error) ([]byte, string) {
			if !opts.json && !full {
				return appendHref(dst, &rd, line, base, lineErr)
			}
			var rec whatwg.Record
			if lineErr != nil {
				rec = whatwg.Record{Input: line, Err: lineErr}
			} else {
				rec = rd.InspectAgainst(line, base, errs[:0], diffs[:0])
				errs, diffs = keepSmall(rec.Validation), keepSmall(rec.Differs)
				if rec.Err == nil {
					rec.Display.Host, rec.Display.Rule = displays.ChromeHostname(rec.URL.Hostname(), rec.URL.IsSpecial())
				}
			}
			rec.Base, rec.HasBase = *baseFlag, hasBase
			if opts.json {
				return rec.AppendBrowserJSON(dst), ""
			}
			if n > 1 {
				dst = append(dst, '\n')
			}
			return rec.AppendText(dst), ""
		}
	})
}

// appendHref is the batch hot path: the href a browser makes of line, or
// nothing and the failure for stderr. Every line is parsed, a blank one
// too: against a base it is the base itself, as href="" is the page.
func appendHref(dst []byte, rd *whatwg.Reader, line string, base *whatwg.Base, lineErr error) ([]byte, string) {
	if lineErr != nil {
		return dst, lineErr.Error()
	}
	u, err := rd.Parse(line, base.URL())
	if err != nil {
		return dst, err.Error()
	}
	// The serializer percent-encodes every control and non-ASCII byte, so
	// an href is printable ASCII; the check keeps that a guarantee here.
	if href := u.Href(); isPrintableASCII(href) {
		return append(dst, href...), ""
	}
	return textsafe.AppendEscaped(dst, u.Href()), ""
}

// keepSmall returns s for reuse by the next line, or nil when one hostile
// line made it large: its memory is not held for the rest of the input.
func keepSmall[T any](s []T) []T {
	if cap(s) > 1024 {
		return nil
	}
	return s
}
