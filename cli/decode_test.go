package cli

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	_ "time/tzdata" // the plain report's local times, whatever the machine has

	"github.com/linkscope/linkscope/internal/tsv"
)

type decodeFactJSON struct {
	At         string   `json:"at"`
	Kind       string   `json:"kind"`
	Label      string   `json:"label"`
	Value      string   `json:"value"`
	Precision  *string  `json:"precision"`
	Decoder    string   `json:"decoder"`
	Confidence string   `json:"confidence"`
	Chain      []string `json:"chain"`
}

// TestDecodeJSON: the decode tables' inputs through `decode --json` on
// stdin: one record per line in order, every key of every fact present,
// and each row's fact among the line's facts.
func TestDecodeJSON(t *testing.T) {
	var rows []tsv.Row
	for _, name := range []string{"ids.tsv", "google.tsv", "mail.tsv", "security.tsv"} {
		rows = append(rows, readTable(t, "decode/"+name)...)
	}
	var in []string
	for _, r := range rows {
		in = append(in, r.Get("input"))
	}
	out, stderr, code := run(t, strings.Join(in, "\n")+"\n", "decode", "--json")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if code != 0 || len(lines) != len(rows) {
		t.Fatalf("exit %d, %d lines for %d: %s", code, len(lines), len(rows), stderr)
	}
	for i, l := range lines {
		var rec struct {
			Input string                       `json:"input"`
			Facts []map[string]json.RawMessage `json:"facts"`
		}
		if err := json.Unmarshal([]byte(l), &rec); err != nil || rec.Input != in[i] {
			t.Fatalf("%s: %v: %s", rows[i].Name(), err, l)
		}
		found := false
		for _, raw := range rec.Facts {
			for _, k := range []string{"at", "kind", "label", "value", "precision", "decoder", "confidence", "chain"} {
				if _, ok := raw[k]; !ok {
					t.Errorf("%s: a fact has no %q: %s", rows[i].Name(), k, l)
				}
			}
			b, _ := json.Marshal(raw)
			var f decodeFactJSON
			if err := json.Unmarshal(b, &f); err != nil {
				t.Fatalf("%s: %v", rows[i].Name(), err)
			}
			precision := ""
			if f.Precision != nil {
				precision = *f.Precision
			}
			if (rows[i].Get("at") == "*" || f.At == rows[i].Get("at")) && f.Label == rows[i].Get("label") && f.Value == rows[i].Get("value") && precision == rows[i].Get("precision") {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: no fact %q = %q in %s", rows[i].Name(), rows[i].Get("label"), rows[i].Get("value"), l)
		}
	}
}

func runTZ(t *testing.T, tz, stdin string, args ...string) (string, string, int) {
	t.Helper()
	var out, errOut bytes.Buffer
	getenv := func(k string) string {
		if k == "TZ" {
			return tz
		}
		return ""
	}
	code := Main(args, IO{In: strings.NewReader(stdin), Out: &out, Err: &errOut, Getenv: getenv})
	return out.String(), errOut.String(), code
}

// TestDecodePlain: the report for arguments gives a time in UTC and in the
// zone TZ names, with the digits of its precision; stdin gives one line per
// input line, a bad line an empty line and a message.
func TestDecodePlain(t *testing.T) {
	const x = "https://twitter.com/_RyanBenson/status/1098230906194546688"
	out, _, code := runTZ(t, "Europe/Paris", "", "decode", x, "54A48E00", "nothing-here")
	want := []string{
		x,
		"  X/Twitter account: _RyanBenson  [path 1 · text · high]",
		"  X/Twitter post time: 2019-02-20T14:40:26.837Z (2019-02-20 15:40:26.837 CET)  [path 3 · snowflake-x · high]",
		"54A48E00",
		"  Unix time (seconds, hexadecimal): 2015-01-01T00:00:00Z (2015-01-01 01:00:00 CET)  [input · epoch-s-hex · low]",
		"nothing-here",
		"  nothing to decode",
	}
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, w := range want {
		if !strings.Contains(out, w+"\n") {
			t.Errorf("report lacks %q:\n%s", w, out)
		}
	}
	out, stderr, code := runTZ(t, "UTC", "54A48E00\n\n3laulgolrfz2f\n", "decode")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if code != 0 || len(lines) != 3 {
		t.Fatalf("exit %d, lines %q", code, lines)
	}
	if lines[0] != "54A48E00\tUnix time (seconds, hexadecimal): 2015-01-01T00:00:00Z" || lines[1] != "" ||
		!strings.HasPrefix(lines[2], "3laulgolrfz2f\tAT Protocol TID (if it is one) time: 2024-11-14T00:15:33.133695Z") {
		t.Errorf("stdin lines %q", lines)
	}
	if !strings.Contains(stderr, "linkscope decode: line 2: empty line") {
		t.Errorf("stderr %q", stderr)
	}
}

// TestDecodeEscapes: text decoded from the input is escaped in plain
// output (a control, a bidi override), and stays valid JSON.
func TestDecodeEscapes(t *testing.T) {
	// base64 of "abc\x1b[31mred\u202eevil"
	const in = "YWJjG1szMW1yZWTigK5ldmls"
	out, _, _ := run(t, in+"\n", "decode")
	if strings.ContainsAny(out, "\x1b\u202e") {
		t.Errorf("raw control in %q", out)
	}
	js, _, _ := run(t, in+"\n", "decode", "--json")
	if strings.ContainsAny(js, "\x1b\u202e") || !json.Valid([]byte(strings.TrimSpace(js))) {
		t.Errorf("JSON %q", js)
	}
}
