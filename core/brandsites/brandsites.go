// Package brandsites knows the registrable domains a brand's own sites
// use, country by country, so that a rule written for "google.*" holds on
// google.de and google.co.uk and not on a look-alike (google.xyz,
// google.co.evil) or on a country code whose google domain someone else
// may hold. The lists are data (sites.tsv), a source a row.
package brandsites

import (
	_ "embed"
	"sync"

	"github.com/linkscope/linkscope/core/tsvtable"
)

//go:embed sites.tsv
var sitesTSV string

// sites is sites.tsv read: each brand's suffixes.
var sites = sync.OnceValue(func() map[string]map[string]bool {
	out := map[string]map[string]bool{}
	t := tsvtable.MustRead("sites.tsv", sitesTSV, tsvtable.Options{Columns: []string{"brand", "suffix", "source"}})
	for _, r := range t.Rows() {
		brand, suffix := r.Cell("brand"), r.Cell("suffix")
		if out[brand] == nil {
			out[brand] = map[string]bool{}
		}
		if out[brand][suffix] {
			panic(r.Errorf("suffix", "%s.%s is listed twice", brand, suffix))
		}
		out[brand][suffix] = true
	}
	return out
})

// Owns reports whether brand.suffix is one of brand's own domains
// (suffix is what follows the brand's label: de, co.uk, com.au, cat).
// A brand the table has no list of is held to the shape its domains
// usually have: com, cat, a two-letter country code, or co. or com.
// before one.
func Owns(brand, suffix string) bool {
	if list, ok := sites()[brand]; ok {
		return list[suffix]
	}
	return countryShaped(suffix)
}

// countryShaped reports whether s is "com", "cat", two letters, or "co."
// or "com." before two letters.
func countryShaped(s string) bool {
	switch {
	case s == "com" || s == "cat" || isLetters2(s):
		return true
	case len(s) == 5 && s[:3] == "co.":
		return isLetters2(s[3:])
	case len(s) == 6 && s[:4] == "com.":
		return isLetters2(s[4:])
	}
	return false
}

func isLetters2(s string) bool {
	return len(s) == 2 && 'a' <= s[0] && s[0] <= 'z' && 'a' <= s[1] && s[1] <= 'z'
}
