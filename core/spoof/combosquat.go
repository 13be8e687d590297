package spoof

import "strings"

// Combosquatting (GetComboSquattingType, IsComboSquatting): a registrable
// domain whose name holds a brand's name and one of a few keywords, on
// their skeletons (paypal-login.example, loginpaypal.com,
// googlé-lógin.com), the brand names being Chrome's hard-coded list and
// the team's brands.

// comboBrand is a brand name and one of its skeletons.
type comboBrand struct {
	name, skeleton string
}

// minComboBrand is kMinBrandNameLengthForComboSquatting: a brand name
// must be longer than this.
const minComboBrand = 4

// combosquatting looks for the team's brands first, then Chrome's list.
func (l *lookalikes) combosquatting(nav *domainInfo, brands *Brands) (Match, bool) {
	if !l.anyKeyword(nav) {
		return Match{}, false // the cheap test first: most names hold no keyword
	}
	if b := brands; b.Len() > 0 {
		for i := range b.brands {
			br := &b.brands[i]
			if len(br.info.name) <= minComboBrand {
				continue
			}
			for _, s := range br.info.nameSkeletons() {
				if kw, ok := l.combo1(nav, s); ok {
					return Match{Domain: b.comboDomain(br.info.name, nav), Brand: true, Kind: MatchCombo, Keyword: kw}, true
				}
			}
		}
	}
	for _, cb := range l.combo {
		if kw, ok := l.combo1(nav, cb.skeleton); ok {
			return Match{Domain: l.comboDomain(cb.name, nav), Kind: MatchCombo, Keyword: kw}, true
		}
	}
	return Match{}, false
}

// anyKeyword reports whether a skeleton of nav's name holds a keyword.
func (l *lookalikes) anyKeyword(nav *domainInfo) bool {
	for _, s := range nav.nameSkeletons() {
		for _, kw := range l.keywords {
			if strings.Contains(s, kw) {
				return true
			}
		}
	}
	return false
}

// combo1 is IsComboSquatting for one brand skeleton: a skeleton of nav's
// name holds it and is longer, and holds a keyword that neither holds nor
// is held by the brand, nor overlaps it. It returns the keyword.
func (l *lookalikes) combo1(nav *domainInfo, brandSkel string) (string, bool) {
	for _, s := range nav.nameSkeletons() {
		bpos := strings.Index(s, brandSkel)
		if len(s) == len(brandSkel) || bpos < 0 {
			continue
		}
		for _, kw := range l.keywords {
			kpos := strings.Index(s, kw)
			if kpos < 0 || strings.Contains(brandSkel, kw) || strings.Contains(kw, brandSkel) {
				continue
			}
			if kpos > bpos && kpos < bpos+len(brandSkel) || bpos > kpos && bpos < kpos+len(kw) {
				continue
			}
			return kw, true
		}
	}
	return "", false
}

// comboDomain is FindMatchedDomainForHardCodedComboSquatting: the brand
// name under nav's registry when that is a top domain, else under .com.
func (l *lookalikes) comboDomain(name string, nav *domainInfo) string {
	registry := strings.TrimPrefix(nav.domain[len(nav.name):], ".")
	candidate := name + "." + registry
	if l.topNames[candidate] {
		return candidate
	}
	return name + ".com"
}

// comboDomain is the brand named name: the one under nav's registry when
// there is one, else the first.
func (b *Brands) comboDomain(name string, nav *domainInfo) string {
	registry := strings.TrimPrefix(nav.domain[len(nav.name):], ".")
	first := ""
	for i := range b.brands {
		br := &b.brands[i]
		if br.info.name != name {
			continue
		}
		if br.info.domain == name+"."+registry {
			return br.domain
		}
		if first == "" {
			first = br.domain
		}
	}
	return first
}
