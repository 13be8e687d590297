package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/shorten"
	"github.com/linkscope/linkscope/internal/shorten/shortentest"
)

const (
	shortKey  = "k3y-SECRET-0123456789abcdef"
	shortLong = "https://example.com/landing?utm_source=news&utm_medium=email&utm_campaign=spring"
)

// keyEnvs are the providers' key variables.
var keyEnvs = map[string]string{"shlink": "LINKSCOPE_SHLINK_API_KEY", "yourls": "LINKSCOPE_YOURLS_SIGNATURE",
	"kutt": "LINKSCOPE_KUTT_API_KEY", "dub": "LINKSCOPE_DUB_API_KEY", "bitly": "LINKSCOPE_BITLY_TOKEN"}

// runEnv runs linkscope with an environment (a fresh config directory
// unless env names one).
func runEnv(t testing.TB, env map[string]string, stdin string, args ...string) (string, string, int) {
	t.Helper()
	if _, ok := env["LINKSCOPE_CONFIG_DIR"]; !ok {
		env["LINKSCOPE_CONFIG_DIR"] = t.TempDir()
	}
	var out, errOut bytes.Buffer
	code := Main(args, IO{In: strings.NewReader(stdin), Out: &out, Err: &errOut, Getenv: func(k string) string { return env[k] }})
	return out.String(), errOut.String(), code
}

// noKey fails the test when the key shows anywhere in what was written.
func noKey(t *testing.T, key string, texts ...string) {
	t.Helper()
	for _, s := range texts {
		if strings.Contains(s, key) {
			t.Fatalf("the key appears in the output:\n%s", s)
		}
	}
}

type shortenJSON struct {
	Input    string          `json:"input"`
	Provider string          `json:"provider"`
	Short    *string         `json:"short"`
	Error    *string         `json:"error"`
	Check    json.RawMessage `json:"check"`
	Reused   bool            `json:"reused"`
}

func TestShortenEveryProvider(t *testing.T) {
	for _, p := range shorten.Names() {
		t.Run(p, func(t *testing.T) {
			fake := shortentest.New(p, shortKey)
			defer fake.Close()
			env := map[string]string{keyEnvs[p]: shortKey}
			second := "https://example.com/other?utm_source=x"
			out, errOut, code := runEnv(t, env, "", "shorten", "--provider", p, "--endpoint", fake.URL, "--json", shortLong, second, shortLong)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			noKey(t, shortKey, out, errOut)
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			if len(lines) != 3 {
				t.Fatalf("%d lines for 3 inputs:\n%s", len(lines), out)
			}
			var shorts []string
			for i := range lines {
				var r shortenJSON
				if err := json.Unmarshal([]byte(lines[i]), &r); err != nil {
					t.Fatal(err)
				}
				if r.Short == nil || !strings.HasPrefix(*r.Short, fake.URL+"/c") || r.Error != nil || r.Provider != p || string(r.Check) != "null" {
					t.Fatalf("line %d: %s", i+1, lines[i])
				}
				shorts = append(shorts, *r.Short)
			}
			if shorts[0] != shorts[2] || shorts[0] == shorts[1] {
				t.Errorf("shorts %v: the same link must give the same short link, another link another", shorts)
			}
			if n := len(fake.Requests()); n != 2 {
				t.Errorf("%d requests: a link that comes twice in a run is sent once", n)
			}
		})
	}
}

