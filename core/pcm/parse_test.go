package pcm

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

func TestParseTable(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"parse.tsv") {
		got := Parse(r.Get("url"))
		if got.Kind != r.Get("kind") || got.Valid != cellBool(t, r, "valid") || string(got.Rule) != r.Get("rule") || got.Site != r.Get("site") {
			t.Errorf("%s: Parse(%q) = kind %q valid %v rule %q site %q (%s)", r.Name(), r.Get("url"), got.Kind, got.Valid, got.Rule, got.Site, got.Reason)
		}
		if !got.Valid && got.Reason == "" {
			t.Errorf("%s: no reason", r.Name())
		}
		if b := got.AppendJSON(nil); !json.Valid(b) {
			t.Errorf("%s: invalid JSON %s", r.Name(), b)
		}
	}
}

func TestJSONTable(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"json.tsv") {
		if got := string(Parse(r.Get("url")).AppendJSON(nil)); got != r.Raw("json") {
			t.Errorf("%s:\n got %s\nwant %s", r.Name(), got, r.Raw("json"))
		}
		if strings.Contains(r.Get("url"), TriggerPath) {
			if got := string(ParseTrigger(r.Get("url")).AppendJSON(nil)); got != r.Raw("json") {
				t.Errorf("%s: Trigger.AppendJSON\n got %s\nwant %s", r.Name(), got, r.Raw("json"))
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
