package spoof

import (
	"net/netip"
	"strings"

	"golang.org/x/net/publicsuffix"
)

// domainInfo is what Chrome's lookalike checks know of a host
// (lookalikes::DomainInfo): its registrable domain, that domain without
// its registry, their Unicode forms and Chrome's skeletons of them.
type domainInfo struct {
	host   string // lower-case ASCII, no root dot
	domain string // registrable domain (etldPlusOne), "" when none
	name   string // domain without its registry (HostnameWithoutRegistry)
	// unicode and nameUnicode are domain and name with every valid A-label
	// decoded; hasIDN says one was.
	unicode, nameUnicode string
	hasIDN               bool
	// skel and nameSkel are Chrome's skeletons of unicode and nameUnicode,
	// made when first asked for (skeletons, nameSkeletons).
	skel, nameSkel []string
}

// newDomainInfo is GetDomainInfo of a host written as in a link (Unicode
// or punycode, any case). A host that is not a valid name, an IP address
// or a host with no registrable domain gives a domainInfo with only host
// (or nothing) set.
func newDomainInfo(host string) domainInfo {
	ascii, ok := canonicalHost(host, false)
	ascii = strings.TrimSuffix(ascii, ".")
	if !ok || ascii == "" || isIPHost(ascii) {
		return domainInfo{}
	}
	return infoOfASCII(ascii)
}

// skeletons are Chrome's skeletons of the registrable domain.
func (d *domainInfo) skeletons() []string {
	if d.skel == nil && d.domain != "" {
		d.skel = chrome().skeletons(d.unicode)
	}
	return d.skel
}

// nameSkeletons are Chrome's skeletons of the name.
func (d *domainInfo) nameSkeletons() []string {
	if d.nameSkel == nil && d.name != "" {
		d.nameSkel = chrome().skeletons(d.nameUnicode)
	}
	return d.nameSkel
}

// infoOfASCII is newDomainInfo of a host already lower-case ASCII.
func infoOfASCII(ascii string) domainInfo {
	d := domainInfo{host: ascii}
	d.domain, d.name = splitHost(ascii)
	if d.domain == "" {
		return d
	}
	d.unicode, d.nameUnicode = unsafeUnicode(d.domain), unsafeUnicode(d.name)
	d.hasIDN = d.unicode != d.domain
	return d
}

// brandInfo is infoOfASCII with the Public Suffix List's private
// registries counted as registries: a team's brand on a hosting domain
// (shop.myshopify.com, team.github.io) owns that host, not every host of
// the hosting domain, and is compared as such.
func brandInfo(ascii string) domainInfo {
	d := infoOfASCII(ascii)
	domain, err := publicsuffix.EffectiveTLDPlusOne(ascii)
	if err != nil || domain == d.domain || d.domain == "" {
		return d
	}
	suffix, _ := publicsuffix.PublicSuffix(domain)
	b := domainInfo{host: ascii, domain: domain, name: strings.TrimSuffix(strings.TrimSuffix(domain, suffix), ".")}
	b.unicode, b.nameUnicode = unsafeUnicode(b.domain), unsafeUnicode(b.name)
	b.hasIDN = b.unicode != b.domain
	return b
}

// isIPHost reports an IPv4 address or a bracketed IPv6 one.
func isIPHost(ascii string) bool {
	if strings.HasPrefix(ascii, "[") {
		return true
	}
	if ascii == "" || ascii[len(ascii)-1] < '0' || ascii[len(ascii)-1] > '9' {
		return false // an IPv4 address ends in a digit
	}
	_, err := netip.ParseAddr(ascii)
	return err == nil
}

// hasSkeleton reports whether one of d's skeletons is s.
func (d *domainInfo) hasSkeleton(s string) bool {
	for _, k := range d.skeletons() {
		if k == s {
			return true
		}
	}
	return false
}

// isEditDistanceCandidate is IsEditDistanceCandidate: a registrable domain
// whose name has at least five characters (bytes of its ASCII form).
func (d *domainInfo) isEditDistanceCandidate() bool { return len(d.name) >= minEditDistanceName }

// minEditDistanceName is kMinLengthForEditDistance
// (components/url_formatter/spoof_checks/top_domains/top_domain_util.cc).
const minEditDistanceName = 5
