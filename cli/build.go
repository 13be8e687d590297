package cli

import (
	"errors"
	"flag"
	"fmt"
	"strconv"

	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/tagging"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/core/wording"
	"github.com/linkscope/linkscope/internal/batch"
)

// buildFlags are the tagging parameters shared by single and CSV mode.
type buildFlags struct {
	url, service, campaign, ad, source string
	encoding, place                    string
	csv                                string
	json                               bool
	utm                                tracking.UTM
	template                           string
	strict                             bool
}

// registerUTM defines the UTM flags, added before the Openstat marker.
func (f *buildFlags) registerUTM(fs *flag.FlagSet) {
	fs.StringVar(&f.utm.Source, "utm-source", "", "utm_source (the referrer: google, newsletter)")
	fs.StringVar(&f.utm.Medium, "utm-medium", "", "utm_medium (the channel: cpc, email, social)")
	fs.StringVar(&f.utm.Campaign, "utm-campaign", "", "utm_campaign")
	fs.StringVar(&f.utm.Term, "utm-term", "", "utm_term (paid keywords)")
	fs.StringVar(&f.utm.Content, "utm-content", "", "utm_content (which ad or link)")
	fs.StringVar(&f.utm.ID, "utm-id", "", "utm_id (the campaign id)")
}

func runBuild(args []string, stdio IO) error {
	fs := newFlags("build", "--url U --service S [--campaign C] [--ad A] [--source X] [--encoding percent|base64|auto] [--place query|fragment] [--utm-source S ...] [--conventions FILE] [--template NAME] [--strict]\n       linkscope build --csv FILE|-", stdio)
	var f buildFlags
	fs.StringVar(&f.url, "url", "", "the URL to tag")
	fs.StringVar(&f.service, "service", "", "Openstat service (required)")
	fs.StringVar(&f.campaign, "campaign", "", "Openstat campaign")
	fs.StringVar(&f.ad, "ad", "", "Openstat ad")
	fs.StringVar(&f.source, "source", "", "Openstat source (site, section or place of the ad)")
	fs.StringVar(&f.encoding, "encoding", "percent", "percent, base64, or auto (the shorter)")
	fs.StringVar(&f.place, "place", "query", "query (recommended) or fragment")
	fs.StringVar(&f.csv, "csv", "", "bulk mode: read CSV from FILE (- for stdin), write it back with tagged_url, error, lints and conventions columns")
	fs.BoolVar(&f.json, "json", false, "write the result as a JSON object")
	f.registerUTM(fs)
	var sf setupFlags
	sf.register(fs, withConventions)
	fs.StringVar(&f.template, "template", "", "start from this template of the conventions file; flags override its values")
	fs.BoolVar(&f.strict, "strict", false, "refuse (exit 2) a link with any conventions finding or warning")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return usageError("unexpected argument %q: give the URL with --url", rest[0])
	}
	enc, err := openstat.ParseEncoding(f.encoding)
	if err != nil {
		return flagValueError("--encoding", err)
	}
	place, err := openstat.ParsePlace(f.place)
	if err != nil {
		return flagValueError("--place", err)
	}
	setup, paths, err := sf.setup(stdio)
	if err != nil {
		return err
	}
	conv, source := setup.Conventions, paths.Conventions
	tmpl, err := findTemplate(conv, source, f.template)
	if err != nil {
		return err
	}
	rules := buildRules{conv: conv, tracking: setup.Tracking, tmpl: tmpl, strict: f.strict}
	if f.csv != "" {
		return runBuildCSV(f.csv, enc, place, rules, stdio)
	}
	values := valuesOf(openstat.Marker{Service: f.service, Campaign: f.campaign, Ad: f.ad, Source: f.source}, f.utm)
	values.fill(tmpl)
	m := values.marker()
	tagged, lints, err := tagging.Tag(f.url, values.utm(), m, enc, place)
	if err != nil {
		return refusalError("%s", flagError(err))
	}
	lints = append(lints, tagging.CampaignLints(values.utm())...)
	findings := buildFindings(rules, values, tagged.URL)
	for _, l := range lints {
		fmt.Fprintf(stdio.Err, "linkscope build: %s: %s\n", l.Severity, l.Message) // the message names the parameter
	}
	for _, fd := range findings {
		fmt.Fprintf(stdio.Err, "linkscope build: conventions: %s: %s: %s\n", flagName(fd.Field), fd.Rule, fd.Message())
	}
	for _, n := range tagged.Notes {
		fmt.Fprintf(stdio.Err, "linkscope build: note: %s\n", n)
	}
	if refused := strictRefuses(findings, lints); f.strict && len(refused) > 0 {
		return usageError("--strict: refused: %d finding(s) above", len(refused))
	}
	if f.json {
		_, err = stdio.Out.Write(append(appendTaggedJSON(nil, m, tagged, lints, findings), '\n'))
	} else {
		_, err = fmt.Fprintln(stdio.Out, tagged.URL)
	}
	if err != nil {
		return batch.Written(err)
	}
	return nil
}

// flagError names the flag a tagging error is about, then says the rest
// in core/wording's words: `--source: U+0009 TAB (Cc) at character 4 …`.
func flagError(err error) string {
	if f, ok := finding.From(err); ok {
		return wording.Flag(f.Field) + ": " + wording.InField(f)
	}
	var ue *tagging.URLError
	if errors.As(err, &ue) {
		return "--url: " + ue.Detail()
	}
	return err.Error()
}

// buildRules are what the conventions file adds to a build.
type buildRules struct {
	conv     *conventions.File
	tracking *tracking.Table // with the user's rules: the click ids the link-level rules know
	tmpl     *conventions.Template
	strict   bool
}

func appendTaggedJSON(dst []byte, m openstat.Marker, t openstat.Tagged, lints []tracking.Lint, fs []conventions.Finding) []byte {
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
	dst = jsonw.AppendKey(dst, "lints")
	dst = append(dst, '[')
	for i, l := range lints {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = l.AppendJSON(dst)
	}
	dst = append(dst, ']')
	dst = jsonw.AppendKey(dst, "conventions")
	dst = conventions.AppendFindingsJSON(dst, fs)
	return append(dst, '}')
}
