package cli

import (
	"flag"
	"fmt"
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/pcm"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/internal/batch"
)

const pcmSynopsis = `link|trigger|report|parse ... [--json]

  pcm link    --source-site S --source-id N --destination URL
  pcm trigger --source-site S --trigger-data N [--priority N]
  pcm report  --source-site S --source-id N --destination URL --trigger-data N [--version 1|3]
  pcm parse   [URL...]            (stdin lines when there is none)`

// pcmCommand is `linkscope pcm`: its summary here, its long help and examples in doc/pcm.md.
func pcmCommand() command {
	return documented(command{name: "pcm", summary: "Private Click Measurement: link, trigger, report, parse", run: runPCM}, "pcm")
}

func runPCM(args []string, stdio IO) error {
	if len(args) == 0 {
		return usageError("needs a subcommand: link, trigger, report or parse")
	}
	if args[0] == "--help" || args[0] == "-h" || args[0] == "-help" {
		fmt.Fprintf(stdio.Out, "Usage: linkscope pcm %s\n", pcmSynopsis)
		return errHelp
	}
	for _, sub := range pcmSubcommands() {
		if sub.name == args[0] {
			return inCommand("pcm "+sub.name, sub.run(args[1:], stdio))
		}
	}
	return usageError("unknown subcommand %s: want link, trigger, report or parse", textsafe.Quote(args[0]))
}

// pcmFlags parses a builder subcommand's flags; builders take no positional
// arguments.
func pcmFlags(name, synopsis string, stdio IO, args []string, define func(fs *flag.FlagSet)) (bool, error) {
	fs := newFlags("pcm "+name, synopsis, stdio)
	asJSON := fs.Bool("json", false, "write JSON")
	define(fs)
	rest, err := parseFlags(fs, args)
	if err != nil {
		return false, err
	}
	if len(rest) > 0 {
		return false, usageError("unexpected argument %q", rest[0])
	}
	return *asJSON, nil
}

// pcmLinkCommand is `linkscope pcm link`: its summary here, its long help and examples in doc/pcm-link.md.
func pcmLinkCommand() command {
	return documented(command{name: "link", summary: "check a click-source link; print the <a> element and the stored click", run: runPCMLink}, "pcm-link")
}

func runPCMLink(args []string, stdio IO) error {
	var l pcm.Link
	var text string
	asJSON, err := pcmFlags("link", "--source-site S --source-id N --destination URL [--text T] [--json]", stdio, args, func(fs *flag.FlagSet) {
		fs.StringVar(&text, "text", "link text", "the text of the <a> element")
		fs.StringVar(&l.SourceSite, "source-site", "", "the click source website (URL or domain)")
		fs.StringVar(&l.SourceID, "source-id", "", "attributionsourceid: 0..255")
		fs.StringVar(&l.Destination, "destination", "", "attributiondestination: the destination website's URL")
	})
	if err != nil {
		return err
	}
	r := pcm.CheckLink(l)
	if asJSON {
		if err := writeLine(stdio, r.AppendJSON(nil)); err != nil {
			return err
		}
	} else if r.Valid {
		// The anchor is HTML-escaped for a page, and escaped once more for
		// the terminal: --text may hold ESC, C1 controls or bidi overrides.
		anchor := l.Anchor(text)
		out := fmt.Sprintf("%s\nstored click: (%s, %s, %d)\n", textsafe.Escape(anchor), textsafe.Escape(r.Click.SourceSite),
			textsafe.Escape(r.Click.DestinationSite), r.Click.SourceID)
		if _, err := fmt.Fprint(stdio.Out, out); err != nil {
			return batch.Written(err)
		}
		if textsafe.Escape(anchor) != anchor {
			fmt.Fprintf(stdio.Err, "linkscope pcm link: note: the link holds control or invisible characters, written escaped (\\x1b, U+202E)\n")
		}
	}
	if r.Note != "" {
		fmt.Fprintf(stdio.Err, "linkscope pcm link: note: %s\n", textsafe.Escape(r.Note))
	}
	if !r.Valid {
		return refusalError("the click would not be stored: %v", r.Err)
	}
	return nil
}

// pcmTriggerCommand is `linkscope pcm trigger`: its summary here, its long help and examples in doc/pcm-trigger.md.
func pcmTriggerCommand() command {
	return documented(command{name: "trigger", summary: "print the triggering event URL", run: runPCMTrigger}, "pcm-trigger")
}

