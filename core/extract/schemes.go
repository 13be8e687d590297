package extract

import (
	_ "embed"
	"strings"
	"sync"
)

// schemes.tsv is the table of schemes that start a link in text, with the
// defanged spellings and the real scheme each stands for.
//
//go:embed schemes.tsv
var schemesTSV string

type scheme struct {
	name     string // lower case
	refanged string
	slashes  bool // "//" must follow the colon
}

// maxSchemeLen bounds the look-back from a colon.
const maxSchemeLen = 16

// schemeTable is the parsed schemes.tsv, keyed by lower-case scheme. It is
// built once and never changed.
var schemeTable = sync.OnceValue(func() []scheme {
	var m []scheme
	for i, line := range strings.Split(schemesTSV, "\n") {
		if line == "" || line[0] == '#' || i == 0 || strings.HasPrefix(line, "scheme\t") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) < 3 || len(f[0]) > maxSchemeLen {
			panic("extract: schemes.tsv line " + line) // a broken embedded table is a build bug
		}
		m = append(m, scheme{name: f[0], refanged: f[1], slashes: f[2] == "yes"})
	}
	return m
})

// lookupScheme finds name (any case) in the table; a dozen entries are
// found faster in order than by hashing.
func lookupScheme(name string) (scheme, bool) {
	for _, sc := range schemeTable() {
		if strings.EqualFold(sc.name, name) {
			return sc, true
		}
	}
	return scheme{}, false
}
