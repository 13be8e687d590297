package cli

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/whatwg"
	"github.com/linkscope/linkscope/internal/tsv"
)

// TestBrowserTables runs the tables of the browser reading through the
// commands: args (split on spaces, each cell part unescaped), stdin, the
// exact stdout and stderr, and the exit status.
func TestBrowserTables(t *testing.T) {
	for _, table := range []string{"browser/cli.tsv", "browser/normalize.tsv", "browser/compare.tsv"} {
		for _, r := range readTable(t, table) {
			t.Run(r.Name(), func(t *testing.T) {
				args := tableArgs(r.Raw("args"))
				stdin, _ := r.Optional("stdin")
				out, stderr, code := run(t, stdin, args...)
				wantErr, _ := r.Optional("stderr")
				if out != r.Get("stdout") || stderr != wantErr || strconv.Itoa(code) != r.Get("exit") {
					t.Errorf("%q\n got exit %d, stdout %q\n stderr %q\nwant exit %s, stdout %q\n stderr %q",
						args, code, out, stderr, r.Get("exit"), r.Get("stdout"), wantErr)
				}
			})
		}
	}
}

// tableArgs splits a raw args cell on spaces and unescapes each part, so
// a part can hold a backslash (\\), a space (\u0020) or a tab (\t).
func tableArgs(raw string) []string {
	var args []string
	for _, a := range strings.Fields(raw) {
		args = append(args, tsv.Unescape(a))
	}
	return args
}

// browserRecord is the part of a `browser --json` record the URL tests
// compare.
type browserRecord struct {
	Input    string  `json:"input"`
	Href     *string `json:"href"`
	Origin   *string `json:"origin"`
	Protocol *string `json:"protocol"`
	Username *string `json:"username"`
	Password *string `json:"password"`
	Host     *string `json:"host"`
	Hostname *string `json:"hostname"`
	Port     *string `json:"port"`
	Pathname *string `json:"pathname"`
	Search   *string `json:"search"`
	Hash     *string `json:"hash"`
	Failure  *string `json:"failure"`
}

// TestBrowserURLTestData runs every row of web-platform-tests
// urltestdata (testdata/whatwg/urltestdata.tsv) that a command line can
// carry through `linkscope browser --json`: as an argument, or on stdin
// when the input holds a NUL byte, which no argument can. The two rows
// that hold both a NUL and a newline fit neither (stdin's line ends at
// the newline) and are counted as skipped.
func TestBrowserURLTestData(t *testing.T) {
	rows := tsv.Load(t, "../testdata/whatwg/urltestdata.tsv")
	ran, viaStdin, skipped := 0, 0, 0
	for _, r := range rows {
		input := r.Get("input")
		args := []string{"browser", "--json"}
		if base, ok := r.Lookup("base"); ok {
			args = append(args, "--base", base)
		}
		var out, stderr string
		var code int
		switch {
		case !strings.ContainsRune(input, 0):
			out, stderr, code = run(t, "", append(args, "--", input)...)
		case !strings.Contains(input, "\n") && !strings.HasSuffix(input, "\r"):
			out, stderr, code = run(t, input+"\n", args...)
			viaStdin++
		default:
			skipped++
			continue
		}
		ran++
		checkURLTestRow(t, r, out, stderr, code)
	}
	t.Logf("urltestdata through the command: %d of %d rows (%d on stdin), %d skipped", ran, len(rows), viaStdin, skipped)
	if skipped != 2 {
		t.Errorf("%d rows skipped, want the 2 with a NUL and a newline", skipped)
	}
}

func checkURLTestRow(t *testing.T, r tsv.Row, out, stderr string, code int) {
	t.Helper()
	input := r.Get("input")
	base, hasBase := r.Lookup("base")
	if _, err := whatwg.Parse(base, nil); hasBase && err != nil {
		if r.Get("failure") != "true" || code != 2 || !strings.Contains(stderr, "--base: URL failure") {
			t.Errorf("%s: base %q: want a usage error, got exit %d %q", r.Name(), base, code, stderr)
		}
		return
	}
	var rec browserRecord
	if code != 0 || json.Unmarshal([]byte(out), &rec) != nil || strings.Count(out, "\n") != 1 {
		t.Fatalf("%s: exit %d, stdout %q, stderr %q", r.Name(), code, out, stderr)
	}
	if rec.Input != input {
		t.Errorf("%s: record of %q, not %q", r.Name(), rec.Input, input)
	}
	if r.Get("failure") == "true" {
		if rec.Failure == nil || rec.Href != nil {
			t.Errorf("%s: %q: want failure, got href %v", r.Name(), input, deref(rec.Href))
		}
		return
	}
	if rec.Failure != nil {
		t.Errorf("%s: %q: failure %q, want href %q", r.Name(), input, *rec.Failure, r.Get("href"))
		return
	}
	for _, a := range []struct {
		name string
		got  *string
	}{
		{"href", rec.Href}, {"origin", rec.Origin}, {"protocol", rec.Protocol}, {"username", rec.Username},
		{"password", rec.Password}, {"host", rec.Host}, {"hostname", rec.Hostname}, {"port", rec.Port},
		{"pathname", rec.Pathname}, {"search", rec.Search}, {"hash", rec.Hash},
	} {
		if want, defined := r.Lookup(a.name); defined && deref(a.got) != want {
			t.Errorf("%s: %q: %s = %q, want %q", r.Name(), input, a.name, deref(a.got), want)
		}
	}
}

func deref(s *string) string {
	if s == nil {
		return "<null>"
	}
	return *s
}

// FuzzRulesChoice: any --rules value is read or refused with a position
// inside it, never a panic; "browser" is chosen only alone.
func FuzzRulesChoice(f *testing.F) {
	for _, s := range []string{"browser", " browser ", "safe,browser", "browser,", "usual", "bowser", "", ",,", "add-www,remove-www"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, spec string) {
		c, err := parseRulesChoice(spec)
		if err != nil {
			f, ok := finding.From(err)
			if !ok || f.Pos > utf8.RuneCountInString(spec)+1 {
				t.Fatalf("%q: %v", spec, err)
			}
			return
		}
		if c.browser && strings.TrimSpace(spec) != "browser" {
			t.Fatalf("%q read as browser", spec)
		}
	})
}
