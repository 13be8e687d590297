package spoof

import (
	"strings"

	"golang.org/x/net/publicsuffix"
)

// The registrable domain (eTLD+1) as Chrome's lookalike checks take it
// (components/lookalikes/core/lookalike_url_util.cc, GetETLDPlusOne and
// GetE2LDWithDeFactoPublicRegistries): the ICANN section of the Public
// Suffix List decides, a private registry (blogspot.com, cloud.goog) is
// part of the registrable domain, except for the few private registries
// Chrome treats as public (com.de, com.se). Chrome gives no registrable
// domain under a TLD the list does not know; linkscope takes the last
// label as the registry there (a link to paypal.com.evil.example names
// the site evil.example), so a team's internal or new TLDs are looked at
// too.

// suffixes are a host's public suffix as Chrome's GetETLDPlusOne takes it
// (a de-facto public registry kept) and as HostnameWithoutRegistry does
// (the ICANN suffix only), from one lookup in the list.
func suffixes(ascii string) (deFacto, icannOnly string) {
	suffix, icann := publicsuffix.PublicSuffix(ascii)
	if icann || strings.IndexByte(suffix, '.') < 0 {
		return suffix, suffix // ICANN's, or a TLD the list does not know
	}
	icannOnly = icannSuffix(suffix) // a private registry
	if isDeFactoPublic(suffix) {
		return suffix, icannOnly
	}
	return icannOnly, icannOnly
}

// registry is where a host's registry (public suffix) starts in it: the
// offset of its first byte, len(host) when the host is itself a public
// suffix or has none.
func registry(ascii string, deFacto bool) int {
	withDeFacto, icannOnly := suffixes(ascii)
	suffix := icannOnly
	if deFacto {
		suffix = withDeFacto
	}
	return suffixStart(ascii, suffix)
}

// suffixStart is where suffix starts in host, len(host) when it is all
// of it or not a suffix of it.
func suffixStart(host, suffix string) int {
	if len(suffix) >= len(host) || !strings.HasSuffix(host, suffix) {
		return len(host)
	}
	return len(host) - len(suffix)
}

// icannSuffix is the longest suffix of a private public suffix that the
// ICANN section lists (at worst its TLD).
func icannSuffix(private string) string {
	for s := private; ; {
		dot := strings.IndexByte(s, '.')
		if dot < 0 {
			return s
		}
		s = s[dot+1:]
		if ps, icann := publicsuffix.PublicSuffix(s); icann && ps == s {
			return s
		}
	}
}

// isDeFactoPublic reports a private registry Chrome treats as public
// (kPrivateRegistriesTreatedAsPublic).
func isDeFactoPublic(suffix string) bool {
	for _, s := range lookalikeWords().deFactoPublic {
		if suffix == s {
			return true
		}
	}
	return false
}

// etldPlusOne is Chrome's GetETLDPlusOne of a lower-case ASCII host: its
// registrable domain, "" when it has none (a public suffix, a single
// label).
func etldPlusOne(ascii string) string {
	d, _ := splitHost(ascii)
	return d
}

// splitHost returns a lower-case ASCII host's registrable domain
// (etldPlusOne) and that domain without its registry
// (HostnameWithoutRegistry: com.de's registry is de there); both "" when
// it has none.
func splitHost(ascii string) (domain, name string) {
	ascii = strings.TrimSuffix(ascii, ".")
	withDeFacto, icannOnly := suffixes(ascii)
	at := suffixStart(ascii, withDeFacto)
	if at == 0 || at >= len(ascii) || ascii[at-1] != '.' {
		return "", ""
	}
	start := strings.LastIndexByte(ascii[:at-1], '.') + 1
	if start == at-1 {
		return "", "" // an empty label before the registry
	}
	domain = ascii[start:]
	name = strings.Trim(domain[:suffixStart(domain, icannOnly)], ".")
	return domain, name
}

// withoutRegistry is a registrable domain without its registry: Chrome's
// HostnameWithoutRegistry (deFacto false: com.de's registry is de) or
// GetE2LDWithDeFactoPublicRegistries (deFacto true: it is com.de).
func withoutRegistry(domain string, deFacto bool) string {
	if domain == "" {
		return ""
	}
	at := registry(domain, deFacto)
	return strings.Trim(domain[:at], ".")
}
