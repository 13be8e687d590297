package attribution

import (
	_ "embed"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/linkscope/linkscope/core/internal/asciifold"
	"github.com/linkscope/linkscope/core/query"
	"github.com/linkscope/linkscope/core/tsvtable"
)

// Strip is what one browser removes from the landing page before any
// analytics script sees it, when, and what GA4 then records.
type Strip struct {
	Browser string
	Params  []string // the keys removed, in the order of the query
	Where   string   // when the browser does it
	// GA4Channel is the channel GA4 gives the visit that arrives without
	// them.
	GA4Channel string
}

// stripRule is one row of strip.tsv.
type stripRule struct {
	browser, key, where string
	browserAt           int // the browser's place in browsers()
	unless              *regexp.Regexp
	sites               []string
	// crossSite is set for a browser that strips only on a navigation
	// from another site: Brave exempts a same-site initiator.
	crossSite bool
	// ignoreCase is set for a browser that compares a key in ASCII lower
	// case (Firefox): FBCLID is fbclid to it.
	ignoreCase bool
}

// maxBrowsers bounds the browsers of strip.tsv.
const maxBrowsers = 8

//go:embed strip.tsv
var stripTSV string

var stripRules = sync.OnceValue(func() []stripRule {
	t := readTable("strip.tsv", stripTSV)
	out := make([]stripRule, 0, len(t.rows))
	var names []string
	for _, r := range t.rows {
		s := stripRule{browser: t.get(r, "browser"), key: t.get(r, "key"), where: t.get(r, "where")}
		if len(names) == 0 || names[len(names)-1] != s.browser {
			names = append(names, s.browser)
		}
		s.browserAt = len(names) - 1
		if s.browserAt >= maxBrowsers {
			panic("attribution: strip.tsv: more browsers than maxBrowsers, or a browser's rows apart")
		}
		if u := t.get(r, "unless"); u != "" {
			s.unless = regexp.MustCompile(u)
		}
		if sites := t.get(r, "sites"); sites != "" {
			s.sites = strings.Split(sites, ",")
		}
		s.crossSite, s.ignoreCase = yesColumn(t, r, "cross_site"), yesColumn(t, r, "ignore_case")
		if s.ignoreCase && s.key != lower(s.key) {
			panic(r.Errorf("key", "a key compared in lower case is written in lower case"))
		}
		out = append(out, s)
	}
	return out
})

// yesColumn is a yes-or-empty column of row r.
func yesColumn(t table, r tsvtable.Row, name string) bool {
	switch c := t.get(r, name); c {
	case "yes":
		return true
	case "":
		return false
	default:
		panic(r.Errorf(name, "%s is yes or empty, not %q", name, c))
	}
}

// browsers lists the browsers of strip.tsv in the table's order.
var browsers = sync.OnceValue(func() []string {
	var out []string
	for _, r := range stripRules() {
		if len(out) == 0 || out[len(out)-1] != r.browser {
			out = append(out, r.browser)
		}
	}
	return out
})

// browserSet is a set of the browsers of strip.tsv, a bit each in the
// table's order.
type browserSet uint8

func (s browserSet) with(browser string) browserSet {
	for i, b := range browsers() {
		if b == browser {
			return s | 1<<i
		}
	}
	return s
}

// names is "Safari, Brave": the browsers of the set, in the table's
// order.
func (s browserSet) names() string { return browserSetNames()[s] }

// browserSetNames are the names of every set, made once.
var browserSetNames = sync.OnceValue(func() []string {
	names := browsers()
	out := make([]string, 1<<len(names))
	for s := range out {
		var in []string
		for i, b := range names {
			if s&(1<<i) != 0 {
				in = append(in, b)
			}
		}
		out[s] = strings.Join(in, ", ")
	}
	return out
})

// strips reports whether rule r removes pair p of landing page l, reached
// from a page of host refHost ("" for none). Brave removes only a key
// with a value (one that is not all '='), and nothing on a navigation
// within one site.
func (r *stripRule) strips(p *query.Pair, l *landing, refHost string) bool {
	if !r.keyIs(p.RawKey) || r.browser == "Brave" && strings.Trim(p.RawValue, "=") == "" {
		return false // Brave splits a part at every '=', empty pieces dropped: gclid== is a key alone
	}
	if r.crossSite && refHost != "" && sameRegistrableSite(refHost, l.hostName()) {
		return false
	}
	if r.unless != nil && r.unless.MatchString(l.url) {
		return false
	}
	if r.sites == nil {
		return true
	}
	host := l.hostName()
	for _, s := range r.sites {
		if hostMatches(host, s) {
			return true
		}
	}
	return false
}

