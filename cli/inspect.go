package cli

import (
	"strings"

	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/safebrowsing"
	"github.com/linkscope/linkscope/internal/batch"
	"github.com/linkscope/linkscope/internal/render"
)

// inspectCommand is `linkscope inspect`: its summary here, its long help and examples in doc/inspect.md.
func inspectCommand() command {
	return documented(command{
		name:    "inspect",
		summary: "inspect URLs: components, browser reading, destination, risks, tracking, Openstat, normalization, Safe Browsing, PCM, decoded values",
		run:     runInspect,
	}, "inspect")
}

func runInspect(args []string, stdio IO) error {
	fs := newFlags("inspect",
		"[--json] [--fields LIST] [--param KEY] [--tracking-rules FILE] [--conventions FILE] [--no-unwrap] [--workers N] [--progress|--quiet] [URL...]",
		stdio)
	var opts batchOptions
	opts.register(fs)
	fields := fs.String("fields", "", "comma-separated sections to compute: "+strings.Join(inspect.SectionNames(), ",")+" (default: all)")
	ruleName := fs.String("host-rule", "v5", "Safe Browsing host suffixes: v5 or v4")
	var sf setupFlags
	sf.register(fs, withConventions|withTrackingRules|withNoUnwrap)
	param := fs.String("param", "", "print the decoded values of query parameter KEY, one line per input line (TAB-separated)")
	urls, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	sections, err := inspect.ParseSections(*fields)
	if err != nil {
		return flagValueError("--fields", err)
	}
	rule, err := safebrowsing.ParseHostRule(*ruleName)
	if err != nil {
		return flagValueError("--host-rule", err)
	}
	setup, _, err := sf.setup(stdio)
	if err != nil {
		return err
	}
	b, err := opts.batch("inspect", urls, stdio)
	if err != nil {
		return err
	}
	if isSet(fs, "param") {
		return runParam(b, urls, *param, setup, opts.json)
	}
	full := len(urls) > 0 && !opts.json
	return b.Run(urls, func() batch.Processor {
		// Each report is written out before the next link: Transient.
		in := inspect.New(inspect.Options{Setup: setup, Sections: sections, HostRule: rule, Transient: true})
		return func(dst []byte, n int, line string, lineErr error) ([]byte, string) {
			msg := lineProblem(line, lineErr)
			switch {
			case msg != "" && opts.json:
				return inspect.AppendErrorJSON(dst, line, msg), ""
			case msg != "":
				return dst, msg
			}
			r := in.Inspect(line)
			switch {
			case opts.json:
				return r.AppendJSON(dst), ""
			case full && n > 1:
				return render.Report(append(dst, '\n'), r), ""
			case full:
				return render.Report(dst, r), ""
			}
			return render.Summary(dst, r), ""
		}
	})
}

// lineProblem says why a line cannot be analysed at all, or "".
func lineProblem(line string, lineErr error) string {
	if lineErr != nil {
		return lineErr.Error()
	}
	if !startsVisible(line) && strings.TrimSpace(line) == "" {
		return "empty line"
	}
	return ""
}

// startsVisible reports whether line starts with a printable ASCII
// character, as nearly every line does: then it is not blank, and no trim
// has to run.
func startsVisible(line string) bool {
	return len(line) > 0 && line[0] > ' ' && line[0] < 0x7f
}
