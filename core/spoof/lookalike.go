package spoof

import (
	_ "embed"
	"strings"
	"sync"
)

// Chrome's lookalike-URL heuristics (components/lookalikes/core/
// lookalike_url_util.cc, GetMatchingDomain), with the team's brands in
// the part Chrome gives the sites a user engages with: a registrable
// domain that reads like a top domain or a brand (skeleton), is one
// character from one (edit distance) or swaps two of its characters
// (character swap), a host that holds one (target embedding:
// paypal.com.evil.example, paypal-com.evil.example, www-paypal.com), and a
// registrable domain made of a brand's name and a keyword
// (combosquatting: paypal-login.example).

// MatchKind says how a host imitates a domain.
type MatchKind uint8

// The kinds, in the order the heuristics run.
const (
	MatchNone MatchKind = iota
	// MatchSkeleton: the registrable domain reads as the domain (the same
	// skeleton): pаypal.com with a Cyrillic а, paypa1.com, rnicrosoft.com.
	MatchSkeleton
	// MatchEditDistance: one character added, removed or replaced:
	// gooogle.com, gogle.com.
	MatchEditDistance
	// MatchCharacterSwap: two neighbouring characters swapped: googel.com.
	MatchCharacterSwap
	// MatchEmbedded: the host holds the domain before its own registrable
	// domain: paypal.com.evil.example, paypal-com.evil.example,
	// googlecom-login.example.
	MatchEmbedded
	// MatchEndEmbedded: the registrable domain ends with the domain,
	// joined by a hyphen: www-paypal.com (Chrome's safety tip).
	MatchEndEmbedded
	// MatchCombo: the registrable domain is the domain's name with a
	// keyword: paypal-login.example, loginpaypal.com.
	MatchCombo
)

var matchKindNames = [...]string{"", "skeleton", "edit-distance", "character-swap", "target-embedding", "end-embedding", "combosquatting"}

// String names the kind as Chrome's match types do.
func (k MatchKind) String() string {
	if int(k) < len(matchKindNames) {
		return matchKindNames[k]
	}
	return "unknown"
}

// Match is the domain a host imitates and how.
type Match struct {
	// Domain is the domain imitated: a top domain, or a brand as the team
	// wrote it (Brand set).
	Domain string
	Brand  bool
	Kind   MatchKind
	// Site is the registrable domain the host belongs to, as a link shows
	// it (Unicode for an IDN): who the link really goes to.
	Site string
	// Keyword is the word combined with the brand's name (MatchCombo).
	Keyword string
}

// Lookalike returns the domain a host imitates, a top domain or one of
// brands (nil for none), and how; ok is false when it imitates none. host
// is written as in a link (Unicode or punycode, any case, percent-encoded
// or not). A host under a top domain or a brand (www.paypal.com, or
// paypal.com.au when that is a top domain) imitates nothing.
func Lookalike(host string, brands *Brands) (Match, bool) {
	return lookalikeTables().match(host, brands, "")
}

// LookalikeChecked is Lookalike for a host Check has judged: res's top
// domain match is not looked for again.
func LookalikeChecked(host string, brands *Brands, res *Result) (Match, bool) {
	top := res.TopDomain
	if top == "" {
		top = "-" // judged: no skeleton match
	}
	return lookalikeTables().match(host, brands, top)
}

// lookalikes are the tables the heuristics read: Chrome's top domains and
// words in production, Chromium's test lists in the tests.
type lookalikes struct {
	top      *topDomains     // every top domain, by skeleton
	topNames map[string]bool // every top domain (Unicode for an IDN)
	bucket   []topTarget     // the top bucket: target embedding, edit distance
	edit     *editIndex      // the bucket's edit distance candidates
	noSep    map[string]int  // skeleton without '.' and '-' -> bucket entry
	tldSkels map[string]bool // skeletons of the bucket's last labels
	combo    []comboBrand    // combosquatting's brand names
	keywords []string        // combosquatting's keywords, as skeletons
	common   map[string]bool
	endOK    []string // kDomainsPermittedInEndEmbeddings
}

// topTarget is a top-bucket domain.
type topTarget struct {
	info domainInfo
}

var lookalikeTables = sync.OnceValue(func() *lookalikes {
	w := lookalikeWords()
	return newLookalikes(chromeTopDomains(), w.comboBrands, w.keywords, w.common, w.endEmbedding)
})

