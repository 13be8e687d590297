// Package spoof decides how browsers show a host in the address bar: as
// Unicode, or as punycode because it may imitate another. It reproduces
// Chrome's IDN display policy (components/url_formatter's IDN spoof
// checker over ICU's USpoofChecker, with its top-domain skeleton check),
// Firefox's (nsIDNService::IsLabelSafe) and Safari's (WebKit's
// URLHelpers), and names the top domain or brand a host imitates. Every
// rule table is data under data/, each row with its source.
package spoof

import (
	"strings"
	"sync"
)

// Verdict is one browser's decision on a host.
type Verdict struct {
	// Display is the host as the address bar shows it: Unicode where
	// allowed, the punycode labels kept where not. "" when the host is not
	// valid (the browser does not load it).
	Display string
	// Rule is the id of the rule that kept the host, or a label of it, in
	// punycode (rules.tsv); "" when nothing did.
	Rule string
	// Label is the decoded label the rule is about ("" for the whole host),
	// Char the character when the rule is about one, Note a detail: the
	// script of a whole-script confusable, the pattern, the TLDs.
	Label string
	Char  rune
	Note  string
}

// Spoof reports whether the verdict judges the host deceptive (a rule of
// kind spoof), as opposed to invalid or a blanket script policy.
func (v Verdict) Spoof() bool { return v.Rule != "" && isSpoof(v.Rule) }

// Result is what the browsers make of a host.
type Result struct {
	// ASCII is the host as a URL parser keeps it (lower case, punycode);
	// Unicode has every decodable A-label decoded, whatever the checks say.
	ASCII, Unicode string
	// Valid is false when the host is not valid IDNA.
	Valid bool
	// TopDomain is the top domain (Chrome's list) whose skeleton the
	// host's Unicode form has, when the host is not that domain or a
	// subdomain of it: what the host imitates.
	TopDomain               string
	Chrome, Firefox, Safari Verdict
}

// Strictest returns the verdict of a browser that judges the host
// deceptive, Chrome's first; ok is false when none does.
func (r *Result) Strictest() (Verdict, string, bool) {
	for _, b := range [...]struct {
		v    *Verdict
		name string
	}{{&r.Chrome, "Chrome"}, {&r.Firefox, "Firefox"}, {&r.Safari, "Safari"}} {
		if b.v.Spoof() {
			return *b.v, b.name, true
		}
	}
	return Verdict{}, "", false
}

// NeedsCheck reports whether a host can be shown other than as written:
// it has a non-ASCII character or an xn-- label. For any other host every
// browser shows it as written and Check has nothing to say, so callers on
// a hot path skip it.
func NeedsCheck(host string) bool {
	for i := 0; i < len(host); i++ {
		c := host[i]
		if c >= 0x80 || c == '%' {
			return true
		}
		// An xn-- label, found at its second hyphen: hyphens are rare.
		if c == '-' && i >= 3 && host[i-1] == '-' && (host[i-2]|0x20) == 'n' && (host[i-3]|0x20) == 'x' && (i == 3 || host[i-4] == '.') {
			return true
		}
	}
	return false
}

// Check decides how Chrome, Firefox and Safari show host, written as in a
// link (Unicode or punycode, any case, percent-encoded or not).
func Check(host string) Result { return defaultChecker().Check(host) }

// ChromeDisplay is what Chrome's address bar shows for host and the rule
// that decided ("" when it shows the host as Unicode with no rule, or as
// written for an ASCII host).
func ChromeDisplay(host string) (display, rule string) {
	if !NeedsCheck(host) {
		return strings.ToLower(host), ""
	}
	r := Check(host)
	return r.Chrome.Display, r.Chrome.Rule
}

// checker holds the top domain list and the IDNA mode.
type checker struct {
	top          *topDomains
	transitional bool
}

// defaultChecker shares the lookalike heuristics' skeletons of the top
// domains: worked out once, they are most of what either costs at start.
var defaultChecker = sync.OnceValue(func() *checker {
	return &checker{top: lookalikeTables().top}
})

func newChecker(list []topDomain, transitional bool) *checker {
	return &checker{top: newTopDomains(chrome(), list), transitional: transitional}
}

// Check is the package's Check with this checker's top domains and mode.
func (k *checker) Check(host string) Result {
	ascii, ok := canonicalHost(host, k.transitional)
	res := Result{ASCII: ascii, Valid: ok, Unicode: unsafeUnicode(ascii)}
	if !ok {
		res.ASCII = ""
		invalid := Verdict{Rule: RuleInvalid}
		res.Chrome, res.Firefox, res.Safari = invalid, invalid, invalid
		return res
	}
	if d, ok := chrome().similar(k.top, res.Unicode); ok {
		res.TopDomain = d.Domain
	}
	res.Chrome = k.chromeHost(ascii)
	res.Firefox = firefoxHost(ascii)
	res.Safari = safariHost(ascii)
	return res
}

// unsafeUnicode decodes every A-label that is valid Punycode, whatever the
// checks say (Chrome's UnsafeIDNToUnicodeWithDetails).
func unsafeUnicode(ascii string) string {
	if !strings.Contains(ascii, "xn--") {
		return ascii
	}
	labels := strings.Split(ascii, ".")
	for i, l := range labels {
		if isACE(l) {
			if u, ok := decodeLabel(l, checkHyphens); ok {
				labels[i] = u
			}
		}
	}
	return strings.Join(labels, ".")
}

// tldOf returns the last label and its Unicode form (as Chrome's
// GetTopLevelDomain: decoded when it is valid Punycode).
func tldOf(ascii string) (tld, tldUnicode string) {
	i := strings.LastIndexByte(ascii, '.')
	if i < 0 {
		return "", ""
	}
	tld, tldUnicode = ascii[i+1:], ascii[i+1:]
	if isACE(tld) {
		if u, ok := decodeLabel(tld, checkHyphens); ok {
			tldUnicode = u
		}
	}
	return tld, tldUnicode
}

// chromeHost is url_formatter's IDNToUnicodeWithAdjustments: each A-label
// decoded when valid and safe (SafeToDisplayAsUnicode), then the whole
// host left in punycode when its skeleton matches a top domain.
func (k *checker) chromeHost(ascii string) Verdict {
	c := chrome()
	tld, tldUnicode := tldOf(ascii)
	labels := strings.Split(ascii, ".")
	var v Verdict
	hasIDN := false
	for i, l := range labels {
		if !isACE(l) {
			continue
		}
		u, ok := decodeLabel(l, checkHyphens)
		if !ok {
			v.setOnce(finding{rule: RuleInvalid}, u)
			continue
		}
		hasIDN = true
		if f, bad := c.label(u, tld, tldUnicode, k.transitional); bad {
			v.setOnce(f, u)
			continue
		}
		labels[i] = u
	}
	v.Display = strings.Join(labels, ".")
	if !hasIDN {
		return v
	}
	if d, ok := c.similar(k.top, v.Display); ok {
		v.Display = ascii
		if v.Rule == "" {
			v.Rule, v.Note = RuleTopDomain, d.Domain
		}
	}
	return v
}

// setOnce records the first finding of a host.
func (v *Verdict) setOnce(f finding, label string) {
	if v.Rule != "" {
		return
	}
	v.Rule, v.Char, v.Note, v.Label = f.rule, f.char, f.note, label
}
