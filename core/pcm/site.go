package pcm

import (
	"net/netip"
	"slices"
	"strings"

	"golang.org/x/net/idna"
	"golang.org/x/net/publicsuffix"

	"github.com/linkscope/linkscope/core/textsafe"
)

// hostProfile maps a Unicode host to ASCII the way WHATWG URL's "domain to
// ASCII" does (UTS #46, non-transitional, no STD3 restriction): a read-only
// value, safe to share.
var hostProfile = idna.New(idna.MapForLookup(), idna.BidiRule(), idna.Transitional(false), idna.StrictDomainName(false))

// Site returns rawURL's site as the scheme and the registrable domain
// (eTLD+1 by the Public Suffix List): "https://www.search.example/a" gives
// "https://search.example". Only http and https URLs have sites here.
func Site(rawURL string) (string, error) {
	scheme, domain, err := siteOf(rawURL, false)
	if err != nil {
		return "", err
	}
	return scheme + "://" + domain, nil
}

// RegistrableDomain returns the eTLD+1 of rawURL's host, the form the
// attribution report uses for source_site and attributed_on_site.
func RegistrableDomain(rawURL string) (string, error) {
	_, domain, err := siteOf(rawURL, false)
	if err != nil {
		return "", err
	}
	return domain, nil
}

// siteOf returns the lower-case scheme and the registrable domain of raw.
// With bare set, a value without "://" is read as an https host name, so
// users may type "search.example" where a site is asked for.
func siteOf(raw string, bare bool) (string, string, *Error) {
	if bare && !strings.Contains(raw, "://") {
		scheme, domain, err := siteOf("https://"+raw, false)
		if err != nil {
			err.Input = raw
			if err.Pos >= 0 {
				err.Pos = max(err.Pos-len("https://"), 0)
			}
		}
		return scheme, domain, err
	}
	p, err := splitURL(raw)
	if err != nil {
		return "", "", err
	}
	if !isHTTPScheme(p.scheme) {
		return "", "", newError(RuleSiteScheme, 0, raw, "scheme \""+textsafe.Escape(p.scheme)+"\" has no site here: use http or https")
	}
	domain, err := hostDomain(raw, p.host, p.hostPos)
	if err != nil {
		return "", "", err
	}
	return strings.ToLower(p.scheme), domain, nil
}

// hostDomain returns the registrable domain of host, which starts at byte
// pos of input. Each way a host can lack one has its own rule.
//
// Test hosts: an IP address (dotted-decimal IPv4, or IPv6) and localhost
// have no registrable domain, and WebKit then takes the host itself as the
// site (Source/WebCore/platform/RegistrableDomain.h,
// registrableDomainFromHost: "else if (domain.isEmpty()) domain = host").
// Its own PCM layout tests click from 127.0.0.1 and attribute on localhost
// (LayoutTests/http/tests/privateClickMeasurement/
// send-attribution-conversion-request-expected.txt: "source-site":
// "127.0.0.1", "attributed-on-site":"localhost"), and so does a developer
// testing locally. They are accepted the same way, and IsTestHost lets
// callers say so. Other single labels and bare public suffixes stay
// refused: no real site is one.
func hostDomain(input, host string, pos int) (string, *Error) {
	if host == "" {
		return "", newError(RuleHost, pos, input, "the URL has no host")
	}
	if host[0] == '[' {
		if a, err := netip.ParseAddr(strings.TrimSuffix(host[1:], "]")); err == nil && a.Is6() && a.Zone() == "" && strings.HasSuffix(host, "]") {
			return "[" + a.String() + "]", nil // a test host: its own site, as in WebKit
		}
		return "", newError(RuleSiteIP, pos, input, "the host "+quote(host)+" is not an IPv6 address WebKit could use as a site")
	}
	ascii, err := asciiHost(input, host, pos)
	if err != nil {
		return "", err
	}
	if isIPv4ish(ascii) {
		if a, err := netip.ParseAddr(ascii); err == nil && a.Is4() {
			return a.String(), nil // a test host: its own site, as in WebKit
		}
		return "", newError(RuleSiteIP, pos, input, "the host "+quote(host)+" is an IPv4 address in a short, octal or hex form: "+
			"write it in dotted decimal (127.0.0.1) to use it as a test site")
	}
	if ascii == "localhost" {
		return ascii, nil // a test host: its own site, as in WebKit
	}
	if !strings.Contains(ascii, ".") {
		return "", newError(RuleSiteSingle, pos, input, "the host "+quote(host)+" is a single-label name, which has no registrable domain")
	}
	domain, perr := publicsuffix.EffectiveTLDPlusOne(ascii)
	if perr != nil {
		return "", newError(RuleSitePublic, pos, input,
			"the host "+quote(host)+" is itself a public suffix (Public Suffix List), so it has no registrable domain")
	}
	return domain, nil
}

