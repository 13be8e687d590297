package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// hostileSuffix is added to a valid value: every kind of sequence that
// must not reach a terminal raw (a clipboard write, a screen clear, a C1
// CSI, a right-to-left override, a zero-width space, a title change).
const hostileSuffix = "\x1b]52;c;ZWNobyBoaQ==\x07\x1b[2J\u009b31m\u202eabc\u200b\x1b]0;pwned\x07\u2066\ufeff\u200e\u2028\u061c\u00ad\xff"

// hostileEncoded is hostileSuffix's kinds percent-encoded, as a link
// carries them to a decoder: ESC ]0 … BEL, U+202E, U+200B, U+009B, CR LF,
// U+2066, U+FEFF, U+2028, invalid UTF-8.
const hostileEncoded = "%1B%5D0;pwned%07%E2%80%AE%E2%80%8B%C2%9B%0D%0A%E2%81%A6%EF%BB%BF%E2%80%A8%FF"

// TestHostileEveryOutput: every command, run validly, then with each
// free-text flag value and each argument replaced by hostile text or
// given hostile text after its own value, writes nothing raw to stdout
// or stderr. (pcm link wrote ESC ]52, CSI, U+009B and U+202E raw from
// --text.) A command without a row in valid_runs.tsv fails the test.
func TestHostileEveryOutput(t *testing.T) {
	files := writeHostileInputs(t)
	covered := map[string]bool{"pcm": true} // pcm only groups its subcommands
	free := freeTextFlags()
	configDir := t.TempDir()
	for _, r := range readTable(t, "cli/valid_runs.tsv") {
		env := map[string]string{"LINKSCOPE_CONFIG_DIR": configDir}
		for _, kv := range strings.Fields(r.Get("env")) {
			k, v, _ := strings.Cut(kv, "=")
			env[k] = v
		}
		run := func(t *testing.T, stdin string, args ...string) (string, string, int) {
			var out, errOut bytes.Buffer
			code := Main(args, IO{In: strings.NewReader(stdin), Out: &out, Err: &errOut, Getenv: func(k string) string { return env[k] }})
			return out.String(), errOut.String(), code
		}
		args := strings.Split(r.Get("args"), "|")
		for i, a := range args {
			if f, ok := files[a]; ok {
				args[i] = f
			}
		}
		path := commandPath(args)
		covered[path] = true
		stdin := r.Get("stdin")
		if _, stderr, code := run(t, stdin, args...); code != 0 && !strings.HasPrefix(path, "follow") {
			t.Errorf("%s: the valid run exits %d: %s", r.Name(), code, stderr)
		}
		flags := map[string]bool{}
		for f := range free[path] {
			flags[f] = !strings.Contains(" "+r.Get("keep")+" ", " "+f+" ")
		}
		for _, variant := range hostileVariants(args, flags) {
			out, stderr, _ := run(t, stdin, variant...)
			checkTerminalSafe(t, r.Name()+" "+strings.Join(variant, " ")+" stdout", out)
			checkTerminalSafe(t, r.Name()+" "+strings.Join(variant, " ")+" stderr", stderr)
		}
		if stdin != "" {
			in := stdin + "https://a.example/?q=" + hostileSuffix + "\n" + hostileText + "\n" +
				"https://a.example/" + hostileEncoded + "?q=" + hostileEncoded + "&" + hostileEncoded + "=v#" + hostileEncoded + "\n"
			out, stderr, _ := run(t, in, args...)
			checkTerminalSafe(t, r.Name()+" hostile stdin stdout", out)
			checkTerminalSafe(t, r.Name()+" hostile stdin stderr", stderr)
		}
	}
	for _, spec := range reference() {
		if !covered[spec.Path] {
			t.Errorf("command %q has no valid run in testdata/cli/valid_runs.tsv", spec.Path)
		}
	}
}

// commandPath is the command a run's arguments select: "" (the UI's
// entry), "inspect", "pcm link".
func commandPath(args []string) string {
	for _, c := range commands() {
		if c.name != args[0] {
			continue
		}
		if c.name == "pcm" && len(args) > 1 {
			return "pcm " + args[1]
		}
		return c.name
	}
	return ""
}

