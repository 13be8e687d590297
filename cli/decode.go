package cli

import (
	"time"

	"github.com/linkscope/linkscope/core/decode"
	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/internal/batch"
)

// decodeCommand is `linkscope decode`: its summary here, its long help and examples in doc/decode.md.
func decodeCommand() command {
	return documented(command{
		name:    "decode",
		summary: "what the values inside links say: times in ids, search and click parameters, encodings",
		run:     runDecode,
	}, "decode")
}

func runDecode(args []string, stdio IO) error {
	fs := newFlags("decode", "[--json] [--workers N] [--progress|--quiet] [VALUE|URL...]", stdio)
	var opts batchOptions
	opts.register(fs)
	inputs, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	b, err := opts.batch("decode", inputs, stdio)
	if err != nil {
		return err
	}
	zone := localZone(stdio)
	report := len(inputs) > 0 && !opts.json
	return b.Run(inputs, func() batch.Processor {
		rd := decode.Default().NewReader()
		var facts []decode.Fact
		return func(dst []byte, n int, line string, lineErr error) ([]byte, string) {
			if msg := lineProblem(line, lineErr); msg != "" {
				if opts.json {
					return inspect.AppendErrorJSON(dst, line, msg), ""
				}
				return dst, msg
			}
			facts = rd.AppendFacts(facts[:0], line)
			switch {
			case opts.json:
				return appendDecodeRecord(dst, line, facts), ""
			case report && n > 1:
				return appendDecodeReport(append(dst, '\n'), line, facts, zone), ""
			case report:
				return appendDecodeReport(dst, line, facts, zone), ""
			}
			return appendDecodeLine(dst, line, facts, zone), ""
		}
	})
}

// localZone is the zone times are also shown in: TZ from the
// environment when set and known, else the system's.
func localZone(stdio IO) *time.Location {
	if stdio.Getenv != nil {
		if tz := stdio.Getenv("TZ"); tz != "" {
			if loc, err := time.LoadLocation(tz); err == nil {
				return loc
			}
		}
	}
	return time.Local
}

// appendDecodeRecord writes `decode --json`'s line: {"input", "facts"}.
func appendDecodeRecord(dst []byte, input string, facts []decode.Fact) []byte {
	dst = append(dst, `{"input":`...)
	dst = jsonw.AppendString(dst, input)
	dst = append(dst, `,"facts":`...)
	dst = decode.AppendJSON(dst, facts)
	return append(dst, '}')
}

// appendDecodeReport writes the report for one argument: the input, then
// one indented line per fact, "label: value  (local time)  [at · decoder ·
// confidence]".
func appendDecodeReport(dst []byte, input string, facts []decode.Fact, zone *time.Location) []byte {
	dst = textsafe.AppendEscaped(dst, input)
	if len(facts) == 0 {
		return append(dst, "\n  nothing to decode"...)
	}
	for i := range facts {
		f := &facts[i]
		dst = append(dst, "\n  "...)
		dst = appendFactText(dst, f, zone)
		dst = append(dst, "  ["...)
		for j, step := range f.Chain {
			if j > 0 {
				dst = append(dst, " > "...)
			}
			dst = textsafe.AppendEscaped(dst, step)
		}
		dst = append(dst, " · "...)
		dst = append(dst, f.Decoder...)
		dst = append(dst, " · "...)
		dst = append(dst, f.Confidence...)
		dst = append(dst, ']')
	}
	return dst
}

// appendDecodeLine writes the stdin line: the input, then each fact as
// "label: value", tab-separated.
func appendDecodeLine(dst []byte, input string, facts []decode.Fact, zone *time.Location) []byte {
	dst = textsafe.AppendEscaped(dst, input)
	for i := range facts {
		dst = append(dst, '\t')
		dst = appendFactText(dst, &facts[i], zone)
	}
	return dst
}

// appendFactText writes "label: value", and for a time with a clock the
// same instant in zone: "(2019-02-20 15:40:26.837 CET)".
func appendFactText(dst []byte, f *decode.Fact, zone *time.Location) []byte {
	dst = textsafe.AppendEscaped(dst, f.Label)
	dst = append(dst, ": "...)
	dst = textsafe.AppendEscaped(dst, f.Value)
	n := len(dst)
	dst = append(dst, " ("...)
	if with := f.AppendLocal(dst, zone); len(with) > len(dst) {
		return append(with, ')')
	}
	return dst[:n]
}