// asciiHost lower-cases an ASCII host and checks it label by label; a
// Unicode host goes through IDNA first.
func asciiHost(input, host string, pos int) (string, *Error) {
	ascii := host
	if !isASCII(host) {
		a, err := hostProfile.ToASCII(host)
		if err != nil {
			return "", newError(RuleHost, pos, input, "the host "+quote(host)+" is not a valid internationalized domain name: "+textsafe.Escape(err.Error()))
		}
		ascii = a
	} else {
		ascii = lowerASCII(host)
	}
	label := 0
	for i := 0; i < len(ascii); i++ {
		c := ascii[i]
		switch {
		case c == '.':
			if i == label {
				return "", newError(RuleHost, pos+min(i, len(host)-1), input,
					"the host "+quote(host)+" has an empty label (a leading, trailing or doubled '.')")
			}
			label = i + 1
		case 'a' <= c && c <= 'z', '0' <= c && c <= '9', c == '-', c == '_':
		default:
			return "", newError(RuleHost, pos+min(i, len(host)-1), input,
				"the host "+quote(host)+" holds "+describeAt(ascii, i)+", which no domain name may hold")
		}
	}
	if label == len(ascii) {
		return "", newError(RuleHost, pos+len(host)-1, input, "the host "+quote(host)+" has an empty label (a leading, trailing or doubled '.')")
	}
	return ascii, nil
}

// isIPv4ish reports whether WHATWG URL would read host as an IPv4 address:
// its last label is a number (decimal, or hex with 0x).
func isIPv4ish(host string) bool {
	last := host[strings.LastIndexByte(host, '.')+1:]
	if strings.HasPrefix(last, "0x") {
		return true
	}
	for i := 0; i < len(last); i++ {
		if last[i] < '0' || last[i] > '9' {
			return false
		}
	}
	return last != ""
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// lowerASCII allocates only when s holds an upper-case letter.
func lowerASCII(s string) string {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			return strings.ToLower(s)
		}
	}
	return s
}

// IsTestHost reports whether site (a registrable domain as Site and the
// reports write it, with or without a scheme) is a test host: an IP
// address or localhost, which real sites never are.
func IsTestHost(site string) bool {
	if _, rest, ok := strings.Cut(site, "://"); ok {
		site = rest
	}
	if site == "localhost" {
		return true
	}
	_, err := netip.ParseAddr(strings.TrimSuffix(strings.TrimPrefix(site, "["), "]"))
	return err == nil
}

// TestHostNote is the note for results that involve test hosts, "" when
// none of sites is one.
func TestHostNote(sites ...string) string {
	var hosts []string
	for _, s := range sites {
		if s != "" && IsTestHost(s) && !slices.Contains(hosts, s) {
			hosts = append(hosts, s)
		}
	}
	if len(hosts) == 0 {
		return ""
	}
	if len(hosts) == 1 {
		return hosts[0] + ": a test host, its own site as in WebKit; a real site is a registrable domain"
	}
	return strings.Join(hosts, " and ") + ": test hosts, each its own site as in WebKit; a real site is a registrable domain"
}
