package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestMain points the config directory at an empty one, so a user rules
// file on the machine running the tests changes nothing.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "linkscope-config")
	if err != nil {
		panic(err)
	}
	os.Setenv("XDG_CONFIG_HOME", dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// TestTrackingRulesFlag: --tracking-rules adds and keeps parameters; the
// config directory's file is read first; a bad file is a usage error
// naming the file, line and column.
func TestTrackingRulesFlag(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "rules.conf")
	write(t, file, "# ours\nparam my_cid owner=\"Example CRM\" kind=click-id\nkeep gclid why=\"landing pages read it\"\n")
	out, stderr, code := run(t, "", "inspect", "--json", "--fields", "tracking", "--tracking-rules", file, "https://example.com/?my_cid=1&gclid=2")
	want := `{"input":"https://example.com/?my_cid=1&gclid=2","tracking":[{"key":"my_cid","value":"1","owner":"Example CRM","kind":"click-id","family":null,"kept_because":null},{"key":"gclid","value":"2","owner":"Google Ads","kind":"click-id","family":null,"kept_because":"landing pages read it"}],"clean":"https://example.com/?gclid=2","cut":[]}` + "\n"
	if code != 0 || out != want {
		t.Errorf("exit %d %s\n got %s\nwant %s", code, stderr, out, want)
	}

	conf := filepath.Join(os.Getenv("XDG_CONFIG_HOME"), "linkscope", "tracking-rules.conf")
	write(t, conf, "param from_config\n")
	defer os.Remove(conf)
	out, _, _ = run(t, "", "inspect", "--json", "--fields", "clean", "https://example.com/?from_config=1&x=2")
	if !strings.Contains(out, `"clean":"https://example.com/?x=2"`) {
		t.Errorf("config dir rules not read: %s", out)
	}

	write(t, file, "param ok\nparam x kind=bogus\n")
	out, stderr, code = run(t, "", "inspect", "--tracking-rules", file, "https://example.com/")
	if code != 2 || out != "" || !strings.Contains(stderr, file+`: line 2, column 14: unknown kind "bogus"`) {
		t.Errorf("bad file: exit %d, stdout %q, stderr %q", code, out, stderr)
	}
	_, stderr, code = run(t, "", "inspect", "--tracking-rules", filepath.Join(dir, "missing.conf"), "https://example.com/")
	if code != 2 || !strings.Contains(stderr, "missing.conf") {
		t.Errorf("missing file: exit %d, %q", code, stderr)
	}
}

// TestInspectParam: one output line per input line, values in order,
// tab-separated and escaped; an empty line when the key is absent.
func TestInspectParam(t *testing.T) {
	in := "https://a/?x=1&y=0&x=2+3\nhttps://b/?y=1\nhttps://c/?x=%09tab&x=\nhttps://d/?x%3D=no;x=5\n"
	out, _, code := run(t, in, "inspect", "--param", "x")
	want := "1\t2 3\n\n\\x09tab\t\n\n"
	if code != 0 || out != want {
		t.Errorf("exit %d\n got %q\nwant %q", code, out, want)
	}
	out, _, _ = run(t, "", "inspect", "--param", "x", "--json", "https://a/?x=1&x=%FF")
	if want := `{"input":"https://a/?x=1&x=%FF","key":"x","values":["1","\ufffd"]}` + "\n"; out != want {
		t.Errorf("json\n got %s\nwant %s", out, want)
	}
}

// TestInspectRisksAndParams: the JSON keys are always there, empty arrays
// when there is nothing, and plain inspect shows the risks.
func TestInspectRisksAndParams(t *testing.T) {
	out, _, _ := run(t, "", "inspect", "--json", "--fields", "params,risks", "https://example.com/")
	if want := `{"input":"https://example.com/","params":[],"risks":[],"target_risks":[],"cut":[]}` + "\n"; out != want {
		t.Errorf("got %s", out)
	}
	out, _, _ = run(t, "", "inspect", "--fields", "risks", "http://3279880203/")
	if !strings.Contains(out, "195.127.0.11") || !strings.Contains(out, "obfuscated-ip, byte 7") {
		t.Errorf("plain risks: %s", out)
	}
	// A wrapper that looks safe holding a lookalike: the target's risks,
	// their bytes counted in the target.
	out, _, _ = run(t, "", "inspect", "--json", "--fields", "risks", "https://www.google.com/url?q=https://xn--pple-43d.com/&sa=D")
	if !strings.Contains(out, `"risks":[],"target_risks":[{"rule":"lookalike","pos":8,`) || !strings.Contains(out, `looks like \"apple\"`) {
		t.Errorf("target risks: %s", out)
	}
	out, _, _ = run(t, "", "inspect", "--json", "--fields", "risks", "--no-unwrap", "https://www.google.com/url?q=https://xn--pple-43d.com/&sa=D")
	if !strings.Contains(out, `"target_risks":[]`) {
		t.Errorf("--no-unwrap target risks: %s", out)
	}
}

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}
