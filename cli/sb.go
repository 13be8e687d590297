package cli

import (
	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/safebrowsing"
	"github.com/linkscope/linkscope/internal/batch"
	"github.com/linkscope/linkscope/internal/render"
)

// sbCommand is `linkscope sb`: its summary here, its long help and examples in doc/sb.md.
func sbCommand() command {
	return documented(command{name: "sb", summary: "Safe Browsing: canonical URL, expressions, SHA-256 prefixes", run: runSB}, "sb")
}

func runSB(args []string, stdio IO) error {
	fs := newFlags("sb", "[--json] [--host-rule v5|v4] [--steps] [URL...]", stdio)
	var opts batchOptions
	opts.register(fs)
	ruleName := fs.String("host-rule", "v5", "host suffixes: v5 (from the eTLD+1 of the Public Suffix List) or v4 (the last five labels)")
	steps := fs.Bool("steps", false, "with URL arguments, show each canonicalization step (before -> after)")
	urls, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	rule, err := safebrowsing.ParseHostRule(*ruleName)
	if err != nil {
		return flagValueError("--host-rule", err)
	}
	b, err := opts.batch("sb", urls, stdio)
	if err != nil {
		return err
	}
	full := len(urls) > 0 && !opts.json
	return b.Run(urls, func() batch.Processor {
		var h safebrowsing.Hasher
		return func(dst []byte, n int, line string, lineErr error) ([]byte, string) {
			if msg := lineProblem(line, lineErr); msg != "" {
				if opts.json {
					return appendSBRecord(dst, line, nil, msg), ""
				}
				return dst, msg
			}
			res, err := h.Lookup(line, rule)
			switch {
			case opts.json && err != nil:
				return appendSBRecord(dst, line, nil, err.Error()), ""
			case opts.json:
				return appendSBRecord(dst, line, res, ""), ""
			case err != nil:
				return dst, err.Error()
			case full:
				if n > 1 {
					dst = append(dst, '\n')
				}
				return render.SafeBrowsing(dst, line, res, *steps), ""
			}
			return res.AppendLine(dst), ""
		}
	})
}

// appendSBRecord appends `sb --json`'s line: "input", then the
// safebrowsing object's members, or "error".
func appendSBRecord(dst []byte, input string, res *safebrowsing.Result, msg string) []byte {
	dst = append(dst, '{')
	dst = jsonw.AppendKey(dst, "input")
	dst = jsonw.AppendString(dst, input)
	if res == nil {
		dst = jsonw.AppendKey(dst, "error")
		return append(jsonw.AppendString(dst, msg), '}')
	}
	// AppendJSONFields writes its first member without a comma.
	return append(res.AppendJSONFields(append(dst, ',')), '}')
}
