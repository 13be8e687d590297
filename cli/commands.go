package cli

// command is one row of the command table: dispatch, --help, the
// completion scripts, docs/cli.md and the man page are all made from it.
type command struct {
	name    string
	summary string // one line, for the usage list and completion
	doc     string // for the reference: blank lines part paragraphs, "- " starts a list item
	run     func(args []string, stdio IO) error
}

// commands is the command table, in the order the usage lists them.
func commands() []command {
	return []command{
		{name: "inspect", summary: "inspect URLs: components, browser reading, destination, risks, tracking, Openstat, normalization, Safe Browsing, PCM", run: runInspect, doc: `
Everything linkscope can tell about each URL argument, or each stdin line when there is none. With URL arguments the plain report is a few labelled lines per section, risks first; reading stdin it is one summary line per input line (` + "`URL<TAB>openstat=…`" + `, plus ` + "`<TAB>unwrapped=TARGET`" + ` for a wrapped link). ` + "`--json`" + ` writes one object per line with every section: see [the JSON reference](json.md).

` + "`browser`" + ` reads the link as written the way a browser does (WHATWG URL Standard, as ` + "`linkscope browser`" + `): the href it opens and each component where it reads the link otherwise than RFC 3986, with the validation errors behind it. The analyses after ` + "`uri`" + ` read the destination inside a wrapped link (Safe Links, Proofpoint, Google ` + "`/url`" + `, …; see [where a link goes](where-links-go.md)); ` + "`--no-unwrap`" + ` reads the wrapper itself. ` + "`--fields`" + ` computes only the sections named. ` + "`--param KEY`" + ` prints the decoded values of query parameter KEY instead, separated by tabs, one line per URL.`},
		{name: "build", summary: "tag a URL with UTM parameters and an Openstat marker (or a CSV of them)", run: runBuild, doc: `
Prints the tagged URL: UTM parameters first, then the Openstat marker (default encoding ` + "`percent`" + `, place ` + "`query`" + `). A value the marker cannot carry (a control or format character, ` + "`;`" + `, ` + "`&`" + `, ` + "`=`" + `) or a URL that is not absolute is refused with exit status 2, naming the flag, the character and where. Lints (upper case, spaces, a medium GA4 does not know, the Campaign URL Builder's missing-field hints) and conventions findings go to stderr; ` + "`--json`" + ` carries them in the record.

A placeholder an ad platform or mailer fills when it serves the link (` + "`{campaignid}`" + `, ` + "`{{campaign.name}}`" + `, ` + "`*|CAMPAIGN_UID|*`" + `, ` + "`__CAMPAIGN_NAME__`" + `) is written as it is, never percent-encoded, and no case or space lint reads it; ` + "`--platform NAME`" + ` says where the link is served and checks each placeholder against that platform's names (a name it does not know, another platform's syntax, a malformed one). ` + "`--as`" + ` writes the text of a platform's field instead of the link (Google Ads' final URL suffix or tracking template, Meta's URL parameters); ` + "`--preview`" + ` fills every placeholder with an example value, the link as it will land. See [placeholders](conventions.md#placeholders-and-ad-platforms).

` + "`--csv FILE`" + ` tags every row of a CSV (columns ` + "`url`" + `, ` + "`service`" + `, and any of the other fields by name) and writes it back with ` + "`tagged_url`" + `, ` + "`error`" + `, ` + "`lints`" + ` and ` + "`conventions`" + ` columns; a cell that a spreadsheet would run as a formula is written as text. ` + "`--template NAME`" + ` starts from a template of the [conventions file](conventions.md), or from a built-in one named for a platform (` + "`google-ads`" + `, ` + "`meta`" + `, …); ` + "`--strict`" + ` refuses a link with any finding. Every check reads the link that is produced: a UTM parameter already in ` + "`--url`" + ` counts.`},
		{name: "normalize", summary: "normalize URLs by named rules, step by step (RFC 3986 section 6)", run: runNormalize, doc: `
Each URL normalized by the rules of ` + "`--rules`" + `: a preset (` + "`safe`" + `, the default, then ` + "`usual`" + ` and ` + "`aggressive`" + `) or a comma-separated list of rule names, applied in one fixed order. ` + "`--steps`" + ` shows each rule that changed something, before and after. The rules and their classes are in [the spec decisions](spec.md#uri-parsing-and-normalization).

` + "`--rules browser`" + ` is no RFC 3986 rule and goes alone: each URL becomes the href a browser makes of it (the WHATWG URL Standard's serialization, as ` + "`linkscope browser`" + ` prints), so two links a browser reads alike normalize alike. ` + "`--steps`" + ` and ` + "`--json`" + ` show it as one step named ` + "`browser`" + `; a URL the browser refuses is reported with the validation error that failed it and its byte.`},
		{name: "resolve", summary: "resolve references against a base URI (RFC 3986 section 5.2)", run: runResolve, doc: `
Each REF resolved against BASE by RFC 3986 section 5.2 with the strict parser, one line each (stdin lines when no REF is given).`},
		{name: "browser", summary: "the href a browser makes of each URL (WHATWG URL Standard), and what RFC 3986 reads otherwise", run: runBrowser, doc: `
The href a browser makes of each URL argument, or each stdin line when there is none, by the WHATWG URL Standard: the parser of every current browser and of the JavaScript ` + "`URL`" + ` class, which reads ` + "`https://good.example\\@evil.example/`" + ` as host ` + "`good.example`" + ` where RFC 3986 reads ` + "`evil.example`" + `. ` + "`--base URL`" + ` resolves each line against URL, as ` + "`new URL(line, base)`" + ` does; a base the browser refuses is a usage error naming the validation error. Every line is parsed as it is, a blank one too: against a base it is the base itself, as ` + "`href=\"\"`" + ` is the page.

The plain output is one href per line; a line the browser refuses gives an empty line, and on stderr the validation error that failed it, with its byte. With URL arguments the report lists the href and every URL API attribute (` + "`origin`" + `, ` + "`protocol`" + `, … ` + "`hash`" + `), each validation error with its byte, and each component that RFC 3986 reads otherwise with the validation errors behind it. ` + "`--json`" + ` writes one record per line, with those and ` + "`display_host`" + `: see [the JSON reference](json.md).`},
		{name: "sb", summary: "Safe Browsing: canonical URL, expressions, SHA-256 prefixes", run: runSB, doc: `
The Safe Browsing canonical URL of each URL, its host-suffix and path-prefix expressions, their SHA-256 hashes and hash prefixes, as Safe Browsing's "URLs and Hashing" describes. ` + "`--steps`" + ` shows each canonicalization step.`},
		{name: "pcm", summary: "Private Click Measurement: link, trigger, report, parse", run: runPCM},
		{name: "qr", summary: "a QR code of a URL: block characters, or a PNG file", run: runQR, doc: `
A QR code of URL, drawn with half blocks on stdout (for a dark terminal unless ` + "`--light`" + `), or written to a PNG file with ` + "`--png`" + `.`},
		{name: "conventions", summary: "check a conventions file and say what it means", run: runConventions, doc: `
Validates a [conventions file](conventions.md) and says what it means, field by field: a file that is wrong is refused with the line and column.`},
		{name: "history", summary: "export the links built in the terminal UI", run: runHistory, doc: `
The links built and copied in the terminal UI: plain, one line per distinct link, last built last (` + "`time  link  (template …)  ×N since FIRST`" + `); ` + "`--json`" + ` and ` + "`--csv`" + ` every record as it was appended, oldest first (CSV with one column per field).`},
		{name: "audit", summary: "audit links against the conventions: findings, values, variants", run: runAudit, doc: `
An aggregate command: it reads every link, one per line or from a CSV column (` + "`--column`" + `), and prints one report: findings by rule with example line numbers, and for each field its distinct values and variant groups (` + "`Facebook`" + `, ` + "`facebook`" + ` and ` + "`FB`" + ` as one group). ` + "`--html FILE`" + ` also writes the report as a self-contained page. See [conventions](conventions.md#audit).`},
		{name: "unwrap", summary: "the destination inside wrapped links (Safe Links, Proofpoint, Google /url, …)", run: runUnwrap, doc: `
The innermost destination of each wrapped link, offline, layer by layer; the link itself when it is not wrapped. Opaque shorteners are named, never guessed. See [where a link goes](where-links-go.md).`},
		{name: "follow", summary: "follow redirects over the network; what each hop did to tracking", run: runFollow, doc: `
**Makes requests**: follows each link's redirect chain (HTTP redirects, ` + "`Refresh`" + ` headers, meta refresh, known wrappers unwrapped between hops) and says which tracking parameters each hop kept, dropped, added or changed, and what the final URL lost. Bounded in hops, time and bytes, no cookies, the proxy from the environment; loopback, private and link-local addresses are refused unless ` + "`--allow-private`" + `. Following a tracked link is a click: see [where a link goes](where-links-go.md#follow).`},
		{name: "extract", summary: "every link in text, HTML or email, in order of first appearance", run: runExtract, doc: `
Every link in each FILE (or stdin), in order of first appearance: text, chat and Markdown by the GFM autolink rules, HTML ` + "`href`" + ` and ` + "`src`" + ` values, raw e-mail with its parts decoded; defanged links (` + "`hxxps://evil[.]example`" + `) are written out and flagged. See [many links](many-links.md#extract).`},
		{name: "compare", summary: "are two links equivalent under the rules? (exit 0 yes, 1 no, 2 bad input)", run: runCompare, doc: `
Normalizes A and B under ` + "`--rules`" + ` and says whether they are equivalent, after which rule they became equal, whether they differ only in tracking parameters or only in their wrappers, and otherwise which components differ and where. ` + "`--rules browser`" + ` compares the hrefs a browser makes of A and B (WHATWG URL Standard) instead: ` + "`https://good.example\\@evil.example/`" + ` and ` + "`https://good.example/@evil.example/`" + ` are equivalent, and a link the browser refuses is bad input. Exit status 0 equivalent, 1 not, 2 bad input, as ` + "`cmp`" + `. See [many links](many-links.md#compare).`},
		{name: "group", summary: "groups of equivalent links, largest first (aggregate)", run: runGroup, doc: `
Groups the links of each FILE (or stdin) by their normalized form (with ` + "`--rules browser`" + `, the href a browser makes of them), largest group first, with the distinct spellings of each. ` + "`--ignore-tracking`" + ` groups by inspect's clean link (unwrapped, tracking parameters removed), so a wrapped link joins its destination. See [many links](many-links.md#group) and, for more than one machine, [scaling out](scaling.md).`},
		{name: "completion", summary: "print a shell completion script: bash, zsh or fish", run: runCompletion, doc: `
Prints a completion script made from this command table and each command's own flags:

    source <(linkscope completion bash)
    linkscope completion zsh > "${fpath[1]}/_linkscope"
    linkscope completion fish > ~/.config/fish/completions/linkscope.fish`},
		{name: "man", summary: "print the manual page (roff)", run: runMan, doc: `
Prints this reference as a man page: ` + "`linkscope man | man -l -`" + `.`},
	}
}

// pcmSubcommands is pcm's command table.
func pcmSubcommands() []command {
	return []command{
		{name: "link", summary: "check a click-source link; print the <a> element and the stored click", run: runPCMLink, doc: `
Checks a click-source link as Safari stores it: an eight-bit ` + "`attributionsourceid`" + ` and an attribution destination that is a registrable site. Prints the ` + "`<a>`" + ` element and the click that would be stored, or why it would not be.`},
		{name: "trigger", summary: "print the triggering event URL", run: runPCMTrigger, doc: `
The triggering event URL of a source site: four-bit trigger data, an optional six-bit priority.`},
		{name: "report", summary: "print the report URL and the report JSON", run: runPCMReport, doc: `
The attribution report URL and the report JSON, keys in the document's order.`},
		{name: "parse", summary: "read URLs under /.well-known/private-click-measurement/", run: runPCMParse, doc: `
Reads each URL under ` + "`/.well-known/private-click-measurement/`" + ` the way Safari does and says what it is, or which rule it breaks.`},
	}
}
