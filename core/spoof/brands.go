package spoof

import (
	"errors"
	"net/netip"
	"strings"

	"golang.org/x/net/publicsuffix"
)

// Brands are the domains a team owns: a host that reads like one of them
// (the same skeleton, registrable domain against registrable domain) but
// is neither it nor one of its subdomains imitates it. The zero value has
// no brand.
type Brands struct {
	brands     []brand
	bySkeleton map[string]int // skeleton of a brand's registrable domain -> brand
	// noSep holds the skeletons of the brands' registrable domains without
	// '.' and '-' (googlecom), tlds the skeletons of their last labels.
	noSep map[string]int
	tlds  map[string]bool
}

// brand is one brand domain.
type brand struct {
	domain string // as the team writes it, lower case (Unicode for an IDN)
	ascii  string // its ASCII form
	dotted string // ascii with its hyphens read as dots, as target embedding splits hosts
	info   domainInfo
}

// ParseBrand checks a brand domain and returns it as a link shows it:
// lower case, IDN labels in Unicode. The error says what is wrong.
func ParseBrand(domain string) (string, error) {
	b, err := parseBrand(domain)
	return b.domain, err
}

func parseBrand(domain string) (brand, error) {
	d := strings.TrimSuffix(strings.TrimSpace(domain), ".")
	switch {
	case d == "":
		return brand{}, errors.New("a brand is a domain name; this one is empty")
	case strings.Contains(d, "://") || strings.ContainsAny(d, "/?#@"):
		return brand{}, errors.New("a brand is a domain name such as example.com, not a URL")
	}
	ascii, ok := canonicalHost(d, false)
	if !ok || strings.Contains(ascii, "..") || strings.HasPrefix(ascii, ".") || !acesDecode(ascii) {
		return brand{}, errors.New("not a valid domain name")
	}
	if _, err := netip.ParseAddr(strings.Trim(ascii, "[]")); err == nil {
		return brand{}, errors.New("an IP address is not a brand domain")
	}
	if _, err := publicsuffix.EffectiveTLDPlusOne(ascii); err != nil {
		return brand{}, errors.New("a public suffix (such as com or co.uk) is not a brand domain: name the domain registered under it")
	}
	uni := unsafeUnicode(ascii)
	if again, ok := canonicalHost(uni, false); !ok || again != ascii {
		return brand{}, errors.New("not a valid domain name")
	}
	return brand{domain: uni, ascii: ascii}, nil
}

// acesDecode reports whether every xn-- label of an ASCII host is valid
// Punycode for a valid Unicode label.
func acesDecode(ascii string) bool {
	for _, l := range strings.Split(ascii, ".") {
		if strings.HasPrefix(l, "xn--") {
			if _, ok := decodeLabel(l, checkHyphens); !ok {
				return false
			}
		}
	}
	return true
}

// NewBrands builds the brand set. The error names the first domain that
// is not one, by its position in the list (from 1).
func NewBrands(domains []string) (*Brands, error) {
	b := &Brands{bySkeleton: map[string]int{}, noSep: map[string]int{}, tlds: map[string]bool{}}
	for i, d := range domains {
		br, err := parseBrand(d)
		if err != nil {
			return nil, &BrandError{Index: i, Domain: d, Err: err}
		}
		br.info = brandInfo(br.ascii)
		br.dotted = strings.ReplaceAll(br.ascii, "-", ".")
		br.info.nameSkeletons()
		b.brands = append(b.brands, br)
		n := len(b.brands) - 1
		for _, s := range br.info.skeletons() {
			if _, ok := b.bySkeleton[s]; !ok {
				b.bySkeleton[s] = n
			}
			if k := removeSeparators(s); k != "" {
				if _, ok := b.noSep[k]; !ok {
					b.noSep[k] = n
				}
			}
			b.tlds[s[strings.LastIndexByte(s, '.')+1:]] = true
		}
	}
	return b, nil
}

// BrandError is a domain of a brand list that is not a brand domain.
type BrandError struct {
	Index  int // in the list, from 0
	Domain string
	Err    error
}

func (e *BrandError) Error() string { return "brand " + `"` + e.Domain + `": ` + e.Err.Error() }
func (e *BrandError) Unwrap() error { return e.Err }

// noSeparators is noSep, nil for no brands.
func (b *Brands) noSeparators() map[string]int {
	if b == nil {
		return nil
	}
	return b.noSep
}

// tldSkeletons is tlds, nil for no brands.
func (b *Brands) tldSkeletons() map[string]bool {
	if b == nil {
		return nil
	}
	return b.tlds
}

// Len is the number of brands.
func (b *Brands) Len() int {
	if b == nil {
		return 0
	}
	return len(b.brands)
}

// Domains lists the brands as ParseBrand returns them, in order.
func (b *Brands) Domains() []string {
	if b == nil {
		return nil
	}
	out := make([]string, len(b.brands))
	for i, br := range b.brands {
		out[i] = br.domain
	}
	return out
}

// Imitated returns the brand a host imitates by its skeleton: its
// registrable domain reads as a brand's (the same skeleton), and it is
// neither that brand, nor one of its subdomains, nor under the brand's
// own registrable domain. host is written as in a link (Unicode or
// punycode). Lookalike also finds the other ways of imitating a brand.
func (b *Brands) Imitated(host string) (string, bool) {
	if b.Len() == 0 {
		return "", false
	}
	nav := b.navInfo(newDomainInfo(host))
	if nav.domain == "" || b.owns(&nav) {
		return "", false
	}
	return b.imitated(&nav)
}

// navInfo is a host's domainInfo as the brands are compared with it: its
// registrable domain counts the Public Suffix List's private registries
// (evil.github.io is its own site, not github.io's).
func (b *Brands) navInfo(nav domainInfo) domainInfo {
	if b.Len() == 0 || nav.domain == "" {
		return nav
	}
	if d := brandInfo(nav.host); d.domain != nav.domain {
		return d
	}
	return nav
}

// owns reports a host that is a brand, under one, or under a brand's
// registrable domain.
func (b *Brands) owns(nav *domainInfo) bool {
	if b == nil {
		return false
	}
	for i := range b.brands {
		br := &b.brands[i]
		if nav.host == br.ascii || strings.HasSuffix(nav.host, "."+br.ascii) || nav.domain != "" && nav.domain == br.info.domain {
			return true
		}
	}
	return false
}

// imitated is the brand whose registrable domain has one of nav's
// skeletons.
func (b *Brands) imitated(nav *domainInfo) (string, bool) {
	if b.Len() == 0 {
		return "", false
	}
	for _, s := range nav.skeletons() {
		if i, ok := b.bySkeleton[s]; ok {
			return b.brands[i].domain, true
		}
	}
	return "", false
}
