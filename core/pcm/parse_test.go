package pcm

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestParseTable(t *testing.T) {
	for _, r := range readTable(t, "parse.tsv") {
		got := Parse(r["url"])
		if got.Kind != r["kind"] || got.Valid != r.bool(t, "valid") || got.Rule != r["rule"] || got.Site != r["site"] {
			t.Errorf("%s: Parse(%q) = kind %q valid %v rule %q site %q (%s)", r.id(), r["url"], got.Kind, got.Valid, got.Rule, got.Site, got.Reason)
		}
		if !got.Valid && got.Reason == "" {
			t.Errorf("%s: no reason", r.id())
		}
		if b := got.AppendJSON(nil); !json.Valid(b) {
			t.Errorf("%s: invalid JSON %s", r.id(), b)
		}
	}
}

func TestJSONTable(t *testing.T) {
	for _, r := range readTable(t, "json.tsv") {
		if got := string(Parse(r["url"]).AppendJSON(nil)); got != r["json"] {
			t.Errorf("%s:\n got %s\nwant %s", r.id(), got, r["json"])
		}
		if strings.Contains(r["url"], TriggerPath) {
			if got := string(ParseTrigger(r["url"]).AppendJSON(nil)); got != r["json"] {
				t.Errorf("%s: Trigger.AppendJSON\n got %s\nwant %s", r.id(), got, r["json"])
			}
		}
	}
}

func TestIsPCM(t *testing.T) {
	for path, want := range map[string]bool{
		"/.well-known/private-click-measurement/trigger-attribution/12": true,
		"/.well-known/private-click-measurement/":                       true,
		"/.well-known/private-click-measurement":                        false,
		"/.WELL-KNOWN/private-click-measurement/x":                      false,
		"/a/.well-known/private-click-measurement/":                     false,
	} {
		if IsPCM(path) != want {
			t.Errorf("IsPCM(%q) = %v", path, !want)
		}
	}
}