func newLookalikes(list []topDomain, comboNames, keywords, common, endOK []string) *lookalikes {
	c := chrome()
	// The top domains' skeleton index is a third of what building the
	// tables costs and needs nothing else built here: on a second core it
	// is ready by the time the rest is, which a one-link run waits for.
	top := make(chan *topDomains, 1)
	go func() { top <- newTopDomains(c, list) }()
	l := &lookalikes{topNames: make(map[string]bool, len(list)),
		noSep: map[string]int{}, tldSkels: map[string]bool{}, common: map[string]bool{}, endOK: endOK}
	var edit []editEntry
	for _, d := range list {
		l.topNames[d.Domain] = true
		if !d.Top {
			continue
		}
		ascii, ok := canonicalHost(d.Domain, false)
		if !ok {
			continue
		}
		info := infoOfASCII(ascii)
		if info.domain == "" {
			continue
		}
		l.bucket = append(l.bucket, topTarget{info: info})
		i := len(l.bucket) - 1
		for _, s := range info.skeletons() {
			l.tldSkels[s[strings.LastIndexByte(s, '.')+1:]] = true
			if k := removeSeparators(s); k != "" {
				if _, dup := l.noSep[k]; !dup {
					l.noSep[k] = i
				}
			}
		}
		if info.isEditDistanceCandidate() {
			edit = append(edit, editEntry{skeleton: skeleton(info.unicode), target: i})
		}
	}
	l.edit = newEditIndex(edit)
	for _, n := range comboNames {
		for _, s := range c.skeletons(n) {
			l.combo = append(l.combo, comboBrand{name: n, skeleton: s})
		}
	}
	for _, k := range keywords {
		l.keywords = append(l.keywords, c.skeletons(k)...)
	}
	for _, w := range common {
		l.common[w] = true
	}
	l.top = <-top
	return l
}

// removeSeparators drops the '.' and '-' of a skeleton (Chrome's
// SkeletonType::kSeparatorsRemoved).
func removeSeparators(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '.' || r == '-' {
			return -1
		}
		return r
	}, s)
}

// match runs the heuristics in Chrome's order. topSkeleton is the top
// domain Check found for the host ("" when it was not asked, "-" when it
// found none).
func (l *lookalikes) match(host string, brands *Brands, topSkeleton string) (Match, bool) {
	nav := newDomainInfo(host)
	navB := brands.navInfo(nav) // as the brands are compared
	if nav.domain == "" || brands.owns(&navB) || l.topNames[nav.unicode] {
		return Match{}, false
	}
	site := nav.unicode
	found := func(m Match) (Match, bool) {
		m.Site = site
		return m, true
	}
	if b, ok := brands.imitated(&navB); ok {
		return found(Match{Domain: b, Brand: true, Kind: MatchSkeleton})
	}
	if nav.hasIDN {
		if topSkeleton == "" {
			if d, ok := chrome().similar(l.top, unsafeUnicode(nav.host)); ok {
				topSkeleton = d.Domain
			}
		}
		if topSkeleton != "" && topSkeleton != "-" {
			return found(Match{Domain: topSkeleton, Kind: MatchSkeleton})
		}
	}
	if navB.isEditDistanceCandidate() {
		if m, ok := brands.similar(&navB); ok {
			return found(m)
		}
	}
	if nav.isEditDistanceCandidate() {
		if m, ok := l.similar(&nav); ok {
			return found(m)
		}
	}
	if m, ok := l.embedding(&nav, brands); ok {
		return found(m)
	}
	if m, ok := l.combosquatting(&nav, brands); ok {
		return found(m)
	}
	return Match{}, false
}

// lookalikeWordList is data/lookalike_words.tsv, parsed.
type lookalikeWordList struct {
	comboBrands, keywords, common, endEmbedding, deFactoPublic []string
}

//go:embed data/lookalike_words.tsv
var lookalikeWordsTSV string

var lookalikeWords = sync.OnceValue(func() *lookalikeWordList {
	w := &lookalikeWordList{}
	for _, f := range tableRows("lookalike_words.tsv", lookalikeWordsTSV, "kind", "word") {
		word := f.Cell("word")
		switch f.Cell("kind") {
		case "combo-brand":
			w.comboBrands = append(w.comboBrands, word)
		case "combo-keyword":
			w.keywords = append(w.keywords, word)
		case "common-word":
			w.common = append(w.common, word)
		case "end-embedding":
			w.endEmbedding = append(w.endEmbedding, word)
		case "de-facto-public":
			w.deFactoPublic = append(w.deFactoPublic, word)
		default:
			panic(f.Errorf("kind", "unknown kind %q", f.Cell("kind")))
		}
	}
	return w
})
