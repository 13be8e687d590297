package cli

import (
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/cmdref"
)

var updateDocs = flag.Bool("update-docs", false, "rewrite docs/cli.md and docs/linkscope.1 from the command table")

// TestReferenceDocs: docs/cli.md and the man page are what the command
// table and the commands' flag sets make, so neither can drift from
// what the commands accept (go test ./cli -update-docs rewrites them).
func TestReferenceDocs(t *testing.T) {
	page, cmds := referencePage(), reference()
	for path, want := range map[string]string{
		"../docs/cli.md":      cmdref.Markdown(page, cmds),
		"../docs/linkscope.1": cmdref.Man(page, cmds),
	} {
		got, err := os.ReadFile(path)
		if string(got) == want {
			continue
		}
		if *updateDocs {
			if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		t.Errorf("%s is not what the command table makes (go test ./cli -update-docs rewrites it)", path)
	}
}

// TestManCommand: `linkscope man` prints the page docs/linkscope.1 holds.
func TestManCommand(t *testing.T) {
	out, stderr, code := run(t, "", "man")
	if code != 0 || stderr != "" || !strings.HasPrefix(out, `.\"`) || !strings.Contains(out, ".SH EXIT STATUS") {
		t.Fatalf("exit %d, %q, %.200q", code, stderr, out)
	}
	if want := cmdref.Man(referencePage(), reference()); out != want {
		t.Error("linkscope man differs from the page made from the command table")
	}
}

// TestReferenceCoversFlags: every flag a command's --help lists is in the
// reference under that command.
func TestReferenceCoversFlags(t *testing.T) {
	doc := cmdref.Markdown(referencePage(), reference())
	for _, c := range reference() {
		if c.Group {
			continue
		}
		args := append(strings.Fields(c.Path), "--help")
		help, _, _ := run(t, "", args...)
		section := doc[strings.Index(doc, "## "+strings.TrimSpace("linkscope "+c.Path)+"\n"):]
		if next := strings.Index(section[3:], "\n## "); next >= 0 {
			section = section[:next+3]
		}
		for _, m := range helpFlag.FindAllStringSubmatch(help, -1) {
			if !strings.Contains(section, "`"+m[1]) {
				t.Errorf("docs/cli.md does not list %s under %q", m[1], c.Path)
			}
		}
	}
}
