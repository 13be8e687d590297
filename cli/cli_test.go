package cli

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/batch"
	"github.com/linkscope/linkscope/internal/tsv"
)

// run runs linkscope with args and stdin, returning stdout, stderr and the
// exit status.
func run(t testing.TB, stdin string, args ...string) (string, string, int) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := Main(args, IO{In: strings.NewReader(stdin), Out: &out, Err: &errOut, Getenv: func(string) string { return "" }})
	return out.String(), errOut.String(), code
}

func readTable(t testing.TB, path string) []tsv.Row {
	return tsv.Load(t, "../testdata/"+path)
}

type openstatJSON struct {
	Found    bool     `json:"found"`
	Place    string   `json:"place"`
	Encoding string   `json:"encoding"`
	Service  string   `json:"service"`
	Campaign string   `json:"campaign"`
	Ad       string   `json:"ad"`
	Source   string   `json:"source"`
	Reason   string   `json:"reason"`
	Fields   []string `json:"fields"`
}

type inspectJSON struct {
	Input    string        `json:"input"`
	Error    string        `json:"error"`
	Openstat *openstatJSON `json:"openstat"`
}

// inspectLines runs `inspect --json` over stdin lines and decodes each
// output line, checking there is exactly one per input line.
func inspectLines(t *testing.T, lines []string) []inspectJSON {
	t.Helper()
	out, stderr, code := run(t, strings.Join(lines, "\n")+"\n", "inspect", "--json")
	if code != 0 {
		t.Fatalf("inspect --json: exit %d: %s", code, stderr)
	}
	got := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(got) != len(lines) {
		t.Fatalf("%d input lines gave %d output lines", len(lines), len(got))
	}
	recs := make([]inspectJSON, len(got))
	for i, l := range got {
		if err := json.Unmarshal([]byte(l), &recs[i]); err != nil {
			t.Fatalf("line %d is not JSON: %v\n%s", i+1, err, l)
		}
		if recs[i].Input != lines[i] {
			t.Errorf("line %d answers %q, not %q", i+1, recs[i].Input, lines[i])
		}
	}
	return recs
}

func TestInspectOpenstatVectors(t *testing.T) {
	valid := readTable(t, "openstat/valid.tsv")
	invalid := readTable(t, "openstat/invalid.tsv")
	var lines []string
	for _, r := range append(append([]tsv.Row{}, valid...), invalid...) {
		lines = append(lines, r.Get("url"))
	}
	recs := inspectLines(t, lines)
	for i, row := range valid {
		o := recs[i].Openstat
		want := openstatJSON{Found: true, Place: row.Get("place"), Encoding: row.Get("encoding"),
			Service: row.Get("service"), Campaign: row.Get("campaign"), Ad: row.Get("ad"), Source: row.Get("field_source")}
		if o == nil || o.Found != want.Found || o.Place != want.Place || o.Encoding != want.Encoding ||
			o.Service != want.Service || o.Campaign != want.Campaign || o.Ad != want.Ad || o.Source != want.Source {
			t.Errorf("%s: got %+v, want %+v", row.Name(), o, want)
		}
	}
	for i, row := range invalid {
		o := recs[len(valid)+i].Openstat
		if o == nil || o.Found || !strings.Contains(o.Reason, row.Get("reason")) {
			t.Errorf("%s: got %+v, want ignored with reason containing %q", row.Name(), o, row.Get("reason"))
		}
	}
}

// TestBuildInspectRoundTrip: `linkscope build` output, inspected, gives the
// marker back, for every valid example in both encodings and both places.
func TestBuildInspectRoundTrip(t *testing.T) {
	for _, row := range readTable(t, "openstat/valid.tsv") {
		for _, enc := range []string{"percent", "base64", "auto"} {
			for _, place := range []string{"query", "fragment"} {
				args := []string{"build", "--url", "https://shop.example/landing?id=7#top", "--service", row.Get("service"),
					"--campaign", row.Get("campaign"), "--ad", row.Get("ad"), "--source", row.Get("field_source"),
					"--encoding", enc, "--place", place}
				out, stderr, code := run(t, "", args...)
				if code != 0 {
					t.Fatalf("%s: build exit %d: %s", row.Name(), code, stderr)
				}
				rec := inspectLines(t, []string{strings.TrimSuffix(out, "\n")})[0]
				o := rec.Openstat
				if o == nil || !o.Found || o.Place != place || o.Service != row.Get("service") || o.Campaign != row.Get("campaign") ||
					o.Ad != row.Get("ad") || o.Source != row.Get("field_source") {
					t.Errorf("%s %s/%s: %s inspects as %+v", row.Name(), enc, place, out, o)
				}
			}
		}
	}
}

