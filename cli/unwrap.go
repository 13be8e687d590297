package cli

import (
	"strings"

	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/core/unwrap"
	"github.com/linkscope/linkscope/internal/batch"
)

// unwrapCommand is `linkscope unwrap`: its summary here, its long help and examples in doc/unwrap.md.
func unwrapCommand() command {
	return documented(command{
		name:    "unwrap",
		summary: "the destination inside wrapped links (Safe Links, Proofpoint, Google /url, …)",
		run:     runUnwrap,
	}, "unwrap")
}

func runUnwrap(args []string, stdio IO) error {
	fs := newFlags("unwrap", "[--json] [URL...]", stdio)
	var opts batchOptions
	opts.register(fs)
	urls, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	b, err := opts.batch("unwrap", urls, stdio)
	if err != nil {
		return err
	}
	return b.Run(urls, func() batch.Processor {
		tab := unwrap.Default()
		return func(dst []byte, _ int, line string, lineErr error) ([]byte, string) {
			if msg := lineProblem(line, lineErr); msg != "" {
				if opts.json {
					return inspect.AppendErrorJSON(dst, line, msg), ""
				}
				return dst, msg
			}
			link := line
			if !startsVisible(line) || !endsVisible(line) {
				link = strings.TrimSpace(line)
			}
			r := tab.Unwrap(link)
			if opts.json {
				return appendUnwrapRecord(dst, line, &r), ""
			}
			if r.Truncated { // the line is the last target reached; stderr says it is no destination
				return appendTarget(dst, &r), unwrap.TruncatedNote()
			}
			return appendTarget(dst, &r), ""
		}
	})
}

// appendUnwrapRecord writes `unwrap --json`'s line: "input", then the
// unwrapped object's members.
func appendUnwrapRecord(dst []byte, input string, r *unwrap.Result) []byte {
	dst = append(dst, '{')
	dst = jsonw.AppendKey(dst, "input")
	dst, written := jsonw.AppendStringWritten(dst, input)
	return append(r.AppendJSONFieldsAfter(dst, written), '}')
}

// appendTarget is the plain line: the innermost target, escaped. A target
// of printable ASCII (nearly all) is copied as it is.
func appendTarget(dst []byte, r *unwrap.Result) []byte {
	if isPrintableASCII(r.Target) {
		return append(dst, r.Target...)
	}
	return textsafe.AppendEscaped(dst, r.Target)
}

func endsVisible(line string) bool {
	n := len(line)
	return n > 0 && line[n-1] > ' ' && line[n-1] < 0x7f
}

func isPrintableASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < ' ' || s[i] >= 0x7f {
			return false
		}
	}
	return true
}
