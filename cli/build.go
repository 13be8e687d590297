package cli

import (
	"errors"
	"flag"
	"fmt"
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/placeholder"
	"github.com/linkscope/linkscope/core/sheet"
	"github.com/linkscope/linkscope/core/tagging"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/core/wording"
	"github.com/linkscope/linkscope/internal/batch"
	"github.com/linkscope/linkscope/model/component"
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
	platform, as                       string
	preview                            bool
	short                              buildShorten
	sheet                              sheetFlags
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

// buildCommand is `linkscope build`: its summary here, its long help and examples in doc/build.md.
func buildCommand() command {
	return documented(command{name: "build", summary: "tag a URL with UTM parameters and an Openstat marker (or a CSV of them)", run: runBuild}, "build")
}

func runBuild(args []string, stdio IO) error {
	fs := newFlags("build",
		"--url U [--service S] [--campaign C] [--ad A] [--source X] [--encoding percent|base64|auto] [--place query|fragment] "+
			"[--utm-source S ...] [--platform NAME] [--as FIELD] [--preview] [--conventions FILE] [--template NAME] [--strict] "+
			"[--shorten [--provider NAME] [--check]] [--json]\n"+
			"       linkscope build --csv FILE|- [--out FILE] [--delimiter D] [--map \"Header=field,…\"] [--fix] [--platform NAME] [--shorten …] …\n"+
			"       linkscope build --xlsx FILE [--out FILE] [--sheet NAME] [--map \"Header=field,…\"] [--fix] [--shorten …] …",
		stdio)
	var f buildFlags
	fs.StringVar(&f.url, "url", "", "the URL to tag")
	fs.StringVar(&f.service, "service", "", "Openstat service (required)")
	fs.StringVar(&f.campaign, "campaign", "", "Openstat campaign")
	fs.StringVar(&f.ad, "ad", "", "Openstat ad")
	fs.StringVar(&f.source, "source", "", "Openstat source (site, section or place of the ad)")
	fs.StringVar(&f.encoding, "encoding", "percent", "percent, base64, or auto (the shorter)")
	fs.StringVar(&f.place, "place", "query", "query (recommended) or fragment")
	fs.StringVar(&f.csv, "csv", "", "bulk mode: read CSV from FILE (- for stdin), "+
		"write it back with tagged_url, error, lints, conventions, duplicate_of and ga4_channel columns")
	f.sheet.register(fs)
	fs.BoolVar(&f.json, "json", false, "write the result as a JSON object")
	f.registerUTM(fs)
	var sf setupFlags
	sf.register(fs, withConventions)
	fs.StringVar(&f.template, "template", "",
		"start from this template: the conventions file's, else a built-in platform one ("+
			strings.Join(conventions.BuiltinTemplateNames(), ", ")+"); flags override its values")
	fs.BoolVar(&f.strict, "strict", false, "refuse (exit 2) a link with any conventions finding or warning")
	fs.StringVar(&f.platform, "platform", "", "where the link is served, whose placeholders it may hold: "+strings.Join(placeholder.PlatformIDs(), ", "))
	fs.StringVar(&f.as, "as", "link", "what to write: "+strings.Join(placeholder.FieldNames(), ", ")+" (the text of that ad platform field)")
	fs.BoolVar(&f.preview, "preview", false, "write the link as it will land: every placeholder filled with an example value")
	f.short.register(fs)
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
	platform, err := placeholder.ParsePlatform(f.platform)
	if err != nil {
		return usageError("--platform: %v", err)
	}
	as, err := placeholder.ParseField(f.as)
	if err != nil {
		return usageError("--as: %v", err)
	}
	alike := fieldPlatforms(platform, as)
	if !platform.Takes(as) && len(alike) == 0 {
		return usageError("--as %s: %s", as, noSuchField(platform, as))
	}
	short, err := f.short.open(paths, stdio, as == placeholder.Link, f.preview)
	if err != nil {
		return err
	}
	rules := buildRules{conv: conv, tracking: setup.Tracking, tmpl: tmpl, strict: f.strict, platform: platform, short: short}
	if f.csv != "" || f.sheet.xlsx != "" {
		return runBuildSheet(f.csv, f.sheet, sheet.Rules{Conventions: conv, Tracking: setup.Tracking, Template: tmpl, Strict: f.strict,
			Platform: platform, Encoding: enc, Place: place, Fix: f.sheet.fix, Compare: setup.NormalizeOptions()}, short,
			func(open *component.SheetOpen) error { return openSheetUI(open, paths, setup, stdio) }, stdio)
	}
	if f.sheet != (sheetFlags{}) {
		return usageError("--out, --sheet, --map, --delimiter and --fix are for bulk mode (--csv or --xlsx)")
	}
	values := sheet.ValuesOf(openstat.Marker{Service: f.service, Campaign: f.campaign, Ad: f.ad, Source: f.source}, f.utm)
	values.Fill(tmpl)
	m := values.Marker()
	tagged, _, err := tagging.Tag(f.url, values.UTM(), m, enc, place)
	if err != nil {
		return refusalError("%s", flagError(err))
	}
	// The Build form's checks (tagging.Lints), the placeholders read
	// against every platform of an --as field when no --platform names one.
	lints := append(tagging.ValueLints(f.url, values.UTM()), placeholderLintsFor(values.UTM(), m, platform, alike)...)
	findings := buildFindings(rules, tagged.URL)
	text, problems := placeholder.Render(as, f.url, tagged.URL)
	if len(problems) > 0 {
		return refusalError("--as %s: %s", as, wording.Message(problems[0]))
	}
	var left []placeholder.Placeholder
	previewed := text
	if f.preview {
		previewed, left = placeholder.Preview(text, platform, f.url)
	}
	if len(alike) > 0 {
		fmt.Fprintf(stdio.Err, "linkscope build: note: %s\n", fieldPlatformsNote(as, alike))
	}
	for _, l := range lints {
		fmt.Fprintf(stdio.Err, "linkscope build: %s: %s\n", l.Severity, l.Message) // the message names the parameter
	}
	for _, fd := range findings {
		fmt.Fprintf(stdio.Err, "linkscope build: conventions: %s: %s: %s\n", flagName(fd.Field), fd.Rule, fd.Message())
	}
	for _, n := range tagged.Notes {
		fmt.Fprintf(stdio.Err, "linkscope build: note: %s\n", n)
	}
	if f.preview {
		fmt.Fprintf(stdio.Err, "linkscope build: note: %s\n", previewNote(previewed != text))
		text = previewed
	}
	for _, ph := range left {
		fmt.Fprintf(stdio.Err, "linkscope build: note: --preview: %s is left as written: %s would not fill it\n",
			textsafe.Escape(ph.Written()), platformName(platform))
	}
	if refused := sheet.StrictRefuses(findings, lints); f.strict && len(refused) > 0 {
		return usageError("--strict: refused: %d finding(s) above", len(refused))
	}
	if f.json {
		link := tagged.URL
		tagged.URL = text
		uses := placeholder.AppendUses(nil, text, platform, as)
		record := withGA4Channel(appendTaggedJSON(nil, m, tagged, lints, findings, uses), link)
		if short != nil {
			return short.printShort(stdio, text, record)
		}
		_, err = stdio.Out.Write(append(record, '\n'))
	} else {
		_, err = fmt.Fprintln(stdio.Out, textsafe.Escape(text))
	}
	if err != nil {
		return batch.Written(err)
	}
	if short != nil {
		return short.printShort(stdio, text, nil)
	}
	return nil
}

// previewNote says what --preview wrote, so its output is never taken
// for the link to publish.
func previewNote(filled bool) string {
	if !filled {
		return "--preview: the link holds no placeholder to fill: it is the link as built"
	}
	return "--preview: placeholders filled with example values, as the link may land: publish the link without --preview"
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
	platform placeholder.Platform
	short    *linkShortener // build --shorten; nil without
}

// platformName is a platform as messages name it.
func platformName(p placeholder.Platform) string {
	if p == placeholder.NoPlatform {
		return "no platform (--platform)"
	}
	return p.Name()
}

func appendTaggedJSON(dst []byte, m openstat.Marker, t openstat.Tagged, lints []tracking.Lint, fs []conventions.Finding, uses []placeholder.Use) []byte {
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
	dst = jsonw.AppendKey(dst, "placeholders")
	dst = placeholder.AppendUsesJSON(dst, uses)
	return append(dst, '}')
}
