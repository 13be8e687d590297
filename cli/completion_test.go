package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/inspect"
)

var helpFlag = regexp.MustCompile(`(?m)^  (--[a-z0-9-]+)`)

// TestCompletionCoversEveryCommandAndFlag: each script names every command
// of the command table, every pcm subcommand, and every flag each one's
// --help lists, so no command or flag can be missing from completion.
func TestCompletionCoversEveryCommandAndFlag(t *testing.T) {
	paths := [][]string{{}}
	for _, c := range commands() {
		if c.name == "pcm" {
			for _, sub := range pcmSubcommands() {
				paths = append(paths, []string{"pcm", sub.name})
			}
			continue
		}
		paths = append(paths, []string{c.name})
	}
	for _, shell := range shells {
		script, stderr, code := run(t, "", "completion", shell)
		if code != 0 || stderr != "" {
			t.Fatalf("completion %s: exit %d: %s", shell, code, stderr)
		}
		for _, p := range paths {
			for _, w := range p {
				if !strings.Contains(script, w) {
					t.Errorf("%s script lacks the command %q", shell, w)
				}
			}
			help, _, _ := run(t, "", append(append([]string{}, p...), "--help")...)
			if len(p) == 0 {
				help, _, _ = run(t, "", "--theme", "dark", "--help") // the UI's own flags
			}
			for _, m := range helpFlag.FindAllStringSubmatch(help, -1) {
				if !strings.Contains(script, m[1]) && !(shell == "fish" && strings.Contains(script, "-l "+m[1][2:]+" ")) {
					t.Errorf("%s script lacks %s of %q", shell, m[1], p)
				}
			}
		}
	}
}

// TestBashCompletionCompletes sources the bash script and asks it what a
// user would: commands, subcommands, flags, and the values of a flag.
func TestBashCompletionCompletes(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	script, _, _ := run(t, "", "completion", "bash")
	cases := []struct{ words, want string }{
		{"linkscope ''", topLevelWords()},
		{"linkscope pcm ''", "link trigger report parse --help"},
		{"linkscope normalize --rules us", "usual"},
		{"linkscope normalize --rules safe,remove-f", "safe,remove-fragment"},
		{"linkscope pcm report --version ''", "1 3"},
		{"linkscope --theme ''", "light dark"},
		{"linkscope build --enc", "--encoding"},
		{"linkscope completion ''", "bash zsh fish --help"},
	}
	for _, c := range cases {
		prog := script + "\nCOMP_WORDS=(" + c.words + "); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _linkscope; echo \"${COMPREPLY[*]}\"\n"
		out, err := exec.Command("bash", "-c", prog).CombinedOutput()
		if err != nil || strings.TrimSpace(string(out)) != c.want {
			t.Errorf("%s: got %q (%v), want %q", c.words, out, err, c.want)
		}
	}
}

// TestCompletionScriptsParse: each shell that is installed reads its
// script without a syntax error.
func TestCompletionScriptsParse(t *testing.T) {
	for _, shell := range shells {
		if _, err := exec.LookPath(shell); err != nil {
			continue
		}
		script, _, _ := run(t, "", "completion", shell)
		cmd := exec.Command(shell, "-n")
		cmd.Stdin = strings.NewReader(script)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("%s -n: %v: %s", shell, err, out)
		}
	}
}

// TestFishCompletionCompletes asks fish's own completer, when fish is
// installed.
func TestFishCompletionCompletes(t *testing.T) {
	if _, err := exec.LookPath("fish"); err != nil {
		t.Skip("no fish")
	}
	script, _, _ := run(t, "", "completion", "fish")
	file := t.TempDir() + "/linkscope.fish"
	if err := os.WriteFile(file, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct{ line, want string }{
		{"linkscope normalize --rules us", "usual"},
		{"linkscope pcm ", "link parse report trigger"},
		{"linkscope sb --host-rule ", "v4 v5"},
	}
	for _, c := range cases {
		out, err := exec.Command("fish", "-c", "source "+file+"; complete -C '"+c.line+"'").CombinedOutput()
		var got []string
		for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			word, _, _ := strings.Cut(l, "\t")
			got = append(got, word)
		}
		if err != nil || strings.Join(got, " ") != c.want {
			t.Errorf("%s: got %q (%v), want %q", c.line, out, err, c.want)
		}
	}
}

// TestZshCompletionCompletes runs the zsh function with the completion
// system's builtins stubbed to print what they are given, when zsh is
// installed.
func TestZshCompletionCompletes(t *testing.T) {
	if _, err := exec.LookPath("zsh"); err != nil {
		t.Skip("no zsh")
	}
	script, _, _ := run(t, "", "completion", "zsh")
	script = strings.TrimSuffix(script, "_linkscope \"$@\"\n") // define, do not run
	stubs := `
compadd() { shift; print -r -- "compadd $*"; }
_describe() { print -r -- "describe ${(j: :)${(@)${(P)4}%%:*}}"; }
_values() { shift 3; print -r -- "values $*"; }
_files() { print files; }
_message() { print -r -- "message"; }
`
	cases := []struct{ words, want string }{
		{"linkscope ''", "describe " + topLevelWords()},
		{"linkscope pcm ''", "describe link trigger report parse --help"},
		{"linkscope sb --host-rule ''", "compadd v5 v4"},
		{"linkscope inspect --fields ''", "values " + strings.Join(inspect.SectionNames(), " ")},
		{"linkscope qr --png ''", "files"},
		{"linkscope build --url ''", "message"},
	}
	for _, c := range cases {
		prog := script + stubs + "words=(" + c.words + "); CURRENT=${#words}; _linkscope\n"
		out, err := exec.Command("zsh", "-c", prog).CombinedOutput()
		if err != nil || strings.TrimSpace(string(out)) != c.want {
			t.Errorf("%s: got %q (%v), want %q", c.words, out, err, c.want)
		}
	}
}

// topLevelWords are what completing the first word offers: every command
// of the table, then the top-level flags.
func topLevelWords() string {
	var names []string
	for _, c := range commands() {
		names = append(names, c.name)
	}
	return strings.Join(names, " ") + " --allow-private --conventions --theme --tracking-rules --help --version"
}

// TestTemplateCompletion: after --template, bash offers the template names
// of the conventions file build would read, not file names. A linkscope
// on PATH answers; here it is this package's command line, built.
func TestTemplateCompletion(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	bin := t.TempDir()
	build := exec.Command("go", "build", "-o", filepath.Join(bin, "linkscope"), "..")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v: %s", err, out)
	}
	work := t.TempDir()
	conv := "templates:\n  spring-email: {utm_source: newsletter}\n  summer-cpc: {utm_medium: cpc}\n"
	if err := os.WriteFile(filepath.Join(work, "linkscope.yaml"), []byte(conv), 0o644); err != nil {
		t.Fatal(err)
	}
	script, _, _ := run(t, "", "completion", "bash")
	prog := script + "\nCOMP_WORDS=(linkscope build --template s); COMP_CWORD=3; _linkscope; echo \"${COMPREPLY[*]}\"\n"
	cmd := exec.Command("bash", "-c", prog)
	cmd.Dir = work
	cmd.Env = append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"), "LINKSCOPE_CONFIG_DIR="+t.TempDir())
	out, err := cmd.CombinedOutput()
	if got := strings.TrimSpace(string(out)); err != nil || got != "spring-email summer-cpc" {
		t.Errorf("got %q (%v), want the file's templates", got, err)
	}
}
