package spoof

import "strings"

// Target embedding (GetTargetEmbeddingType, SearchForEmbeddings): a host
// that holds a top-bucket domain or a brand before its own registrable
// domain, the pieces joined by '.' or '-' (paypal.com.evil.example,
// paypal-com.evil.example, foo.paypal.com-login.example), or without
// separators (paypalcom-login.example). One at the very end of the host
// (www-paypal.com) is Chrome's milder safety tip, MatchEndEmbedded.

// minEmbeddedName is kMinE2LDLengthForTargetEmbedding: an embedded
// domain's name must be longer than this (hp.com is not looked for).
const minEmbeddedName = 4

// maxEmbeddingTokens bounds the pieces of a host the search looks at
// (a DNS name has at most 127 labels; the search is quadratic).
const maxEmbeddingTokens = 64

// embedding is GetTargetEmbeddingType: an embedding before the end of the
// host wins over one at its end.
func (l *lookalikes) embedding(nav *domainInfo, brands *Brands) (Match, bool) {
	host := unsafeUnicode(nav.host)
	tokens := splitTokens(host)
	whole := true
	if len(tokens) > maxEmbeddingTokens {
		tokens, whole = tokens[len(tokens)-maxEmbeddingTokens:], false
	}
	s := embeddingSearch{l: l, brands: brands, tokens: tokens, embedder: nav.domain, embedderUnicode: nav.unicode, nav: nav, host: host,
		plain: whole && !strings.Contains(host, "-") && !strings.Contains(host, "..") && !strings.HasPrefix(host, ".") && !strings.HasSuffix(host, ".")}
	m, ok := s.search(true)
	if ok && m.Kind == MatchEndEmbedded {
		if m2, ok2 := s.search(false); ok2 {
			return m2, true
		}
	}
	return m, ok
}

// splitTokens splits a host on '.' and '-', dropping empty pieces.
func splitTokens(host string) []string {
	return strings.FieldsFunc(host, func(r rune) bool { return r == '.' || r == '-' })
}

type embeddingSearch struct {
	l                         *lookalikes
	brands                    *Brands
	tokens                    []string
	embedder, embedderUnicode string // the host's registrable domain, ASCII and Unicode
	nav                       *domainInfo
	host                      string // nav's host, Unicode
	plain                     bool   // host is its tokens joined by dots
}

// search is SearchForEmbeddings: from the back of the host to its front,
// each run of pieces ending at end is tried as an embedded domain.
func (s *embeddingSearch) search(endAllowed bool) (Match, bool) {
	n := len(s.tokens)
	for end := n; end > 0; end-- {
		span := s.tokens[:end]
		noSep, tld := s.lastPiece(span[end-1])
		if noSep {
			if m, ok := s.withoutSeparators(span); ok {
				return m, true
			}
		}
		if !tld {
			continue // no target ends with this piece: nothing ending here can match
		}
		kind := MatchEmbedded
		if end == n {
			if !endAllowed {
				continue
			}
			kind = MatchEndEmbedded
		}
		if m, ok := s.brandHost(span, kind); ok {
			return m, true
		}
		check := s.spanInfo(span)
		if len(check.name) <= minEmbeddedName {
			continue
		}
		if m, ok := s.registrableMatch(&check, span, kind); ok {
			return m, true
		}
	}
	return Match{}, false
}

// spanInfo is the domainInfo of the host the pieces span make, joined
// by dots: nav's when that is the host itself.
func (s *embeddingSearch) spanInfo(span []string) domainInfo {
	if len(span) == len(s.tokens) && s.plain {
		return *s.nav // the host has only dots between non-empty labels
	}
	joined := strings.Join(span, ".")
	if joined == s.host {
		return *s.nav
	}
	return newDomainInfo(joined)
}

// lastPiece says whether a piece, ending a run, could be a target written
// without separators (noSep) and whether it could be a target's last
// label (tld): a cheap look at its skeleton before any domain is made.
func (s *embeddingSearch) lastPiece(piece string) (noSep, tld bool) {
	var buf [maxEditKey]byte
	if k, ok := asciiSkeletonTo(buf[:0], piece); ok {
		return s.pieceKnown(string(k)), s.tldKnown(string(k))
	}
	for _, k := range chrome().skeletons(piece) {
		noSep = noSep || s.pieceKnown(k)
		tld = tld || s.tldKnown(k)
	}
	return noSep, tld
}

// pieceKnown reports a skeleton that is a target's without separators.
func (s *embeddingSearch) pieceKnown(k string) bool {
	if _, ok := s.l.noSep[k]; ok {
		return true
	}
	_, ok := s.brands.noSeparators()[k]
	return ok
}

// tldKnown reports a skeleton that is a target's last label's.
func (s *embeddingSearch) tldKnown(k string) bool {
	return s.l.tldSkels[k] || s.brands.tldSkeletons()[k]
}

// withoutSeparators looks at the last piece of span as a top-bucket
// domain written without its dots and hyphens (googlecom), or a brand's.
func (s *embeddingSearch) withoutSeparators(span []string) (Match, bool) {
	last := span[len(span)-1]
	target, brand, ok := s.noSeparatorTarget(last)
	if !ok {
		return Match{}, false
	}
	prefix := strings.Join(span, ".")
	spoofed := prefix[:len(prefix)-len(last)] + target.unicode
	if len(target.name) <= minEmbeddedName || s.allowed(target, splitTokens(spoofed), brand != "", true) {
		return Match{}, false
	}
	return s.found(target, brand, MatchEmbedded), true
}

