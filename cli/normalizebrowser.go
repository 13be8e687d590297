package cli

import (
	"strings"

	"github.com/linkscope/linkscope/core/compare"
	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/core/whatwg"
	"github.com/linkscope/linkscope/internal/batch"
)

// browserNormalizer is `normalize --rules browser`'s processor: each line
// serialized as a browser does (its href). It is one step, named
// "browser" like the --rules value, shown when it changed the link; a line
// the browser refuses is reported with the validation error and its byte.
func browserNormalizer(asJSON, steps, full bool) batch.Processor {
	var rd whatwg.Reader
	return func(dst []byte, n int, line string, lineErr error) ([]byte, string) {
		if msg := lineProblem(line, lineErr); msg != "" {
			if asJSON {
				return inspect.AppendErrorJSON(dst, line, msg), ""
			}
			return dst, msg
		}
		if !asJSON && !steps {
			return appendHref(dst, &rd, line, nil, nil)
		}
		u, err := rd.Parse(line, nil)
		switch {
		case asJSON:
			return appendBrowserNormalizeRecord(dst, line, &u, err), ""
		case err != nil:
			return dst, err.Error()
		}
		before, href := asWritten(line), u.Href()
		if full {
			if n > 1 {
				dst = append(dst, '\n')
			}
			dst = textsafe.AppendEscaped(dst, href)
			if before != href {
				dst = append(dst, "\n  browser (WHATWG URL Standard): "...)
				dst = textsafe.AppendEscaped(dst, before)
				dst = append(dst, "  ->  "...)
				dst = textsafe.AppendEscaped(dst, href)
			}
			return dst, ""
		}
		dst = textsafe.AppendEscaped(dst, href)
		if before != href {
			dst = append(dst, "\tbrowser"...)
		}
		return dst, ""
	}
}

// asWritten is the line without the leading and trailing C0 controls and
// spaces that the URL parser strips before it reads: the step's "before".
func asWritten(line string) string {
	return strings.TrimFunc(line, func(r rune) bool { return r <= ' ' })
}

// appendBrowserNormalizeRecord writes `normalize --rules browser --json`'s
// line: input, rules ["browser"], then the href as "url" with the one
// step that made it, or the error and its byte position.
func appendBrowserNormalizeRecord(dst []byte, input string, u *whatwg.URL, err error) []byte {
	dst = append(dst, '{')
	dst = jsonw.AppendKey(dst, "input")
	dst = jsonw.AppendString(dst, input)
	dst = append(dst, `,"rules":["browser"]`...)
	if err != nil {
		dst = jsonw.AppendKey(dst, "error")
		dst = jsonw.AppendString(dst, err.Error())
		if e, ok := err.(*whatwg.Error); ok {
			dst = jsonw.AppendKey(dst, "position")
			dst = jsonw.AppendInt(dst, int64(e.Pos))
		}
		return append(dst, '}')
	}
	href := u.Href()
	dst = jsonw.AppendKey(dst, "url")
	dst = jsonw.AppendString(dst, href)
	dst = append(dst, `,"steps":[`...)
	if before := asWritten(input); before != href {
		dst = append(dst, `{"rule":"`+compare.Browser+`","class":"browser","before":`...)
		dst = jsonw.AppendString(dst, before)
		dst = append(dst, `,"after":`...)
		dst = jsonw.AppendString(dst, href)
		dst = append(dst, '}')
	}
	return append(dst, "]}"...)
}