// keyIs reports whether rule r names key, as written or, for a browser
// that ignores case, in ASCII lower case.
func (r *stripRule) keyIs(key string) bool {
	return key == r.key || r.ignoreCase && asciifold.Equal(key, r.key)
}

// stripScratch is the memory readStrips reuses from link to link.
type stripScratch struct {
	found [maxBrowsers]struct {
		params []string // the keys the browser removes, in the order of the query
		where  string
	}
	ga4    []string // the keys GA4 reads among one browser's
	kept   []query.Pair
	index  pairIndex // kept's
	reread []reread  // the channels read again for this link
	rekeys []string  // their keys, one after the other
}

// reread is GA4's channel read again without the keys rekeys[from:to].
type reread struct {
	from, to int
	channel  string
}

// readStrips is what each browser removes from l's query, browsers that
// remove nothing left out, and the channel GA4 then gives the visit (g is
// its reading with every parameter).
func (r *Reader) readStrips(out []Strip, l *landing, refHost string, g *GA4) []Strip {
	if len(l.index.stripped) == 0 {
		return out
	}
	sc := &r.strips
	names := browsers()
	for b := range names {
		sc.found[b].params = sc.found[b].params[:0]
	}
	if !sc.find(l, refHost) {
		return out
	}
	sc.reread, sc.rekeys = sc.reread[:0], sc.rekeys[:0]
	for b, name := range names {
		f := &sc.found[b]
		if len(f.params) == 0 {
			continue
		}
		var s *Strip
		out, s = nextStrip(out)
		s.Browser, s.Where = name, f.where
		s.Params = append(s.Params, f.params...)
		s.GA4Channel = r.channelWithout(l, refHost, g, f.params)
	}
	return out
}

// find sorts the pairs some browser may strip, on a visit from refHost,
// by browser, and reports whether any is.
func (sc *stripScratch) find(l *landing, refHost string) bool {
	rules := stripRules()
	found := false
	for _, at := range l.index.stripped {
		p := &l.query[at.pair]
		for _, j := range at.rules {
			rule := &rules[j]
			if !rule.strips(p, l, refHost) {
				continue
			}
			f := &sc.found[rule.browserAt]
			f.where = rule.where
			if !contains(f.params, p.RawKey) {
				// The key as written: FBCLID, which Firefox strips as
				// fbclid, a copy (a reading may be remembered past the
				// link's memory); the table's own string when the same.
				key := rule.key
				if p.RawKey != key {
					key = strings.Clone(p.RawKey)
				}
				f.params = append(f.params, key)
			}
			found = true
		}
	}
	return found
}

// nextStrip is out with one more Strip, empty, reusing the memory a
// previous link's left there.
func nextStrip(out []Strip) ([]Strip, *Strip) {
	if len(out) < cap(out) {
		out = out[:len(out)+1]
		s := &out[len(out)-1]
		*s = Strip{Params: s.Params[:0]}
		return out, s
	}
	out = append(out, Strip{})
	return out, &out[len(out)-1]
}

// channelWithout is GA4's channel of the visit once removed are stripped
// from the query. It is g's when GA4 used none of their pairs (GA4 reads
// the first pair with a value of each of its keys); else GA4 reads the
// rest again, once a link for each set of its keys removed.
func (r *Reader) channelWithout(l *landing, refHost string, g *GA4, removed []string) string {
	sc := &r.strips
	sc.ga4 = sc.ga4[:0]
	for _, k := range removed {
		if isGA4Key(k) {
			sc.ga4 = append(sc.ga4, k)
		}
	}
	if len(sc.ga4) == 0 || !l.index.usesAny(sc.ga4) {
		return g.Channel
	}
	for _, rr := range sc.reread {
		if slices.Equal(sc.rekeys[rr.from:rr.to], sc.ga4) {
			return rr.channel
		}
	}
	sc.kept = sc.kept[:0]
	for i := range l.query {
		if !contains(sc.ga4, l.query[i].RawKey) {
			sc.kept = append(sc.kept, l.query[i])
		}
	}
	sc.index.readGA4Only(sc.kept)
	ch := readGA4(&sc.index, l, refHost, &r.memo).Channel
	from := len(sc.rekeys)
	sc.rekeys = append(sc.rekeys, sc.ga4...)
	sc.reread = append(sc.reread, reread{from, len(sc.rekeys), ch})
	return ch
}

// isGA4Key reports whether GA4 reads key: a campaign parameter or a click
// identifier of auto-tagging.
func isGA4Key(key string) bool {
	k := keys().lookup(key)
	return k != nil && (k.dim >= 0 || k.autoTag >= 0)
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
