package spoof

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/linkscope/linkscope/internal/tsv"
)

// TestTables: every table parses, names only scripts Unicode knows, and
// every rule id the code gives is described in rules.tsv.
func TestTables(t *testing.T) {
	u := ucd()
	unknown := u.script("Unknown")
	for _, ws := range chrome().wholeScript {
		if ws.script == unknown {
			t.Errorf("chrome_whole_script.tsv names an unknown script")
		}
	}
	for _, f := range tableRows("safari_scripts.tsv", safariScriptsTSV, "script") {
		if u.script(f.Cell("script")) == unknown {
			t.Errorf("safari_scripts.tsv: unknown script %q", f.Cell("script"))
		}
	}
	for _, p := range chrome().patterns {
		if p.id == "" || p.chars.text == "" {
			t.Errorf("chrome_patterns.tsv: empty pattern %+v", p)
		}
	}
	for _, id := range []string{RuleInvalid, RuleCharNotAllowed, RuleMixedScript, RuleMixedNumbers, RuleHiddenOverlay,
		RuleRepeatedMark, RuleMarkScript, RuleDeviation, RuleTLDChars, RuleMiddleDot, RuleWholeScript,
		RuleDigitLookalike, RuleLatinMixed, RuleDangerousPattern, RuleBlocklist, RuleTopDomain,
		RuleScriptNotAllowed, RuleLookalikeChar} {
		info, ok := Rule(id)
		if !ok || info.Kind == "" || info.Source == "" || info.Meaning == "" {
			t.Errorf("rule %q: not described in rules.tsv (%+v)", id, info)
		}
	}
	if len(chromeTopDomains()) < 8000 {
		t.Errorf("top_domains.tsv: %d domains", len(chromeTopDomains()))
	}
}

// TestNeedsCheck: a host needs the checks when it has a non-ASCII
// character, an escape or an xn-- label, and only then.
func TestNeedsCheck(t *testing.T) {
	for host, want := range map[string]bool{
		"example.com": false, "xn--e1afmkfd.xn--p1ai": true, "www.XN--80ak6aa92e.com": true,
		"axn--b.com": false, "пример.рф": true, "%D0%BF.com": true, "": false, "a.xn--": true,
		"xn--": true, "xn-": false, "a.xn-.b": false, "a--b.c": false, "xn-a--b.c": false, "-xn--.c": false, "Xn--a": true,
	} {
		if got := NeedsCheck(host); got != want {
			t.Errorf("NeedsCheck(%q) = %v, want %v", host, got, want)
		}
	}
}

// FuzzNeedsCheck holds NeedsCheck to its definition, label by label.
func FuzzNeedsCheck(f *testing.F) {
	for _, s := range []string{"example.com", "xn--p1ai", "a.XN--b", "axn--b", "xn-", "a--b", "é.com", "%41"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, host string) {
		want := strings.ContainsAny(host, "%") || !isASCIIText(host)
		for label := range strings.SplitSeq(host, ".") {
			want = want || len(label) >= 4 && strings.EqualFold(label[:4], "xn--")
		}
		if got := NeedsCheck(host); got != want {
			t.Fatalf("NeedsCheck(%q) = %v, want %v", host, got, want)
		}
	})
}

func isASCIIText(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// TestChromeDisplay: the browser command's pair, for an ASCII host and
// for IDN hosts Chrome shows one way or the other.
func TestChromeDisplay(t *testing.T) {
	for _, c := range []struct{ host, display, rule string }{
		{"Example.COM", "example.com", ""},
		{"xn--e1afmkfd.xn--p1ai", "пример.рф", ""},
		{"аррӏе.com", "xn--80ak6aa92e.com", RuleWholeScript},
		{"xn--80ak6aa92e.com", "xn--80ak6aa92e.com", RuleWholeScript},
		{"googlé.com", "xn--googl-fsa.com", RuleTopDomain},
	} {
		d, r := ChromeDisplay(c.host)
		if d != c.display || r != c.rule {
			t.Errorf("ChromeDisplay(%q) = %q, %q; want %q, %q", c.host, d, r, c.display, c.rule)
		}
	}
	if r := Check("googlé.com"); r.TopDomain != "google.com" || r.Chrome.Note != "google.com" {
		t.Errorf("googlé.com: top domain %q, note %q", r.TopDomain, r.Chrome.Note)
	}
}

// FuzzCheck: any host is decided without a panic, and a host Chrome shows
// with no rule and no A-label left is shown the same way when written as
// shown.
func FuzzCheck(f *testing.F) {
	for _, name := range []string{"chromium_idn.tsv", "firefox_idn.tsv"} {
		for _, r := range tsv.Load(f, testdata+name) {
			f.Add(r.Get("punycode"))
			f.Add(r.Get("unicode"))
		}
	}
	for _, r := range tsv.Load(f, testdata+"webkit_urlextras.tsv") {
		f.Add(r.Get("host"))
	}
	f.Fuzz(func(t *testing.T, host string) {
		r := Check(host)
		if !utf8.ValidString(r.Chrome.Display) {
			t.Fatalf("Check(%q): display %q is not UTF-8", host, r.Chrome.Display)
		}
		if !r.Valid {
			return
		}
		if r.Chrome.Rule != "" && r.Chrome.Rule != RuleInvalid && r.Chrome.Display == r.Unicode && r.Unicode != r.ASCII {
			t.Fatalf("Check(%q): rule %s but shown as %q", host, r.Chrome.Rule, r.Chrome.Display)
		}
		if r.Chrome.Rule == "" && r.Chrome.Display != "" && !strings.Contains(r.Chrome.Display, "xn--") {
			// The Unicode form may be refused as a whole (the Bidi rule holds
			// across a domain's labels, not only within one).
			again := Check(r.Chrome.Display)
			if again.Valid && again.Chrome.Display != r.Chrome.Display {
				t.Fatalf("Check(%q) shows %q, which shows as %q", host, r.Chrome.Display, again.Chrome.Display)
			}
		}
	})
}
