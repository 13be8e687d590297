package cli

import (
	"strings"

	"github.com/linkscope/linkscope/core/inspect"
)

func runInspect(args []string, stdio IO) error {
	fs := newFlags("inspect", "[--json] [URL...]", stdio)
	asJSON := fs.Bool("json", false, "write one JSON object per input line (JSON Lines)")
	urls, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	b := batch{name: "inspect", json: *asJSON, stdio: stdio}
	opts := inspect.Options{Sections: inspect.AllSections}
	full := len(urls) > 0 && !*asJSON
	first := true
	return b.run(urls, func(dst []byte, line string, lineErr error) ([]byte, string) {
		msg := lineProblem(line, lineErr)
		switch {
		case msg != "" && *asJSON:
			return inspect.AppendErrorJSON(dst, line, msg), ""
		case msg != "":
			return dst, msg
		}
		r := inspect.Inspect(line, opts)
		if *asJSON {
			return r.AppendJSON(dst), ""
		}
		if full {
			if !first {
				dst = append(dst, '\n')
			}
			first = false
			return appendReport(dst, &r), ""
		}
		return appendSummary(dst, &r), ""
	})
}

// lineProblem says why a line cannot be analysed at all, or "".
func lineProblem(line string, lineErr error) string {
	if lineErr != nil {
		return lineErr.Error()
	}
	if strings.TrimSpace(line) == "" {
		return "empty line"
	}
	return ""
}
