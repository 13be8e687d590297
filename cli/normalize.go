package cli

import (
	"errors"

	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/core/uri"
	"github.com/linkscope/linkscope/internal/batch"
)

// normalizeCommand is `linkscope normalize`: its summary here, its long help and examples in doc/normalize.md.
func normalizeCommand() command {
	return documented(command{name: "normalize", summary: "normalize URLs by named rules, step by step (RFC 3986 section 6)", run: runNormalize}, "normalize")
}

func runNormalize(args []string, stdio IO) error {
	fs := newFlags("normalize", "[--rules PRESET|RULE,RULE...|browser] [--steps] [--json] [--tracking-rules FILE] [URL...]", stdio)
	var opts batchOptions
	opts.register(fs)
	rulesSpec := fs.String("rules", "safe", rulesUsage)
	steps := fs.Bool("steps", false, "show each step that changed something: before -> after, with its class")
	var sf setupFlags
	sf.register(fs, withTrackingRules)
	urls, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	rules, err := parseRulesChoice(*rulesSpec)
	if err != nil {
		return flagValueError("--rules", err)
	}
	setup, _, err := sf.setup(stdio)
	if err != nil {
		return err
	}
	b, err := opts.batch("normalize", urls, stdio)
	if err != nil {
		return err
	}
	full := len(urls) > 0
	if rules.browser {
		return b.Run(urls, func() batch.Processor { return browserNormalizer(opts.json, *steps, full) })
	}
	return b.Run(urls, func() batch.Processor {
		nopts := setup.WithRules(rules.set).NormalizeOptions()
		nopts.RecordSteps = *steps || opts.json
		normalizer := uri.NewNormalizer(nopts)
		return func(dst []byte, n int, line string, lineErr error) ([]byte, string) {
			if msg := lineProblem(line, lineErr); msg != "" {
				if opts.json {
					return inspect.AppendErrorJSON(dst, line, msg), ""
				}
				return dst, msg
			}
			if !*steps && !opts.json {
				return appendNormalizedURL(dst, line, normalizer)
			}
			res, err := uri.Normalize(line, nopts)
			switch {
			case opts.json:
				return appendNormalizeRecord(dst, line, res, err), ""
			case err != nil:
				return dst, err.Error()
			case full:
				return appendSteps(dst, n, &res), ""
			}
			return appendStepsLine(dst, &res), ""
		}
	})
}

// appendNormalizedURL is the batch hot path: the normalized URL written
// straight into the output buffer. The parser refuses C0 controls and DEL,
// and no rule makes them, so only non-ASCII output (an IRI under rules that
// keep it) can hold something a terminal must not see: a zero-width or
// other format character, which is then escaped.
func appendNormalizedURL(dst []byte, line string, z *uri.Normalizer) ([]byte, string) {
	start := len(dst)
	dst, ascii, err := z.Append(dst, line)
	if err != nil {
		return dst[:start], err.Error()
	}
	if out := dst[start:]; !ascii && !isASCII(out) && !textsafe.SafeBytes(out) {
		return textsafe.AppendEscaped(dst[:start], string(out)), ""
	}
	return dst, ""
}

// appendNormalizeRecord writes `normalize --json`'s line: "input", then the
// normalized object's members, or the error with its position.
func appendNormalizeRecord(dst []byte, input string, res uri.Result, err error) []byte {
	dst = append(dst, '{')
	dst = jsonw.AppendKey(dst, "input")
	dst = jsonw.AppendString(dst, input)
	if err == nil {
		return append(res.AppendJSONFields(dst), '}')
	}
	return append(appendErrorMembers(dst, err), '}')
}

// appendErrorMembers appends "error" and, for a URI syntax error, the
// "position" (byte offset) where the grammar failed.
func appendErrorMembers(dst []byte, err error) []byte {
	dst = jsonw.AppendKey(dst, "error")
	dst = jsonw.AppendString(dst, err.Error())
	var pe *uri.ParseError
	if errors.As(err, &pe) {
		dst = jsonw.AppendKey(dst, "position")
		dst = jsonw.AppendInt(dst, int64(pe.Pos))
	}
	return dst
}

// appendSteps is the readable form for URL arguments: the result, then one
// line per step.
func appendSteps(dst []byte, n int, res *uri.Result) []byte {
	if n > 1 {
		dst = append(dst, '\n')
	}
	dst = textsafe.AppendEscaped(dst, res.URL)
	for _, s := range res.Steps {
		dst = append(dst, "\n  "...)
		dst = append(dst, s.Rule.String()...)
		dst = append(dst, " ("...)
		dst = append(dst, s.Rule.Class().String()...)
		dst = append(dst, "): "...)
		dst = textsafe.AppendEscaped(dst, s.Before)
		dst = append(dst, "  ->  "...)
		dst = textsafe.AppendEscaped(dst, s.After)
	}
	return dst
}

// appendStepsLine keeps stdin's one line per input: the result, then the
// names of the rules that changed something, tab-separated.
func appendStepsLine(dst []byte, res *uri.Result) []byte {
	dst = textsafe.AppendEscaped(dst, res.URL)
	for _, s := range res.Steps {
		dst = append(dst, '\t')
		dst = append(dst, s.Rule.String()...)
	}
	return dst
}
