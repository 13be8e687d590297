package spoof

import (
	_ "embed"
	"strings"
)

// maxTopDomainLabels: every top domain has at most this many labels, so
// only a skeleton's last ones are looked up (kNumberOfLabelsToCheck).
const maxTopDomainLabels = 4

// topDomain is an entry of the top domain list: Top for the top bucket
// (Chrome's 500 most visited).
type topDomain struct {
	Domain string
	Top    bool
}

// topDomains indexes a top domain list by the domains' skeletons.
type topDomains struct {
	bySkeleton map[string]topDomain
}

func newTopDomains(c *chromeRules, list []topDomain) *topDomains {
	t := &topDomains{bySkeleton: make(map[string]topDomain, len(list))}
	for _, d := range list {
		for _, s := range c.skeletons(d.Domain) {
			if _, ok := t.bySkeleton[s]; !ok {
				t.bySkeleton[s] = d
			}
		}
	}
	return t
}

// lookup is LookupSkeletonInTopDomains: the top domain whose skeleton is
// the longest suffix of skel of at least two labels (of its last four).
func (t *topDomains) lookup(skel string) (topDomain, bool) {
	// The starts of skel's last four labels, the earliest first.
	var starts [maxTopDomainLabels]int
	n, end := 0, len(skel)
	for n < maxTopDomainLabels {
		dot := strings.LastIndexByte(skel[:end], '.')
		starts[maxTopDomainLabels-1-n] = dot + 1
		n++
		if dot < 0 {
			break
		}
		end = dot
	}
	for i := maxTopDomainLabels - n; i < maxTopDomainLabels-1; i++ {
		if d, ok := t.bySkeleton[skel[starts[i]:]]; ok {
			return d, true
		}
	}
	return topDomain{}, false
}

// similar is GetSimilarTopDomain: the top domain one of host's skeletons
// matches, unless host is that domain or one of its subdomains.
func (c *chromeRules) similar(t *topDomains, host string) (topDomain, bool) {
	if host == "" || t == nil {
		return topDomain{}, false
	}
	for _, s := range c.skeletons(host) {
		if s == "" {
			continue
		}
		d, ok := t.lookup(s)
		if !ok {
			continue
		}
		if host == d.Domain || hasSuffixFold(host, "."+d.Domain) {
			return topDomain{}, false
		}
		return d, true
	}
	return topDomain{}, false
}

// hasSuffixFold is strings.HasSuffix ignoring ASCII case.
func hasSuffixFold(s, suffix string) bool {
	return len(s) >= len(suffix) && strings.EqualFold(s[len(s)-len(suffix):], suffix)
}

//go:embed data/top_domains.tsv
var topDomainsTSV string

// chromeTopDomains is Chrome's top domain list (data/top_domains.tsv).
func chromeTopDomains() []topDomain {
	var out []topDomain
	for _, f := range tableRows("top_domains.tsv", topDomainsTSV, "domain", "bucket") {
		// An IDN entry is compared in its Unicode form.
		out = append(out, topDomain{Domain: unsafeUnicode(f.Cell("domain")), Top: f.Cell("bucket") == "top"})
	}
	return out
}