// noSeparatorTarget is GetMatchingTopDomainWithoutSeparators, brands
// first.
func (s *embeddingSearch) noSeparatorTarget(piece string) (*domainInfo, string, bool) {
	skels := chrome().skeletons(piece)
	for _, ps := range skels {
		if i, ok := s.brands.noSeparators()[ps]; ok {
			br := &s.brands.brands[i]
			return &br.info, br.domain, true
		}
	}
	for _, ps := range skels {
		if i, ok := s.l.noSep[ps]; ok {
			return &s.l.bucket[i].info, "", true
		}
	}
	return nil, "", false
}

// brandHost finds a brand written whole among the runs of pieces ending
// with span's last (Chrome's exact match against an engaged site's host:
// foo.shop.example.co.uk-login.example holds shop.example.co.uk). The
// pieces are split on hyphens too, so a brand with one
// (example-shop.test) is compared with its hyphens read as dots; its own
// name must be long enough.
func (s *embeddingSearch) brandHost(span []string, kind MatchKind) (Match, bool) {
	b := s.brands
	if b.Len() == 0 {
		return Match{}, false
	}
	for start := 0; start < len(span)-1; start++ {
		run := span[start:]
		joined := ""
		for i := range b.brands {
			br := &b.brands[i]
			if len(br.info.name) <= minEmbeddedName || strings.Count(br.dotted, ".") != len(run)-1 {
				continue
			}
			if joined == "" {
				joined = canonicalJoin(run)
			}
			if br.dotted == joined && !s.allowed(&br.info, run, true, false) {
				return s.found(&br.info, br.domain, kind), true
			}
		}
	}
	return Match{}, false
}

// canonicalJoin joins pieces with dots, in the ASCII form a host takes
// ("" when they make no valid host).
func canonicalJoin(pieces []string) string {
	ascii, ok := canonicalHost(strings.Join(pieces, "."), false)
	if !ok {
		return ""
	}
	return ascii
}

// registrableMatch is DoesETLDPlus1MatchTopDomainOrEngagedSite: span's
// registrable domain reads as a brand that is a registrable domain (or
// its www.), or as a top-bucket domain.
func (s *embeddingSearch) registrableMatch(check *domainInfo, span []string, kind MatchKind) (Match, bool) {
	if b := s.brands; b.Len() > 0 {
		for _, sk := range check.skeletons() {
			for i := range b.brands {
				br := &b.brands[i]
				bare := br.ascii == br.info.domain || br.ascii == "www."+br.info.domain
				if bare && br.info.hasSkeleton(sk) {
					if s.allowed(check, span, true, false) {
						return Match{}, false
					}
					return s.found(&br.info, br.domain, kind), true
				}
			}
		}
	}
	for _, sk := range check.skeletons() {
		d, ok := s.l.top.lookup(sk)
		if !ok || !d.Top {
			continue
		}
		if s.allowed(check, span, false, false) {
			return Match{}, false
		}
		top := newDomainInfo(d.Domain)
		return s.found(&top, "", kind), true
	}
	return Match{}, false
}

// found is the match on target, a brand when brand is its domain.
func (s *embeddingSearch) found(target *domainInfo, brand string, kind MatchKind) Match {
	if brand != "" {
		return Match{Domain: brand, Brand: true, Kind: kind}
	}
	return Match{Domain: target.unicode, Kind: kind}
}

// allowed is IsAllowedToBeEmbedded: target, written as the pieces span
// (noSep: without separators), may stand in the host when the host
// embeds itself, when target differs from the host's registrable domain
// only in its registry (google.com in google.com.mx), or when it is one of
// the few domains allowed at the very end of a host (evil-office.com).
// Chrome also lets every top domain whose name is a common word stand
// anywhere (amazon.com.evil.example); linkscope lets it stand only where
// Chrome lets office.com stand, at the very end (best-weather.com), and
// written without separators (weathercom-forecast.example), and a brand
// is looked for whatever its name.
func (s *embeddingSearch) allowed(target *domainInfo, span []string, brand, noSep bool) bool {
	common := !brand && s.l.usesCommonWord(target)
	if common && noSep {
		return true
	}
	return s.embedsItself(span) ||
		withoutRegistry(target.domain, true) == withoutRegistry(s.embedder, true) ||
		s.l.endsWithPermitted(target, s.embedder) ||
		common && strings.HasSuffix(s.embedder, "-"+target.domain)
}

// usesCommonWord is UsesCommonWord.
func (l *lookalikes) usesCommonWord(target *domainInfo) bool {
	for _, d := range l.endOK {
		if target.domain == d {
			return false
		}
	}
	return l.common[target.name]
}

// endsWithPermitted is EndsWithPermittedDomains.
func (l *lookalikes) endsWithPermitted(target *domainInfo, embedder string) bool {
	for _, d := range l.endOK {
		if target.domain == d && strings.HasSuffix(embedder, "-"+d) {
			return true
		}
	}
	return false
}

// embedsItself is IsEmbeddingItself: a run of span's last pieces is the
// host's own registrable domain.
func (s *embeddingSearch) embedsItself(span []string) bool {
	if len(span) < 2 {
		return false
	}
	joined := span[len(span)-1]
	for i := len(span) - 2; i >= 0; i-- {
		joined = span[i] + "." + joined
		if joined == s.embedderUnicode || joined == s.embedder {
			return true
		}
	}
	return false
}
