package cli

import (
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

const exampleConventions = "../testdata/conventions/example.yaml"

// hermetic keeps a user's own conventions file out of a test.
func hermetic(t *testing.T) {
	t.Helper()
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("HOME", t.TempDir())
}

func TestBuildURLMustBeAbsolute(t *testing.T) {
	hermetic(t)
	for _, r := range readTable(t, "build/url.tsv") {
		out, stderr, code := run(t, "", "build", "--url", r.Get("url"), "--service", "x")
		if want := r.Get("exit"); want != string(rune('0'+code)) {
			t.Errorf("%s: exit %d, want %s (%s)", r.Name(), code, want, stderr)
		}
		if !strings.Contains(stderr, r.Get("stderr")) {
			t.Errorf("%s: stderr %q, want %q", r.Name(), stderr, r.Get("stderr"))
		}
		if code != 0 && out != "" {
			t.Errorf("%s: refused, yet stdout %q", r.Name(), out)
		}
	}
}

func TestBuildCSVConventionsAndInjection(t *testing.T) {
	hermetic(t)
	for _, r := range readTable(t, "build/csv.tsv") {
		var in strings.Builder
		w := csv.NewWriter(&in)
		w.Write([]string{"url", "service", "utm_source", "note"})
		w.Write([]string{r.Get("url"), r.Get("service"), r.Get("utm_source"), r.Get("note")})
		w.Flush()
		args := []string{"build", "--csv", "-", "--conventions", exampleConventions}
		if r.Get("strict") == "yes" {
			args = append(args, "--strict")
		}
		out, stderr, code := run(t, in.String(), args...)
		recs, err := csv.NewReader(strings.NewReader(out)).ReadAll()
		if err != nil || len(recs) != 2 {
			t.Errorf("%s: %d records, %v (exit %d, %s)", r.Name(), len(recs), err, code, stderr)
			continue
		}
		got := recs[1]
		if got[4] != r.Get("tagged_url") {
			t.Errorf("%s: tagged_url %q, want %q", r.Name(), got[4], r.Get("tagged_url"))
		}
		if want := r.Get("error"); want == "" && got[5] != "" || !strings.Contains(got[5], want) {
			t.Errorf("%s: error %q, want %q", r.Name(), got[5], want)
		}
		if got[3] != r.Get("note_out") {
			t.Errorf("%s: note cell %q, want %q", r.Name(), got[3], r.Get("note_out"))
		}
		if want, ok := r.Lookup("conventions"); ok && !strings.Contains(got[7], want) {
			t.Errorf("%s: conventions %q, want %q", r.Name(), got[7], want)
		}
		if (r.Get("tagged_url") == "") != (code == 2) {
			t.Errorf("%s: exit %d (2 when the row is refused)", r.Name(), code)
		}
	}
}

func TestBuildTemplate(t *testing.T) {
	hermetic(t)
	out, stderr, code := run(t, "", "build", "--url", "https://shop.example/", "--conventions", exampleConventions,
		"--template", "spring-email", "--utm-campaign", "2026-04_may")
	if code != 0 || strings.TrimSpace(out) != "https://shop.example/?utm_source=newsletter&utm_medium=email&utm_campaign=2026-04_may" {
		t.Errorf("template: %q, %q, exit %d", out, stderr, code)
	}
	if strings.Contains(stderr, "conventions:") {
		t.Errorf("a clean template gave findings: %q", stderr)
	}
	_, stderr, code = run(t, "", "build", "--url", "https://shop.example/", "--conventions", exampleConventions, "--template", "nope")
	if code != 2 || !strings.Contains(stderr, "spring-email, yandex-direct") {
		t.Errorf("unknown template: %q, exit %d", stderr, code)
	}
	out, stderr, code = run(t, "", "build", "--url", "https://shop.example/", "--conventions", exampleConventions,
		"--template", "spring-email", "--utm-source", "FB", "--strict")
	if code != 2 || out != "" || !strings.Contains(stderr, `did you mean "facebook"?`) {
		t.Errorf("strict: %q, %q, exit %d", out, stderr, code)
	}
	out, _, _ = run(t, "", "build", "--url", "https://shop.example/", "--conventions", exampleConventions,
		"--template", "spring-email", "--utm-source", "FB", "--json")
	var obj struct {
		Conventions []map[string]any `json:"conventions"`
	}
	if err := json.Unmarshal([]byte(out), &obj); err != nil || len(obj.Conventions) == 0 || obj.Conventions[0]["suggestion"] != "facebook" {
		t.Errorf("build --json conventions: %q, %v", out, err)
	}
}

func TestInspectConventionsJSON(t *testing.T) {
	hermetic(t)
	out, _, code := run(t, "", "inspect", "--json", "--fields", "conventions", "--conventions", exampleConventions,
		"https://shop.example/?utm_source=Facebook&utm_medium=cpc&utm_campaign=2026-03_x")
	want := `{"input":"https://shop.example/?utm_source=Facebook&utm_medium=cpc&utm_campaign=2026-03_x","conventions":[{"rule":"alias","field":"utm_source","value":"Facebook","pos":33,"suggestion":"facebook"}],"cut":[]}`
	if code != 0 || strings.TrimSpace(out) != want {
		t.Errorf("got %s", out)
	}
	out, _, _ = run(t, "", "inspect", "--json", "--fields", "conventions", "https://shop.example/")
	if !strings.Contains(out, `"conventions":[]`) {
		t.Errorf("no findings: %s", out)
	}
}

func TestConventionsCheck(t *testing.T) {
	out, _, code := run(t, "", "conventions", "check", exampleConventions)
	if code != 0 || !strings.Contains(out, "valid; 4 field(s), 2 template(s)") || !strings.Contains(out, `alias: "fb" becomes "facebook"`) {
		t.Errorf("exit %d: %s", code, out)
	}
	_, stderr, code := run(t, "", "conventions", "check", "../testdata/conventions/nonexistent.yaml")
	if code != 2 || stderr == "" {
		t.Errorf("missing file: exit %d, %q", code, stderr)
	}
	out, _, code = run(t, "", "conventions", "check", "../testdata/audit/brands.yaml")
	if code != 0 || !strings.Contains(out, "brands: paypal.com\n") {
		t.Errorf("brands: exit %d: %s", code, out)
	}
	// A spaces setting and an alias holding ESC are quoted escaped once
	// (they were "\\x1b", escaped and then quoted by Go).
	path := filepath.Join(t.TempDir(), "esc.yaml")
	yaml := "fields:\n  utm_source:\n    spaces: \"\\e\"\n    allowed: [x]\n    aliases: {\"y\\e\": x}\n"
	if err := os.WriteFile(path, []byte(yaml), 0o600); err != nil {
		t.Fatal(err)
	}
	out, _, code = run(t, "", "conventions", "check", path)
	for _, want := range []string{`spaces: replaced with "\x1b"`, `alias: "y\x1b" becomes "x"`} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("exit %d: want %s in %s", code, want, out)
		}
	}
}