func TestBuildTagTable(t *testing.T) {
	for _, row := range readTable(t, "openstat/tag.tsv") {
		out, stderr, code := run(t, "", "build", "--url", row.Get("url"), "--service", row.Get("service"),
			"--campaign", row.Get("campaign"), "--ad", row.Get("ad"), "--source", row.Get("field_source"),
			"--encoding", row.Get("encoding"), "--place", row.Get("place"))
		if code != 0 || out != row.Get("want")+"\n" {
			t.Errorf("%s: exit %d, got %q, want %q (stderr %s)", row.Name(), code, out, row.Get("want"), stderr)
		}
		if note := row.Get("note"); note != "" && !strings.Contains(stderr, note) {
			t.Errorf("%s: stderr %q lacks the note %q", row.Name(), stderr, note)
		}
	}
}

// TestBuildRefuses: a bad field exits 2, names the flag and the character,
// and prints nothing on stdout.
func TestBuildRefuses(t *testing.T) {
	for _, row := range readTable(t, "openstat/field_errors.tsv") {
		args := []string{"build", "--url", "http://example.org/", "--service", "s"}
		args = append(args, "--"+row.Get("field"), row.Get("value"))
		out, stderr, code := run(t, "", args...)
		if code != 2 || out != "" {
			t.Errorf("%s: exit %d, stdout %q; want 2 and nothing", row.Name(), code, out)
		}
		if want := "--" + row.Get("error"); !strings.Contains(stderr, want) {
			t.Errorf("%s: stderr %q lacks %q", row.Name(), stderr, want)
		}
	}
}

func TestFlagsAnywhere(t *testing.T) {
	const u = "http://a/?_openstat=a;b;c;d"
	before, _, _ := run(t, "", "inspect", "--json", u)
	after, _, _ := run(t, "", "inspect", u, "--json")
	if before != after || !strings.HasPrefix(before, "{") {
		t.Errorf("flag after the URL: %q vs %q", after, before)
	}
	out, _, code := run(t, "", "inspect", "--json", "--", "-not-a-flag")
	if code != 0 || !strings.Contains(out, `"input":"-not-a-flag"`) {
		t.Errorf("-- did not end the flags: exit %d, %q", code, out)
	}
}

func TestUsageAndVersion(t *testing.T) {
	cases := []struct {
		args []string
		code int
		in   string // what stdout or stderr must hold
	}{
		{nil, 2, "not a terminal"},
		{[]string{"--help"}, 0, "Usage:"},
		{[]string{"--version"}, 0, "linkscope " + Version},
		{[]string{"inspect", "--help"}, 0, "Usage: linkscope inspect"},
		{[]string{"build", "--help"}, 0, "--encoding"},
		{[]string{"inspect", "--bogus"}, 2, "unknown flag --bogus"},
		{[]string{"build", "--url", "http://x/", "--service", "s", "--encoding", "rot13"}, 2, "unknown encoding"},
		{[]string{"--bogus"}, 2, "unknown flag"},
	}
	for _, c := range cases {
		out, stderr, code := run(t, "", c.args...)
		if n := strings.Count(out, "Usage:"); n > 1 {
			t.Errorf("%q: usage printed %d times", c.args, n)
		}
		if code != c.code || !strings.Contains(out+stderr, c.in) {
			t.Errorf("%q: exit %d, output %q; want %d and %q", c.args, code, out+stderr, c.code, c.in)
		}
	}
}

// TestBatchLineAlignment: every input line gets exactly one output line,
// bad ones included, in plain and JSON output, with CRLF and a BOM.
func TestBatchLineAlignment(t *testing.T) {
	in := "\uFEFFhttp://a/?_openstat=a;b;c;d\r\n\r\nnot a url\n \nhttp://b/#_openstat=x\n" + strings.Repeat("x", batch.MaxLine+10) + "\nhttp://c/"
	for _, args := range [][]string{{"inspect"}, {"inspect", "--json"}} {
		out, stderr, code := run(t, in, args...)
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if code != 0 || len(lines) != 7 {
			t.Fatalf("%v: exit %d, %d output lines for 7 input lines\n%s", args, code, len(lines), stderr)
		}
		if !strings.Contains(lines[5], "longer than 1 MiB") && args[len(args)-1] == "--json" {
			t.Errorf("overlong line record: %.200s", lines[5])
		}
		if !strings.Contains(lines[6], "http://c/") {
			t.Errorf("the line after an overlong one is %.100q", lines[6])
		}
	}
	_, stderr, _ := run(t, in, "inspect")
	if !strings.Contains(stderr, "line 2: empty line") || !strings.Contains(stderr, "line 6: line longer than 1 MiB") {
		t.Errorf("plain mode stderr does not name the bad lines: %q", stderr)
	}
}
