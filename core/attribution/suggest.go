package attribution

import (
	_ "embed"
	"sort"
	"sync"

	"github.com/linkscope/linkscope/core/editdist"
)

//go:embed suggest.tsv
var suggestTSV string

// aliases are suggest.tsv's rows: field → value (lower case) → suggested.
var aliases = sync.OnceValue(func() map[string]map[string]string {
	t := readTable("suggest.tsv", suggestTSV)
	m := map[string]map[string]string{"source": {}, "medium": {}}
	for _, r := range t.rows {
		m[t.get(r, "field")][t.get(r, "value")] = t.get(r, "suggested")
	}
	return m
})

// knownMedia are the media GA4's rules name (ga4_rules.tsv), for a
// "did you mean" on a misspelled one.
var knownMedia = sync.OnceValue(func() []string {
	seen := map[string]bool{}
	var out []string
	for _, r := range ga4Rules() {
		for _, any := range r.when {
			for _, tm := range any {
				if tm.field != fieldMedium || tm.re != nil {
					continue
				}
				for _, v := range tm.values {
					if !seen[v] && v != NotSet && v != None {
						seen[v] = true
						out = append(out, v)
					}
				}
			}
		}
	}
	out = append(out, "cpc", "ppc", "paid")
	sort.Strings(out)
	return out
})

// sortedSources are GA4's listed sources in lower case, sorted, by their
// first byte: a "did you mean" looks among those of the same first letter.
var sortedSources = sync.OnceValue(func() map[byte][]string {
	out := map[byte][]string{}
	for s := range sourceCategories() {
		out[s[0]] = append(out[s[0]], s)
	}
	for _, list := range out {
		sort.Strings(list)
	}
	return out
})

// suggestMedium is a medium that would place a session GA4 leaves
// Unassigned: the table's spelling for medium, or the nearest medium
// GA4's rules name; "" when none is near.
func suggestMedium(medium string) string {
	m := lower(medium)
	if s, ok := aliases()["medium"][m]; ok {
		return s
	}
	limit := 2
	if len([]rune(m)) <= 4 {
		limit = 1
	}
	if s, ok := editdist.Closest(m, knownMedia(), limit); ok {
		return s
	}
	return ""
}

// suggestSource is a source on GA4's lists that a source GA4 does not
// list probably means: the table's spelling (meta: facebook), or a listed
// source one edit away (facebok: facebook); "" when none.
func suggestSource(source string) string {
	s := lower(source)
	if v, ok := aliases()["source"][s]; ok {
		return v
	}
	if len(s) < 4 || len(s) > 40 {
		return ""
	}
	var near []string
	for _, c := range sortedSources()[s[0]] {
		if len(c) >= len(s)-1 && len(c) <= len(s)+1 {
			near = append(near, c)
		}
	}
	if c, ok := editdist.Closest(s, near, 1); ok {
		return c
	}
	return ""
}
