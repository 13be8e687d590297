package cli

import (
	"embed"
	"strings"
)

// command is one command: dispatch, --help, the completion scripts,
// docs/cli.md and the man page are all made from it. Each command's
// constructor stands in the command's own file, and its prose in
// doc/NAME.md beside it.
type command struct {
	name     string
	summary  string // one line, for the usage list and completion
	doc      string // for the reference: blank lines part paragraphs, "- " starts a list item
	examples []string
	run      func(args []string, stdio IO) error
}

// commands is the command table, in the order the usage lists them.
func commands() []command {
	return []command{
		inspectCommand(),
		buildCommand(),
		normalizeCommand(),
		resolveCommand(),
		browserCommand(),
		attributionCommand(),
		sbCommand(),
		pcmCommand(),
		qrCommand(),
		conventionsCommand(),
		historyCommand(),
		auditCommand(),
		unwrapCommand(),
		decodeCommand(),
		followCommand(),
		shortenCommand(),
		extractCommand(),
		compareCommand(),
		groupCommand(),
		completionCommand(),
		manCommand(),
	}
}

// pcmSubcommands is pcm's command table.
func pcmSubcommands() []command {
	return []command{pcmLinkCommand(), pcmTriggerCommand(), pcmReportCommand(), pcmParseCommand()}
}

// commandDocs are the commands' long help and examples, doc/NAME.md: the
// text, then an "## Examples" heading and one indented command line each.
//
//go:embed doc/*.md
var commandDocs embed.FS

// examplesHeading parts a command's long help from its examples.
const examplesHeading = "\n## Examples\n"

// documented is c with the long help and examples of doc/file.md.
func documented(c command, file string) command {
	c.doc, c.examples = commandDoc(file)
	return c
}

// commandDoc reads doc/file.md: its long help and its examples.
func commandDoc(file string) (doc string, examples []string) {
	b, err := commandDocs.ReadFile("doc/" + file + ".md")
	if err != nil {
		panic("cli: no doc/" + file + ".md")
	}
	doc, ex, _ := strings.Cut(string(b), examplesHeading)
	for _, line := range strings.Split(ex, "\n") {
		if line = strings.TrimSpace(line); line != "" {
			examples = append(examples, line)
		}
	}
	return strings.TrimSpace(doc), examples
}

// commandHelp is the summary and examples --help shows for the command
// typed as path ("inspect", "pcm link", "" for the terminal UI).
func commandHelp(path string) (summary string, examples []string) {
	if path == "" {
		_, examples = commandDoc("linkscope")
		return "open the terminal UI", examples
	}
	table := commands()
	if sub, ok := strings.CutPrefix(path, "pcm "); ok {
		path, table = sub, pcmSubcommands()
	}
	for _, c := range table {
		if c.name == path {
			return c.summary, c.examples
		}
	}
	return "", nil
}
