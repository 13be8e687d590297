package cli

import (
	"strconv"
	"strings"
	"testing"
)

// TestUsageVoice: every usage problem is one line on stderr, naming its
// command once and pointing to its --help, with exit status 2; refusals of
// values say which character and where, in the units docs/cli.md names.
func TestUsageVoice(t *testing.T) {
	for _, r := range readTable(t, "cli/usage.tsv") {
		args := strings.Split(r.Get("args"), "|")
		out, stderr, code := run(t, "", args...)
		if want := r.Get("exit"); want != strconv.Itoa(code) {
			t.Errorf("%s: %q: exit %d, want %s (stderr %q)", r.Name(), args, code, want, stderr)
		}
		if want, ok := r.Lookup("stdout"); ok && strings.TrimSuffix(out, "\n") != want {
			t.Errorf("%s: %q: stdout %q, want %q", r.Name(), args, out, want)
		}
		if got := strings.TrimSuffix(stderr, "\n"); got != r.Get("stderr") {
			t.Errorf("%s: %q: stderr\n got %q\nwant %q", r.Name(), args, got, r.Get("stderr"))
		}
	}
}

// TestHelpWritesDoubleDashes: every command's --help goes to stdout, exit
// 0, and writes its flags as docs/cli.md does (--flag, never -flag).
func TestHelpWritesDoubleDashes(t *testing.T) {
	for _, spec := range reference() {
		path := strings.Fields(spec.Path)
		out, stderr, code := run(t, "", append(path, "--help")...)
		if code != 0 || stderr != "" || !strings.Contains(out, "Usage:") {
			t.Errorf("%q --help: exit %d, stderr %q, stdout %.60q", path, code, stderr, out)
		}
		for _, line := range strings.Split(out, "\n") {
			if f := strings.TrimSpace(line); strings.HasPrefix(f, "-") && !strings.HasPrefix(f, "--") {
				t.Errorf("%q --help writes a single-dash flag: %q", path, line)
			}
		}
	}
}

// TestChooseTheme: --theme, else LINKSCOPE_THEME, else detection; any
// other value is a usage error naming where it came from.
func TestChooseTheme(t *testing.T) {
	for _, r := range readTable(t, "cli/theme.tsv") {
		env := r.Get("env")
		got, err := chooseTheme(r.Get("flag"), func(k string) string {
			if k == themeEnv {
				return env
			}
			return ""
		})
		wantErr := r.Get("error")
		switch {
		case wantErr != "":
			if err == nil || err.Error() != wantErr {
				t.Errorf("%s: error %v, want %q", r.Name(), err, wantErr)
			}
		case err != nil:
			t.Errorf("%s: %v", r.Name(), err)
		case got != r.Get("theme"):
			t.Errorf("%s: theme %q, want %q", r.Name(), got, r.Get("theme"))
		}
	}
}

// TestHelpCommand: `linkscope help CMD` prints what `linkscope CMD
// --help` prints, exit 0; `help` alone the general usage.
func TestHelpCommand(t *testing.T) {
	for _, c := range commands() {
		got, gotErr, code := run(t, "", "help", c.name)
		want, _, _ := run(t, "", c.name, "--help")
		if code != 0 || got != want || gotErr != "" || !strings.HasPrefix(got, "Usage: linkscope "+c.name) {
			t.Errorf("help %s: exit %d, stdout %q (stderr %q); want %q", c.name, code, got, gotErr, want)
		}
	}
	general, _, code := run(t, "", "help")
	if want, _, _ := run(t, "", "--help"); code != 0 || general != want {
		t.Errorf("help: exit %d, %q; want --help's %q", code, general, want)
	}
}
