package cli

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"
)

// TestPCMParseTable runs every trigger URL of the PCM table through
// `pcm parse --json`: validity, the rule that failed, and the values.
func TestPCMParseTable(t *testing.T) {
	rows := readTable(t, "pcm/trigger.tsv")
	var in []string
	for _, r := range rows {
		in = append(in, r.Get("url"))
	}
	out, stderr, code := run(t, strings.Join(in, "\n")+"\n", "pcm", "parse", "--json")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if code != 0 || len(lines) != len(rows) {
		t.Fatalf("exit %d, %d lines for %d rows: %s", code, len(lines), len(rows), stderr)
	}
	for i, row := range rows {
		if row.Get("rule") == "trigger-path" && !strings.Contains(row.Get("url"), "/trigger-attribution") {
			continue // `pcm parse` dispatches these to another kind; the table is ParseTrigger's
		}
		var got struct {
			Valid       bool   `json:"valid"`
			Rule        string `json:"rule"`
			Reason      string `json:"reason"`
			TriggerData *int   `json:"trigger_data"`
			Priority    *int   `json:"priority"`
		}
		if err := json.Unmarshal([]byte(lines[i]), &got); err != nil {
			t.Fatalf("%s: %v in %s", row.Name(), err, lines[i])
		}
		if strconv.FormatBool(got.Valid) != row.Get("valid") || got.Rule != row.Get("rule") {
			t.Errorf("%s: valid %v rule %q, want %s %q", row.Name(), got.Valid, got.Rule, row.Get("valid"), row.Get("rule"))
		}
		if !got.Valid && got.Reason == "" {
			t.Errorf("%s: a rejection without a reason", row.Name())
		}
		if got.Valid && (got.TriggerData == nil || strconv.Itoa(*got.TriggerData) != row.Get("trigger_data")) {
			t.Errorf("%s: trigger_data %v, want %s", row.Name(), got.TriggerData, row.Get("trigger_data"))
		}
	}
}

func TestPCMBuilders(t *testing.T) {
	for _, row := range readTable(t, "pcm/report.tsv") {
		out, stderr, code := run(t, "", "pcm", "report", "--source-site", row.Get("source_site"), "--source-id", row.Get("source_id"),
			"--destination", row.Get("destination"), "--trigger-data", row.Get("trigger_data"), "--version", row.Get("version"))
		if want := row.Get("url") + "\n" + row.Get("json") + "\n"; code != 0 || out != want {
			t.Errorf("%s: exit %d\n got %q\nwant %q\n%s", row.Name(), code, out, want, stderr)
		}
	}
	for _, row := range readTable(t, "pcm/trigger_url.tsv") {
		args := []string{"pcm", "trigger", "--source-site", row.Get("source_site"), "--trigger-data", row.Get("trigger_data")}
		if p := row.Get("priority"); p != "" {
			args = append(args, "--priority", p)
		}
		out, stderr, code := run(t, "", args...)
		if row.Get("rule") != "" {
			if code != 2 || out != "" {
				t.Errorf("%s: exit %d, %q; want a refusal", row.Name(), code, out)
			}
			continue
		}
		if code != 0 || out != row.Get("url")+"\n" {
			t.Errorf("%s: exit %d, %q, want %q (%s)", row.Name(), code, out, row.Get("url"), stderr)
		}
	}
	for _, row := range readTable(t, "pcm/link.tsv") {
		out, stderr, code := run(t, "", "pcm", "link", "--json", "--source-site", row.Get("source_site"),
			"--source-id", row.Get("source_id"), "--destination", row.Get("destination"))
		valid := row.Get("valid") == "true"
		if (code == 0) != valid || !strings.Contains(out, `"valid":`+row.Get("valid")) {
			t.Errorf("%s: exit %d, %s %s", row.Name(), code, out, stderr)
		}
		if !valid && !strings.Contains(out, `"rule":"`+row.Get("rule")+`"`) {
			t.Errorf("%s: %s lacks rule %s", row.Name(), out, row.Get("rule"))
		}
	}
}
