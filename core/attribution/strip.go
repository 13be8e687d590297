package attribution

import (
	_ "embed"
	"regexp"
	"strings"
	"sync"

	"github.com/linkscope/linkscope/core/query"
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
		out = append(out, s)
	}
	return out
})

// stripByKey indexes stripRules by key.
var stripByKey = sync.OnceValue(func() map[string][]int {
	m := map[string][]int{}
	for i, r := range stripRules() {
		m[r.key] = append(m[r.key], i)
	}
	return m
})

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

// strips reports whether rule r removes pair p of a landing page at url
// on host. Brave removes only a key with a value.
func (r *stripRule) strips(p *query.Pair, url, host string) bool {
	if p.RawKey != r.key || r.browser == "Brave" && p.RawValue == "" {
		return false
	}
	if r.unless != nil && r.unless.MatchString(url) {
		return false
	}
	if r.sites == nil {
		return true
	}
	for _, s := range r.sites {
		if hostMatches(host, s) {
			return true
		}
	}
	return false
}

// readStrips is what each browser removes from l's query, browsers that
// remove nothing left out; GA4's channel (ga4, with every parameter) is
// read again without them when they are any GA4 reads.
func readStrips(out []Strip, l *landing, refHost, ga4 string, seen *regexMemo) []Strip {
	rules, byKey, names := stripRules(), stripByKey(), browsers()
	var per [maxBrowsers]Strip
	found := false
	for i := range l.query {
		for _, j := range byKey[l.query[i].RawKey] {
			r := &rules[j]
			if !r.strips(&l.query[i], l.url, l.host) {
				continue
			}
			s := &per[r.browserAt]
			s.Where = r.where
			if !contains(s.Params, r.key) {
				s.Params = append(s.Params, r.key)
			}
			found = true
		}
	}
	if !found {
		return out
	}
	for b := range names {
		s := per[b]
		if len(s.Params) == 0 {
			continue
		}
		s.Browser, s.GA4Channel = names[b], ga4
		if readsAny(s.Params) {
			kept := make([]query.Pair, 0, len(l.query))
			for _, p := range l.query {
				if !contains(s.Params, p.RawKey) {
					kept = append(kept, p)
				}
			}
			s.GA4Channel = readGA4(kept, l.host, refHost, seen).Channel
		}
		out = append(out, s)
	}
	return out
}

// readsAny reports whether GA4 reads any of keys: a click identifier of
// auto-tagging or a campaign parameter.
func readsAny(keys []string) bool {
	dims := ga4Dimensions()
	for _, k := range keys {
		if _, ok := dims[k]; ok || isAutoTag(k) {
			return true
		}
	}
	return false
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