func TestShortenStdinKeepsEveryLine(t *testing.T) {
	fake := shortentest.New("kutt", shortKey)
	defer fake.Close()
	env := map[string]string{"LINKSCOPE_KUTT_API_KEY": shortKey, "LINKSCOPE_KUTT_ENDPOINT": fake.URL}
	out, errOut, code := runEnv(t, env, shortLong+"\n\nftp://example.com/file\nhttps://example.com/b\n", "shorten", "--provider", "kutt", "--workers", "1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	want := fake.Short("c1") + "\n\n\n" + fake.Short("c2") + "\n"
	if out != want {
		t.Errorf("stdout %q, want %q", out, want)
	}
	if !strings.Contains(errOut, "line 2: empty line") || !strings.Contains(errOut, "line 3: the link \"ftp://example.com/file\" is not an http or https URL") {
		t.Errorf("stderr %q", errOut)
	}
}

func TestShortenKeyRefusedNowhereShown(t *testing.T) {
	for _, p := range shorten.Names() {
		t.Run(p, func(t *testing.T) {
			fake := shortentest.New(p, "the-right-key")
			defer fake.Close()
			fake.Set(func(s *shortentest.Server) { s.EchoKey = true })
			env := map[string]string{keyEnvs[p]: shortKey}
			for _, mode := range [][]string{nil, {"--json"}} {
				args := append([]string{"shorten", "--provider", p, "--endpoint", fake.URL, shortLong}, mode...)
				out, errOut, code := runEnv(t, env, "", args...)
				noKey(t, shortKey, out, errOut)
				if code != 0 || !strings.Contains(out+errOut, "refused the key from "+keyEnvs[p]) {
					t.Errorf("%v: exit %d\n%s\n%s", mode, code, out, errOut)
				}
			}
		})
	}
}

func TestShortenCheckNamesDroppedMedium(t *testing.T) {
	fake := shortentest.New("shlink", shortKey)
	defer fake.Close()
	fake.Set(func(s *shortentest.Server) { s.Drop = "utm_medium" })
	long := fake.URL + "/landing?utm_source=news&utm_medium=email&utm_campaign=spring"
	env := map[string]string{"LINKSCOPE_SHLINK_API_KEY": shortKey}
	out, errOut, code := runEnv(t, env, "", "shorten", "--provider", "shlink", "--endpoint", fake.URL, "--check", "--allow-private", long)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.HasPrefix(out, fake.Short("c1")+"\t") || !strings.Contains(out, "dropped utm_medium") || !strings.Contains(out, "lost at hop 0") {
		t.Errorf("stdout %q", out)
	}
	out, _, _ = runEnv(t, env, "", "shorten", "--provider", "shlink", "--endpoint", fake.URL, "--check", "--allow-private", "--json", long)
	var r struct {
		Check struct {
			OK      bool     `json:"ok"`
			Dropped []string `json:"dropped"`
		} `json:"check"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil || r.Check.OK || strings.Join(r.Check.Dropped, ",") != "utm_medium" {
		t.Errorf("JSON %s (%v)", out, err)
	}
	// Without --allow-private the check follows follow's rules: a loopback short link is refused.
	out, _, _ = runEnv(t, env, "", "shorten", "--provider", "shlink", "--endpoint", fake.URL, "--check", long)
	if !strings.Contains(out, "loopback address") {
		t.Errorf("without --allow-private: %q", out)
	}
}

// inDir runs the test in a fresh current directory.
func inDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	old, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.Chdir(old) })
	return dir
}

func TestShortenSettingsOnlyFromTheConfigDirectory(t *testing.T) {
	fake := shortentest.New("shlink", shortKey)
	defer fake.Close()
	section := "shorten:\n  provider: shlink\n  shlink:\n    endpoint: " + fake.URL + "\n"
	work := inDir(t)
	if err := os.WriteFile(filepath.Join(work, "linkscope.yaml"), []byte(section), 0o600); err != nil {
		t.Fatal(err)
	}
	env := map[string]string{"LINKSCOPE_SHLINK_API_KEY": shortKey}
	out, errOut, code := runEnv(t, env, "", "shorten", shortLong)
	if code != 2 || out != "" || !strings.Contains(errOut, "linkscope.yaml:1:1: a shorten: section is read only from") {
		t.Fatalf("./linkscope.yaml: exit %d, %q, %q", code, out, errOut)
	}
	if len(fake.Requests()) != 0 {
		t.Fatal("a request was sent")
	}
	// The same section in the config directory works.
	if err := os.Remove(filepath.Join(work, "linkscope.yaml")); err != nil {
		t.Fatal(err)
	}
	conf := t.TempDir()
	if err := os.WriteFile(filepath.Join(conf, "linkscope.yaml"), []byte(section), 0o600); err != nil {
		t.Fatal(err)
	}
	env["LINKSCOPE_CONFIG_DIR"] = conf
	out, errOut, code = runEnv(t, env, "", "shorten", shortLong)
	if code != 0 || out != fake.Short("c1")+"\n" {
		t.Fatalf("config directory: exit %d, %q, %q", code, out, errOut)
	}
}

func TestShortenUsage(t *testing.T) {
	env := map[string]string{"LINKSCOPE_BITLY_TOKEN": shortKey}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--provider", "bitly", "--slug", "a", "https://a.example/", "https://b.example/"}, "--slug names one short link"},
		{[]string{"--provider", "bitly", "--slug", "a b", "https://a.example/"}, "--slug: the slug"},
		{[]string{"--provider", "nope", "https://a.example/"}, `"nope" is not a provider`},
		{[]string{"https://a.example/"}, "no provider"},
		{[]string{"--provider", "shlink", "https://a.example/"}, "Shlink is self-hosted"},
		{[]string{"--provider", "bitly", "--endpoint", "https://api.example/?access_token=x", "https://a.example/"}, "carries a query"},
	} {
		out, errOut, code := runEnv(t, env, "", append([]string{"shorten"}, c.args...)...)
		if code != 2 || out != "" || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, %q, %q", c.args, code, out, errOut)
		}
		noKey(t, shortKey, errOut)
	}
}

func TestBuildShorten(t *testing.T) {
	fake := shortentest.New("dub", shortKey)
	defer fake.Close()
	env := map[string]string{"LINKSCOPE_DUB_API_KEY": shortKey, "LINKSCOPE_DUB_ENDPOINT": fake.URL}
	out, errOut, code := runEnv(t, env, "", "build", "--url", "https://example.com/p", "--utm-source", "news", "--utm-medium", "email",
		"--utm-campaign", "spring", "--shorten", "--provider", "dub")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[0], "https://example.com/p?utm_source=news") || lines[1] != fake.Short("c1") {
		t.Errorf("stdout %q", out)
	}
	noKey(t, shortKey, out, errOut)
	out, _, _ = runEnv(t, env, "", "build", "--url", "https://example.com/p", "--utm-source", "news", "--shorten", "--provider", "dub", "--json")
	if !strings.Contains(out, `"shorten":{"input":"https://example.com/p?utm_source=news","provider":"dub","short":"`+fake.Short("c2")+`"`) {
		t.Errorf("JSON %s", out)
	}
}

func TestBuildCSVShorten(t *testing.T) {
	fake := shortentest.New("bitly", shortKey)
	defer fake.Close()
	fake.Set(func(s *shortentest.Server) { s.Drop = "utm_medium" })
	env := map[string]string{"LINKSCOPE_BITLY_TOKEN": shortKey, "LINKSCOPE_BITLY_ENDPOINT": fake.URL}
	csvIn := "url,utm_source,utm_medium\n" + fake.URL + "/a,news,email\nnot a url,x,y\n" + fake.URL + "/a,news,email\n"
	out, errOut, code := runEnv(t, env, csvIn, "build", "--csv", "-", "--shorten", "--provider", "bitly", "--check", "--allow-private")
	if code != 2 { // the row that is not a link is refused
		t.Fatalf("exit %d: %s", code, errOut)
	}
	rows := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(rows) != 4 || !strings.HasSuffix(rows[0], ",short_url,short_error,short_check") {
		t.Fatalf("CSV:\n%s", out)
	}
	if !strings.Contains(rows[1], ","+fake.Short("c1")+",,") || !strings.Contains(rows[1], "dropped utm_medium") {
		t.Errorf("row 1: %s", rows[1])
	}
	if !strings.HasSuffix(rows[2], ",,,") {
		t.Errorf("row 2 (not tagged, not sent): %s", rows[2])
	}
	if rows[3] != strings.Replace(rows[1], ",,Email,"+fake.Short("c1"), ",2,Email,"+fake.Short("c1"), 1) || len(fake.Requests()) != 1 { // duplicate_of row 2
		t.Errorf("the same link twice: %s; %d requests", rows[3], len(fake.Requests()))
	}
	noKey(t, shortKey, out, errOut)
}

// TestShortenHostileCorpus sends the hostile corpus to a loopback fake:
// a line out per line in, in bounded time, nothing a terminal acts on,
// and no link the long-link checks refuse reaches the provider.
func TestShortenHostileCorpus(t *testing.T) {
	fake := shortentest.New("kutt", shortKey)
	defer fake.Close()
	lines := hostileLines(t)
	env := map[string]string{"LINKSCOPE_KUTT_API_KEY": shortKey, "LINKSCOPE_KUTT_ENDPOINT": fake.URL}
	for _, mode := range [][]string{nil, {"--json"}} {
		out, errOut, code := runEnv(t, env, strings.Join(lines, "\r\n")+"\r\n", append([]string{"shorten", "--provider", "kutt"}, mode...)...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %.300s", mode, code, errOut)
		}
		if got := strings.Split(strings.TrimSuffix(out, "\n"), "\n"); len(got) != len(lines) {
			t.Fatalf("%v: %d output lines for %d input lines", mode, len(got), len(lines))
		}
		if mode == nil {
			checkTerminalSafe(t, "shorten stdout", out)
		}
		checkTerminalSafe(t, "shorten stderr", errOut)
	}
	for _, r := range fake.Requests() {
		target, _ := r.JSON["target"].(string)
		if len(target) > 16<<10 || strings.ContainsAny(target, "\x00\x1b\r\n") {
			t.Errorf("sent %.80q", target)
		}
	}
}
