package cli

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/openstat"
)

// buildFlags are the tagging parameters shared by single and CSV mode.
type buildFlags struct {
	url, service, campaign, ad, source string
	encoding, place                    string
	csv                                string
	json                               bool
}

func runBuild(args []string, stdio IO) error {
	fs := newFlags("build", "--url U --service S [--campaign C] [--ad A] [--source X] [--encoding percent|base64|auto] [--place query|fragment]\n       linkscope build --csv FILE|-", stdio)
	var f buildFlags
	fs.StringVar(&f.url, "url", "", "the URL to tag")
	fs.StringVar(&f.service, "service", "", "Openstat service (required)")
	fs.StringVar(&f.campaign, "campaign", "", "Openstat campaign")
	fs.StringVar(&f.ad, "ad", "", "Openstat ad")
	fs.StringVar(&f.source, "source", "", "Openstat source (site, section or place of the ad)")
	fs.StringVar(&f.encoding, "encoding", "percent", "percent, base64, or auto (the shorter)")
	fs.StringVar(&f.place, "place", "query", "query (recommended) or fragment")
	fs.StringVar(&f.csv, "csv", "", "bulk mode: read CSV from FILE (- for stdin), write it back with tagged_url and error columns")
	fs.BoolVar(&f.json, "json", false, "write the result as a JSON object")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return usageError("unexpected argument %q: give the URL with --url", rest[0])
	}
	enc, err := openstat.ParseEncoding(f.encoding)
	if err != nil {
		return usageError("--encoding: %v", err)
	}
	place, err := openstat.ParsePlace(f.place)
	if err != nil {
		return usageError("--place: %v", err)
	}
	if f.csv != "" {
		return runBuildCSV(f.csv, enc, place, stdio)
	}
	m := openstat.Marker{Service: f.service, Campaign: f.campaign, Ad: f.ad, Source: f.source}
	tagged, err := openstat.Tag(f.url, m, enc, place)
	if err != nil {
		return usageError("%s", flagError(err))
	}
	for _, n := range tagged.Notes {
		fmt.Fprintf(stdio.Err, "linkscope build: note: %s\n", n)
	}
	if f.json {
		_, err = stdio.Out.Write(append(appendTaggedJSON(nil, m, tagged), '\n'))
	} else {
		_, err = fmt.Fprintln(stdio.Out, tagged.URL)
	}
	if err != nil {
		return fmt.Errorf("write output: %w", err)
	}
	return nil
}

// flagError names the flag (or CSV column) a tagging error is about.
func flagError(err error) string {
	var fe *openstat.FieldError
	if errors.As(err, &fe) {
		return "--" + fe.Error()
	}
	return "--" + err.Error()
}

func appendTaggedJSON(dst []byte, m openstat.Marker, t openstat.Tagged) []byte {
	p, b := openstat.EncodedLengths(m)
	dst = append(dst, '{')
	dst = jsonw.AppendKey(dst, "url")
	dst = jsonw.AppendString(dst, t.URL)
	dst = jsonw.AppendKey(dst, "encoding")
	dst = jsonw.AppendString(dst, t.Encoding.String())
	dst = jsonw.AppendKey(dst, "encoded")
	dst = jsonw.AppendString(dst, t.Encoded)
	dst = jsonw.AppendKey(dst, "percent_length")
	dst = strconv.AppendInt(dst, int64(p), 10)
	dst = jsonw.AppendKey(dst, "base64_length")
	dst = strconv.AppendInt(dst, int64(b), 10)
	dst = jsonw.AppendKey(dst, "notes")
	dst = jsonw.AppendStrings(dst, append([]string{}, t.Notes...))
	return append(dst, '}')
}