func TestHistoryExport(t *testing.T) {
	hermetic(t)
	const file = "../testdata/history/corrupt.jsonl"
	out, stderr, code := run(t, "", "history", "--json", "--file", file)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 2 || strings.Count(stderr, "notice:") != 3 {
		t.Fatalf("exit %d, %d lines, stderr %q", code, len(lines), stderr)
	}
	var rec struct {
		Time, Template, Link string
		Fields               map[string]string
	}
	if err := json.Unmarshal([]byte(lines[0]), &rec); err != nil || rec.Template != "spring-email" || rec.Fields["utm_source"] != "newsletter" {
		t.Errorf("%s: %v", lines[0], err)
	}
	out, _, _ = run(t, "", "history", "--csv", "--file", file)
	recs, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil || len(recs) != 3 || recs[0][2] != "link" || recs[1][3] != "newsletter" {
		t.Errorf("csv: %v %q", err, out)
	}
	out, _, code = run(t, "", "history")
	if code != 0 || out != "" {
		t.Errorf("empty history: %q, exit %d", out, code)
	}
}

// TestBuildCSVTemplateOnly: a CSV of links and a template is enough.
func TestBuildCSVTemplateOnly(t *testing.T) {
	hermetic(t)
	out, stderr, code := run(t, "url\nhttps://shop.example/a\n", "build", "--csv", "-", "--conventions", exampleConventions, "--template", "spring-email")
	want := "url,tagged_url,error,lints,conventions,duplicate_of,ga4_channel\nhttps://shop.example/a,https://shop.example/a?utm_source=newsletter&utm_medium=email&utm_campaign=2026-03_spring,,,,,Email\n"
	if code != 0 || out != want {
		t.Errorf("exit %d, %q\n got %q\nwant %q", code, stderr, out, want)
	}
}

// TestBuildPlatform: placeholders are kept as written and checked per
// platform; --as writes a platform field, --preview fills them; build
// checks the link it produces (UTM parameters already in --url count).
func TestBuildPlatform(t *testing.T) {
	hermetic(t)
	for _, r := range readTable(t, "build/platform.tsv") {
		t.Run(r.Name(), func(t *testing.T) {
			var args []string
			for _, a := range strings.Fields(r.Raw("args")) {
				args = append(args, strings.ReplaceAll(a, `\x20`, " "))
			}
			out, stderr, code := run(t, "", append([]string{"build"}, args...)...)
			if want := r.Get("exit"); strconv.Itoa(code) != want {
				t.Errorf("exit %d, want %s: %s", code, want, stderr)
			}
			if want := r.Get("stdout"); out != want {
				t.Errorf("stdout %q, want %q", out, want)
			}
			wantErr, ok := r.Lookup("stderr")
			if !ok && stderr != "" {
				t.Errorf("stderr %q, want none", stderr)
			}
			for _, w := range strings.Split(wantErr, "|") {
				if ok && !strings.Contains(stderr, w) {
					t.Errorf("stderr %q lacks %q", stderr, w)
				}
			}
		})
	}
}

// TestHistoryFolded: the plain export lists each link once, with how often
// and since when, as the History view does; --json keeps every record.
func TestHistoryFolded(t *testing.T) {
	hermetic(t)
	file := filepath.Join(t.TempDir(), "history.jsonl")
	recs := `{"time":"2026-11-01T10:00:00Z","fields":{},"template":"","link":"https://a.example/?utm_source=x"}
{"time":"2026-11-02T10:00:00Z","fields":{},"template":"","link":"https://b.example/"}
{"time":"2026-11-03T10:00:00Z","fields":{},"template":"spring","link":"https://a.example/?utm_source=x"}
`
	if err := os.WriteFile(file, []byte(recs), 0o600); err != nil {
		t.Fatal(err)
	}
	out, _, code := run(t, "", "history", "--file", file)
	want := "2026-11-02T10:00:00Z  https://b.example/\n2026-11-03T10:00:00Z  https://a.example/?utm_source=x  (template spring)  ×2 since 2026-11-01T10:00:00Z\n"
	if code != 0 || out != want {
		t.Errorf("exit %d:\n%s\nwant\n%s", code, out, want)
	}
	if out, _, _ := run(t, "", "history", "--json", "--file", file); strings.Count(out, "\n") != 3 {
		t.Errorf("--json keeps every record: %s", out)
	}
}