func runPCMTrigger(args []string, stdio IO) error {
	var site, data, priority string
	asJSON, err := pcmFlags("trigger", "--source-site S --trigger-data N [--priority N] [--json]", stdio, args, func(fs *flag.FlagSet) {
		fs.StringVar(&site, "source-site", "", "the click source website (URL or domain)")
		fs.StringVar(&data, "trigger-data", "", "trigger data: 0..15")
		fs.StringVar(&priority, "priority", "", "optional trigger priority: 0..63")
	})
	if err != nil {
		return err
	}
	d, err := smallInt("--trigger-data", data, 15, true)
	if err != nil {
		return err
	}
	var p *uint8
	if priority != "" {
		v, err := smallInt("--priority", priority, 63, true)
		if err != nil {
			return err
		}
		p = &v
	}
	u, err := pcm.TriggerURL(site, d, p)
	if err != nil {
		return refusalError("%v", err)
	}
	if n := pcm.Parse(u).Note; n != "" {
		fmt.Fprintf(stdio.Err, "linkscope pcm trigger: note: %s\n", n)
	}
	return writeURL(stdio, u, asJSON)
}

// pcmReportCommand is `linkscope pcm report`: its summary here, its long help and examples in doc/pcm-report.md.
func pcmReportCommand() command {
	return documented(command{name: "report", summary: "print the report URL and the report JSON", run: runPCMReport}, "pcm-report")
}

func runPCMReport(args []string, stdio IO) error {
	var l pcm.Link
	var data string
	var version int
	asJSON, err := pcmFlags("report", "--source-site S --source-id N --destination URL "+
		"--trigger-data N [--version 1|3] [--json]", stdio, args, func(fs *flag.FlagSet) {
		fs.StringVar(&l.SourceSite, "source-site", "", "the click source website (URL or domain)")
		fs.StringVar(&l.SourceID, "source-id", "", "attributionsourceid: 0..255")
		fs.StringVar(&l.Destination, "destination", "", "the attribution destination website's URL")
		fs.StringVar(&data, "trigger-data", "", "trigger data: 0..15")
		intFlag(fs, &version, "version", pcm.DocumentVersion, "report version: 1 (the document) or 3 (what current Safari sends)")
	})
	if err != nil {
		return err
	}
	if version != pcm.DocumentVersion && version != pcm.WebKitVersion {
		return usageError("--version: %d is not a report version: want %d or %d", version, pcm.DocumentVersion, pcm.WebKitVersion)
	}
	d, err := smallInt("--trigger-data", data, 15, true)
	if err != nil {
		return err
	}
	req, err := pcm.BuildReport(l, d, version)
	if err != nil {
		return refusalError("%v", err)
	}
	if n := pcm.TestHostNote(req.Report.SourceSite, req.Report.AttributedOnSite); n != "" {
		fmt.Fprintf(stdio.Err, "linkscope pcm report: note: %s\n", textsafe.Escape(n))
	}
	if asJSON {
		return writeLine(stdio, req.AppendJSON(nil))
	}
	return writeLine(stdio, req.Report.AppendJSON(append([]byte(req.URL), '\n')))
}

// pcmParseCommand is `linkscope pcm parse`: its summary here, its long help and examples in doc/pcm-parse.md.
func pcmParseCommand() command {
	return documented(command{name: "parse", summary: "read URLs under /.well-known/private-click-measurement/", run: runPCMParse}, "pcm-parse")
}

func runPCMParse(args []string, stdio IO) error {
	fs := newFlags("pcm parse", "[--json] [URL...]", stdio)
	var opts batchOptions
	opts.register(fs)
	urls, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	b, err := opts.batch("pcm parse", urls, stdio)
	if err != nil {
		return err
	}
	return b.Run(urls, func() batch.Processor {
		return func(dst []byte, _ int, line string, lineErr error) ([]byte, string) {
			if msg := lineProblem(line, lineErr); msg != "" {
				if opts.json {
					return inspect.AppendErrorJSON(dst, line, msg), ""
				}
				return dst, msg
			}
			p := pcm.Parse(strings.TrimSpace(line))
			if opts.json {
				dst = append(dst, '{')
				dst = jsonw.AppendKey(dst, "input")
				dst = jsonw.AppendString(dst, line)
				return append(p.AppendMembers(dst), '}'), ""
			}
			return p.AppendSummary(dst), ""
		}
	})
}

// smallInt reads a flag's decimal value in 0..limit.
func smallInt(flagName, s string, limit int, required bool) (uint8, error) {
	if s == "" && required {
		return 0, usageError("%s is required (0..%d)", flagName, limit)
	}
	v, err := strconv.Atoi(s)
	if err != nil || v < 0 || v > limit {
		return 0, usageError("%s: %s is not a whole number from 0 to %d", flagName, textsafe.Quote(s), limit)
	}
	return uint8(v), nil
}

func writeURL(stdio IO, u string, asJSON bool) error {
	if !asJSON {
		return writeLine(stdio, []byte(u))
	}
	b := jsonw.AppendKey([]byte{'{'}, "url")
	return writeLine(stdio, append(jsonw.AppendString(b, u), '}'))
}

func writeLine(stdio IO, b []byte) error {
	if _, err := stdio.Out.Write(append(b, '\n')); err != nil {
		return batch.Written(err)
	}
	return nil
}
