package cli

import (
	"flag"

	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/query"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/internal/batch"
)

// runParam prints, for each input line, the decoded values of the query
// parameter key (compared after decoding, as analytics tools read it):
// plain, the values joined by tabs, each escaped (a tab inside a value
// shows as \x09), an empty line when there is none; with --json,
// {"input","key","values"}.
func runParam(b batch.Engine, urls []string, key string, setup analysis.Setup, asJSON bool) error {
	return b.Run(urls, func() batch.Processor {
		in := inspect.New(inspect.Options{Setup: setup, Sections: inspect.MustSections("params")})
		return func(dst []byte, n int, line string, lineErr error) ([]byte, string) {
			msg := lineProblem(line, lineErr)
			switch {
			case msg != "" && asJSON:
				return inspect.AppendErrorJSON(dst, line, msg), ""
			case msg != "":
				return dst, msg
			}
			r := in.Inspect(line)
			values := query.Values(r.Params, key)
			if asJSON {
				return appendParamJSON(dst, line, key, values), ""
			}
			for i, v := range values {
				if i > 0 {
					dst = append(dst, '\t')
				}
				dst = textsafe.AppendEscaped(dst, v)
			}
			return dst, ""
		}
	})
}

func appendParamJSON(dst []byte, input, key string, values []string) []byte {
	dst = append(dst, '{')
	dst = jsonw.AppendKey(dst, "input")
	dst = jsonw.AppendString(dst, input)
	dst = jsonw.AppendKey(dst, "key")
	dst = jsonw.AppendString(dst, key)
	dst = jsonw.AppendKey(dst, "values")
	dst = jsonw.AppendStrings(dst, values)
	return append(dst, '}')
}

// isSet reports whether the flag name was given on the command line.
func isSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}
