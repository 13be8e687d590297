package pcm

import (
	"errors"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/textsafe"
)

func TestParseTriggerTable(t *testing.T) {
	rules := map[string]bool{}
	for _, r := range readTable(t, "trigger.tsv") {
		got := ParseTrigger(r["url"])
		if got.Kind != KindTrigger || got.Input != r["url"] {
			t.Errorf("%s: Kind %q Input %q", r.id(), got.Kind, got.Input)
		}
		if got.Valid != r.bool(t, "valid") || got.Rule != r["rule"] {
			t.Errorf("%s: ParseTrigger(%q) valid %v rule %q (%s); want valid %s rule %q", r.id(), r["url"], got.Valid, got.Rule, got.Reason, r["valid"], r["rule"])
			continue
		}
		rules[got.Rule] = true
		if !got.Valid {
			checkRejection(t, r, got)
			continue
		}
		if got.TriggerData != r.uint8(t, "trigger_data") || !samePriority(got.Priority, r.uint8p(t, "priority")) {
			t.Errorf("%s: trigger data %d priority %v; want %s, %q", r.id(), got.TriggerData, got.Priority, r["trigger_data"], r["priority"])
		}
		if got.Site != r["site"] || got.SourceSite != r["source_site"] {
			t.Errorf("%s: site %q source site %q; want %q, %q", r.id(), got.Site, got.SourceSite, r["site"], r["source_site"])
		}
	}
	for _, rule := range allTriggerRules {
		if !rules[rule] {
			t.Errorf("trigger.tsv has no row for rule %s", rule)
		}
	}
}

// allTriggerRules are the rules ParseTrigger can report; the table must
// hit each at least once.
var allTriggerRules = []string{
	RuleURLSyntax, RuleHTTPSOnly, RuleNoCredentials, RuleNoFragment, RuleHost,
	RuleSiteIP, RuleSitePublic, RuleSiteSingle, RuleTriggerPath, RulePathForm,
	RuleTriggerData, RulePriority, RuleQueryEmpty, RuleQueryParameter,
	RuleSourceEmpty, RuleSourceDuplicate, RuleSourceURL, RuleSourcePath,
	RuleSourceCredentials, RuleSourceQuery, RuleSourceFragment, RuleSourceSite,
	RuleNonceEmpty, RuleNonceDuplicate, RuleNonceBase64URL, RuleNonce16Bytes,
}

// checkRejection: a rejection says why, where, and never echoes raw
// controls; Err gives the same as a typed error.
func checkRejection(t *testing.T, r row, got Trigger) {
	t.Helper()
	if got.Reason == "" || got.Pos >= len(r["url"])+1 {
		t.Errorf("%s: reason %q pos %d", r.id(), got.Reason, got.Pos)
	}
	if textsafe.Escape(got.Reason) != got.Reason {
		t.Errorf("%s: reason is not safe to print: %q", r.id(), got.Reason)
	}
	var e *Error
	if !errors.As(got.Err(), &e) || e.Rule != got.Rule || e.Pos != got.Pos || e.Msg != got.Reason {
		t.Errorf("%s: Err() = %v", r.id(), got.Err())
	}
}

func samePriority(a, b *uint8) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

func TestParseTriggerPositions(t *testing.T) {
	const p = "https://webkit.org/.well-known/private-click-measurement/trigger-attribution/"
	tests := []struct {
		url  string
		pos  int
		rule string
	}{
		{p + "1x", len(p) + 1, RuleTriggerData},
		{p + "10/7", len(p) + 3, RulePriority},
		{p + "10#x", len(p) + 2, RuleNoFragment},
		{p + "10?a=1", len(p) + 3, RuleQueryParameter},
		{p + "10?attributionDestinationNonce=ABCDEFabcde/0123456789", len(p) + 3 + len("attributionDestinationNonce=") + 11, RuleNonceBase64URL},
		{"https://user@webkit.org/.well-known/private-click-measurement/trigger-attribution/10", len("https://"), RuleNoCredentials},
	}
	for _, tt := range tests {
		got := ParseTrigger(tt.url)
		if got.Rule != tt.rule || got.Pos != tt.pos {
			t.Errorf("ParseTrigger(%q): rule %s pos %d (%s); want %s at %d", tt.url, got.Rule, got.Pos, got.Reason, tt.rule, tt.pos)
		}
	}
}

func TestTriggerURLTable(t *testing.T) {
	for _, r := range readTable(t, "trigger_url.tsv") {
		got, err := TriggerURL(r["source_site"], r.uint8(t, "trigger_data"), r.uint8p(t, "priority"))
		if r["rule"] != "" {
			var e *Error
			if !errors.As(err, &e) || e.Rule != r["rule"] {
				t.Errorf("%s: TriggerURL = %q, %v; want rule %s", r.id(), got, err, r["rule"])
			}
			continue
		}
		if err != nil || got != r["url"] {
			t.Errorf("%s: TriggerURL = %q, %v; want %q", r.id(), got, err, r["url"])
			continue
		}
		// What the generator makes, the parser accepts with the same values.
		back := ParseTrigger(got)
		if !back.Valid || back.TriggerData != r.uint8(t, "trigger_data") || !samePriority(back.Priority, r.uint8p(t, "priority")) {
			t.Errorf("%s: ParseTrigger(TriggerURL) = %+v", r.id(), back)
		}
	}
}

// Every value pair the generator can make parses back to itself.
func TestTriggerURLAllValues(t *testing.T) {
	for data := uint8(0); data < 16; data++ {
		for prio := -1; prio < 64; prio++ {
			var p *uint8
			if prio >= 0 {
				v := uint8(prio)
				p = &v
			}
			u, err := TriggerURL("search.example", data, p)
			if err != nil {
				t.Fatal(err)
			}
			got := ParseTrigger(u)
			if !got.Valid || got.TriggerData != data || !samePriority(got.Priority, p) || got.URL() != u {
				t.Fatalf("%s: %+v, URL() %s", u, got, got.URL())
			}
		}
	}
}

func TestTriggerURLRoundTripTable(t *testing.T) {
	for _, r := range readTable(t, "trigger.tsv") {
		first := ParseTrigger(r["url"])
		if !first.Valid {
			continue
		}
		again := ParseTrigger(first.URL())
		if !sameTrigger(first, again) {
			t.Errorf("%s: %q rebuilt as %q parses to %+v", r.id(), r["url"], first.URL(), again)
		}
	}
}

func sameTrigger(a, b Trigger) bool {
	return a.Valid == b.Valid && a.TriggerData == b.TriggerData && samePriority(a.Priority, b.Priority) &&
		a.Host == b.Host && a.Site == b.Site && a.SourceSite == b.SourceSite &&
		a.AttributionSource == b.AttributionSource && a.Nonce == b.Nonce
}

func TestTriggerErrorMessage(t *testing.T) {
	got := ParseTrigger("https://search.example/.well-known/private-click-measurement/trigger-attribution/10?%1B%5B31m=1")
	if got.Valid || strings.ContainsRune(got.Reason, 0x1b) || !strings.Contains(got.Reason, `\x1b`) {
		t.Errorf("reason must show the ESC escaped: %q (%s)", got.Reason, got.Rule)
	}
}
