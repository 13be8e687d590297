package extract

import (
	_ "embed"
	"strings"
	"sync"

	"github.com/linkscope/linkscope/core/tsvtable"
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
	for _, r := range tsvtable.MustRead("schemes.tsv", schemesTSV, tsvtable.Options{Columns: []string{"scheme", "refanged", "slashes"}}).Rows() {
		sc := scheme{name: r.Cell("scheme"), refanged: r.Cell("refanged"), slashes: r.Cell("slashes") == "yes"}
		switch {
		case sc.name == "" || len(sc.name) > maxSchemeLen:
			panic(r.Errorf("scheme", "want 1 to %d bytes, have %d", maxSchemeLen, len(sc.name))) // a broken embedded table is a build bug
		case !sc.slashes && r.Cell("slashes") != "no":
			panic(r.Errorf("slashes", "want yes or no, have %q", r.Cell("slashes")))
		}
		m = append(m, sc)
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
