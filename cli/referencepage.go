package cli

import (
	"github.com/linkscope/linkscope/internal/cmdref"
	"github.com/linkscope/linkscope/internal/config"
)

// referencePage is the reference around the commands: docs/cli.md and
// the man page are made from it and from the command table.
func referencePage() cmdref.Page {
	return cmdref.Page{
		Name:    "linkscope",
		Version: Version,
		Title:   "build and inspect tracked links",
		Intro: `linkscope builds tracked links (UTM parameters, Openstat markers) and tells what a pasted link really says: ` +
			`its RFC 3986 components and how a browser reads it, where it really goes, what looks deceptive, ` +
			`its tracking parameters and clean form, every normalization step, its Safe Browsing hashes and Private Click Measurement data. ` +
			`Without a command it opens the terminal UI; every result is also a command with JSON Lines output.

Flags may stand before or after the arguments; ` + "`--`" + ` ends the flags, for a URL that starts with ` + "`-`" + `. ` +
			`Every command takes ` + "`--help`" + ` (` + "`linkscope help CMD`" + ` prints the same; a name that is no command is a usage error); ` +
			"`linkscope --version`" + ` prints the version. ` +
			`Nothing is requested over the network except by ` + "`follow`" + ` (and the terminal UI's follow key).`,
		Sections: []cmdref.Section{
			{Title: "Batch rules", Body: `A command given no URL arguments reads stdin lines and writes exactly one output line per input line, in order, ` +
				`whatever happens: a bad line (empty, not a URL, or longer than 1 MiB, whose rest is skipped) gets an error record with ` + "`--json`" + `, ` +
				`or an empty line in plain output with ` + "`linkscope CMD: line N: message`" + ` on stderr. ` +
				`CRLF line endings and a leading byte order mark are accepted. ` +
				`Lines are processed in chunks by a pool of workers (` + "`--workers N`" + `, default one per core) with ordered output, ` +
				`so memory stays flat whatever the input size: the chunks in flight are bounded in count and in bytes, and so is each line's work ` +
				`(` + "`inspect`" + ` analyses at most 1,000 query pairs of a link and lists at most 1,000 entries of each list, ` +
				`its record's ` + "`cut`" + ` saying what was left out), under a soft heap ceiling of 96 MiB and 12 MiB a worker ` +
				`(` + "`GOMEMLIMIT`" + ` overrides it): 40 lines of 1 MiB with 250,000 pairs each stay under 350 MB at 16 workers. ` +
				`A progress bar is drawn on stderr when stderr is a terminal and stdin a file, or with ` + "`--progress`" + ` ` +
				`(plain status lines when stderr is not a terminal); ` + "`--quiet`" + ` turns it off.

Output never carries ANSI escapes, and text from the input is always escaped: ` +
				`in plain output a control as ` + "`\\x1b`" + ` and an invisible or bidi character as ` + "`U+202E`" + `; ` +
				`in JSON as ` + "`\\u`" + ` escapes, which decode to the same string.`},
			{Title: "Numeric flags", Body: boundsReference()},
			{Title: "Messages", Body: `Every message is one line on stderr that names its command once: ` + "`linkscope CMD: what is wrong`" + `. ` +
				`A usage problem (an unknown flag, a missing or malformed value, a wrong number of arguments) adds a pointer to the command's help, ` +
				`and a mistyped command or flag the closest one (` + "`unknown flag --jsn: did you mean --json?`" + `); ` +
				`a refusal of the values themselves says which character and where.

Positions name their unit every time: ` +
				`in a field value (a marker field, a UTM value, a flag value) ` + "`character N`" + `, counting characters from 1; ` +
				`in a URL or an input line ` + "`byte N`" + `, counting bytes from 0, as JSON's ` + "`pos`" + ` and ` + "`position`" + ` keys do.`},
			{Title: "Exit status", Body: `- 0: the run completed, even when some input lines were bad (each said so);
- 1: an input could not be read; for ` + "`compare`" + `, the two links are not equivalent;
- 2: a usage error, or ` + "`build`" + ` and the ` + "`pcm`" + ` builders refusing their input (nothing on stdout; ` +
				"`build --csv`" + ` and ` + "`--xlsx`" + ` write every row, and exit 2 when a row was refused);
- ` + exitWriteText + `: the output could not be written (a closed pipe, a full disk): the run stops;
- 130 (143 for SIGTERM): interrupted. When stdout is no terminal the run ends between two lines, never inside one: ` +
				`every line written is whole (a JSON record is finished or not written); a second interrupt ends it at once.`},
			{Title: "Environment", Body: `- ` + "`" + config.EnvDir + "`" + `: linkscope's config directory, ` +
				`before ` + "`$XDG_CONFIG_HOME/linkscope`" + ` and the platform's (` + "`~/.config/linkscope`" + ` on Linux);
- ` + "`" + themeEnv + "`" + `: ` + "`light`" + ` or ` + "`dark`" + `, the terminal UI's colours (` + "`--theme`" + ` wins);
- ` + "`HTTPS_PROXY`, `HTTP_PROXY`, `NO_PROXY`" + `: the proxy ` + "`follow`" + ` and ` + "`shorten`" + ` use ` +
				`(each destination is checked here first: a private address, a reserved name, a name resolving here to a private address ` +
				`or not resolving and no public name is never handed to it, unless ` + "`--allow-private`" + `);
- ` + "`LINKSCOPE_SHORTEN_PROVIDER`" + `, and each provider's key (` +
				"`LINKSCOPE_SHLINK_API_KEY`, `LINKSCOPE_YOURLS_SIGNATURE`, `LINKSCOPE_KUTT_API_KEY`, `LINKSCOPE_DUB_API_KEY`, `LINKSCOPE_BITLY_TOKEN`" + `), ` +
				`endpoint and short domain (` + "`LINKSCOPE_SHLINK_ENDPOINT`, `LINKSCOPE_SHLINK_DOMAIN`" + `, …): ` +
				"`shorten`" + `'s settings ([shorten](shorten.md#settings));
- ` + "`NO_COLOR`" + `: the terminal UI draws no colour (focus and errors still read, by their symbols).`},
			{Title: "Files", Body: `Each is found once, in this order, and the same way by every command and by the terminal UI:

- the conventions file: ` + "`--conventions FILE`, else `./" + config.ConventionsFileName + "`, else `" + config.ConventionsFileName + "`" + ` ` +
				`in the config directory ([conventions](conventions.md));
- the shorten settings: the ` + "`shorten:`" + ` section of ` + "`" + config.ConventionsFileName + "`" + ` in the config directory only; ` +
				`one in any other file is refused ([shorten](shorten.md#settings));
- the tracking rules: ` + "`tracking-rules.conf`" + ` in the config directory when it exists, then ` + "`--tracking-rules FILE`" + `, ` +
				`each changing what the one before made ([tracking rules](spec.md#user-tracking-rules));
- the history of the links built in the terminal UI: ` + "`history.jsonl`" + ` in the config directory;
- the Build form's suggestions: ` + "`suggestions.json`" + ` in the config directory.`},
		},
		SeeAlso: []string{
			"[the terminal UI](tui.md)", "[the JSON output](json.md)", "[conventions](conventions.md)", "[where a link goes](where-links-go.md)",
			"[shorten](shorten.md)", "[many links](many-links.md)", "[spec decisions](spec.md)", "[scaling out](scaling.md)",
		},
	}
}

// exitWriteText is the write-error status as the reference writes it.
var exitWriteText = string(rune('0' + exitWrite))
