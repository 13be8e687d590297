package openstat

import (
	"fmt"
	"strings"
)

// Place is where in a URL a marker stands.
type Place uint8

const (
	// Query carries the marker as the `_openstat` query parameter (recommended).
	Query Place = iota
	// Fragment replaces the whole fragment with `_openstat=…` (not
	// recommended: the fragment can no longer do its own job).
	Fragment
)

// String returns "query" or "fragment".
func (p Place) String() string {
	if p == Fragment {
		return "fragment"
	}
	return "query"
}

// ParsePlace reads a place name.
func ParsePlace(s string) (Place, error) {
	switch s {
	case "query":
		return Query, nil
	case "fragment":
		return Fragment, nil
	}
	return 0, fmt.Errorf("unknown place %q: want query or fragment", s)
}

// Key is the query parameter name, and fragment prefix, of a marker.
const Key = "_openstat"

// split cuts a URL into the part before the query, the query and the
// fragment, by RFC 3986 Appendix B: the query starts at the first '?' and the
// fragment at the first '#'. hasQuery and hasFragment tell an absent
// component from an empty one.
func split(u string) (head, query, fragment string, hasQuery, hasFragment bool) {
	if i := strings.IndexByte(u, '#'); i >= 0 {
		u, fragment, hasFragment = u[:i], u[i+1:], true
	}
	if i := strings.IndexByte(u, '?'); i >= 0 {
		return u[:i], u[i+1:], fragment, true, hasFragment
	}
	return u, "", fragment, false, hasFragment
}
