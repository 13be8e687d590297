package cli

import (
	"github.com/linkscope/linkscope/core/attribution"
	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/internal/batch"
)

// attributionCommand is `linkscope attribution`: its summary here, its
// long help and examples in doc/attribution.md.
func attributionCommand() command {
	summary := "what GA4, Matomo and Metrica will record of a landing URL: channel, source, campaign; what browsers strip"
	return documented(command{name: "attribution", summary: summary, run: runAttribution}, "attribution")
}

func runAttribution(args []string, stdio IO) error {
	fs := newFlags("attribution", "[--referrer URL] [--json] [--workers N] [--progress|--quiet] [URL...]", stdio)
	var opts batchOptions
	opts.register(fs)
	referrer := fs.String("referrer", "", "the URL of the page the click came from (default: none, a direct visit)")
	urls, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if isSet(fs, "referrer") && tracking.HostOf(*referrer) == "" {
		return usageError("--referrer %q: not a URL with a host (scheme://host/…)", *referrer)
	}
	b, err := opts.batch("attribution", urls, stdio)
	if err != nil {
		return err
	}
	full := len(urls) > 0 && !opts.json
	return b.Run(urls, func() batch.Processor {
		var rd attribution.Reader
		return func(dst []byte, n int, line string, lineErr error) ([]byte, string) {
			msg := lineProblem(line, lineErr)
			switch {
			case msg != "" && opts.json:
				return inspect.AppendErrorJSON(dst, line, msg), ""
			case msg != "":
				return dst, msg
			}
			r := rd.Read(line, *referrer)
			switch {
			case opts.json:
				return r.AppendJSON(dst, line), ""
			case full && n > 1:
				return r.AppendReport(append(dst, '\n'), line), ""
			case full:
				return r.AppendReport(dst, line), ""
			}
			return append(dst, r.Summary()...), ""
		}
	})
}
