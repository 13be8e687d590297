package pcm

import (
	"errors"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/internal/tsv"
)

func TestParseTriggerTable(t *testing.T) {
	rules := map[finding.Rule]bool{}
	for _, r := range tsv.Load(t, tables+"trigger.tsv") {
		got := ParseTrigger(r.Get("url"))
		if got.Kind != KindTrigger || got.Input != r.Get("url") {
			t.Errorf("%s: Kind %q Input %q", r.Name(), got.Kind, got.Input)
		}
		if got.Valid != cellBool(t, r, "valid") || string(got.Rule) != r.Get("rule") {
			t.Errorf("%s: ParseTrigger(%q) valid %v rule %q (%s); want valid %s rule %q", r.Name(), r.Get("url"), got.Valid, got.Rule, got.Reason, r.Get("valid"), r.Get("rule"))
			continue
		}
		rules[got.Rule] = true
		if !got.Valid {
			checkRejection(t, r, got)
			continue
		}
		if got.TriggerData != cellUint8(t, r, "trigger_data") || !samePriority(got.Priority, cellUint8p(t, r, "priority")) {
			t.Errorf("%s: trigger data %d priority %v; want %s, %q", r.Name(), got.TriggerData, got.Priority, r.Get("trigger_data"), r.Get("priority"))
		}
		if got.Site != r.Get("site") || got.SourceSite != r.Get("source_site") {
			t.Errorf("%s: site %q source site %q; want %q, %q", r.Name(), got.Site, got.SourceSite, r.Get("site"), r.Get("source_site"))
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
var allTriggerRules = []finding.Rule{
	RuleURLSyntax, RuleHTTPSOnly, RuleNoCredentials, RuleNoFragment, RuleHost,
	RuleSiteIP, RuleSitePublic, RuleSiteSingle, RuleTriggerPath, RulePathForm,
	RuleTriggerData, RulePriority, RuleQueryEmpty, RuleQueryParameter,
	RuleSourceEmpty, RuleSourceDuplicate, RuleSourceURL, RuleSourcePath,
	RuleSourceCredentials, RuleSourceQuery, RuleSourceFragment, RuleSourceSite,
	RuleNonceEmpty, RuleNonceDuplicate, RuleNonceBase64URL, RuleNonce16Bytes,
}

// checkRejection: a rejection says why, where, and never echoes raw
// controls; Err gives the same as a typed error.
func checkRejection(t *testing.T, r tsv.Row, got Trigger) {
	t.Helper()
	if got.Reason == "" || got.Pos >= len(r.Get("url"))+1 {
		t.Errorf("%s: reason %q pos %d", r.Name(), got.Reason, got.Pos)
	}
	if textsafe.Escape(got.Reason) != got.Reason {
		t.Errorf("%s: reason is not safe to print: %q", r.Name(), got.Reason)
	}
	var e *Error
	if !errors.As(got.Err(), &e) || e.Rule != got.Rule || e.Pos != got.Pos || e.Reason != got.Reason {
		t.Errorf("%s: Err() = %v", r.Name(), got.Err())
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
		rule finding.Rule
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
	for _, r := range tsv.Load(t, tables+"trigger_url.tsv") {
		got, err := TriggerURL(r.Get("source_site"), cellUint8(t, r, "trigger_data"), cellUint8p(t, r, "priority"))
		if r.Get("rule") != "" {
			var e *Error
			if !errors.As(err, &e) || string(e.Rule) != r.Get("rule") {
				t.Errorf("%s: TriggerURL = %q, %v; want rule %s", r.Name(), got, err, r.Get("rule"))
			}
			continue
		}
		if err != nil || got != r.Get("url") {
			t.Errorf("%s: TriggerURL = %q, %v; want %q", r.Name(), got, err, r.Get("url"))
			continue
		}
		// What the generator makes, the parser accepts with the same values.
		back := ParseTrigger(got)
		if !back.Valid || back.TriggerData != cellUint8(t, r, "trigger_data") || !samePriority(back.Priority, cellUint8p(t, r, "priority")) {
			t.Errorf("%s: ParseTrigger(TriggerURL) = %+v", r.Name(), back)
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
	for _, r := range tsv.Load(t, tables+"trigger.tsv") {
		first := ParseTrigger(r.Get("url"))
		if !first.Valid {
			continue
		}
		again := ParseTrigger(first.URL())
		if !sameTrigger(first, again) {
			t.Errorf("%s: %q rebuilt as %q parses to %+v", r.Name(), r.Get("url"), first.URL(), again)
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