// freeTextFlags are each command's flags that take free text: not a
// file, not a number, not one of a closed set of values.
func freeTextFlags() map[string]map[string]bool {
	out := map[string]map[string]bool{}
	for _, spec := range reference() {
		out[spec.Path] = map[string]bool{}
		for _, f := range spec.Flags {
			if f.TakesValue && len(f.Values) == 0 && !f.Files && f.Kind != "N" && f.Kind != "DURATION" {
				out[spec.Path]["--"+f.Name] = true
			}
		}
	}
	return out
}

// hostileVariants are args with one value at a time made hostile: each
// free-text flag's value and each positional argument that is no file,
// replaced by hostileText and followed by hostileSuffix.
func hostileVariants(args []string, free map[string]bool) [][]string {
	var out [][]string
	with := func(i int, v string) {
		variant := append([]string(nil), args...)
		variant[i] = v
		out = append(out, variant)
	}
	words := 1
	if commandPath(args) != "" {
		words = len(strings.Fields(commandPath(args)))
	} else {
		words = 0
	}
	for i := words; i < len(args); i++ {
		a := args[i]
		switch {
		case strings.HasPrefix(a, "--"):
			if free[a] && i+1 < len(args) {
				with(i+1, hostileText)
				with(i+1, args[i+1]+hostileSuffix)
				with(i+1, args[i+1]+hostileEncoded)
				i++
			} else if !isBoolArg(a) && i+1 < len(args) {
				// a file, a number, a closed set, or a value kept
				i++
			}
		case filepath.IsAbs(a):
		default:
			with(i, hostileText)
			with(i, a+hostileSuffix)
			with(i, a+hostileEncoded)
		}
	}
	return out
}

// isBoolArg: the flags of the valid runs that take no value.
func isBoolArg(a string) bool {
	switch a {
	case "--json", "--csv", "--steps", "--all", "--bare", "--strict", "--preview", "--light", "--no-unwrap", "--ignore-tracking", "--allow-private", "--quiet", "--progress",
		"--fix":
		return true
	}
	return false
}

// writeHostileInputs writes the files the valid runs name, each holding
// hostile text where a value stands: a conventions file (escapes YAML
// reads as ESC and U+202E), a history, a text with links.
func writeHostileInputs(t *testing.T) map[string]string {
	dir := t.TempDir()
	files := map[string]string{
		"CONV": "templates:\n  spring:\n    utm_source: news\n    utm_medium: email\n" +
			"  \"x\\e]0;pwned\\a\":\n    utm_source: \"news\\e]52;c;ZWNo\\a\\e[2J\\u202eabc\"\n" +
			"fields:\n  utm_source:\n    hint: \"\\e]52;c;ZWNo\\a hint \\u202e\"\n    allowed: [\"news\\e]52;c;ZWNo\\a\\e[2J\\u202eabc\", news, x]\n",
		"HIST": `{"time":"2026-11-01T10:00:00Z","fields":{"utm_source":"\u001b]52;c;ZWNobyBoaQ==\u0007"},"template":"\u001b[2J","link":"https://a.example/\u202e\u001b]0;pwned\u0007"}` + "\n",
		"TEXT": "see " + hostileText + " and <a href=\"https://b.example/\x1b[2J\">\u202eb</a>\n",
	}
	out := map[string]string{}
	for name, text := range files {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		out[name] = path
	}
	out["BOOK"], out["OUT"] = hostileWorkbook(t, dir), filepath.Join(dir, "out.xlsx")
	return out
}

// hostileWorkbook is a workbook whose every row builds, a note column
// holding hostile text (BOOK in the valid runs; OUT is where they write).
func hostileWorkbook(t *testing.T, dir string) string {
	f := excelize.NewFile()
	defer f.Close()
	f.SetSheetRow("Sheet1", "A1", &[]any{"Website URL", "Campaign Source", "Campaign Medium", "Campaign Name", "Notes"})
	f.SetSheetRow("Sheet1", "A2", &[]any{"https://a.example/", "google", "cpc", "spring", hostileText})
	path := filepath.Join(dir, "book.xlsx")
	if err := f.SaveAs(path); err != nil {
		t.Fatal(err)
	}
	return path
}
