package compare

import (
	"slices"
	"strings"
)

// Param is one query pair; HasValue is false for a key without '='.
type Param struct {
	Key, Value string
	HasValue   bool
}

// Change is a key whose value differs: A's value and B's.
type Change struct {
	Key, A, B string
}

// Params is how B's query differs from A's, pair by pair, as written in
// the normalized forms: Added are in B only, Removed in A only, Changed a
// key that holds one value on each side with different values, and
// OrderOnly that both hold the same pairs in a different order.
type Params struct {
	Added, Removed []Param
	Changed        []Change
	OrderOnly      bool
}

// diffParams compares the queries of two normalized URIs.
func diffParams(a, b string) Params {
	pa, pb := pairs(query(a)), pairs(query(b))
	var d Params
	if sameMultiset(pa, pb) {
		d.OrderOnly = !slices.Equal(pa, pb)
		return d
	}
	va, vb := byKey(pa), byKey(pb)
	for _, key := range keys(pa) {
		xs, ys := va[key], vb[key]
		if len(xs) == 1 && len(ys) == 1 && xs[0] != ys[0] {
			d.Changed = append(d.Changed, Change{Key: key, A: xs[0].Value, B: ys[0].Value})
			continue
		}
		d.Removed = append(d.Removed, minus(xs, ys)...)
	}
	for _, key := range keys(pb) {
		xs, ys := va[key], vb[key]
		if len(xs) == 1 && len(ys) == 1 {
			continue // a change, or equal
		}
		d.Added = append(d.Added, minus(ys, xs)...)
	}
	return d
}

// query is the query of a URI, between the first '?' and the '#'.
func query(s string) string {
	s, _, _ = strings.Cut(s, "#")
	_, q, ok := strings.Cut(s, "?")
	if !ok {
		return ""
	}
	return q
}

func pairs(q string) []Param {
	if q == "" {
		return nil
	}
	var out []Param
	for _, p := range strings.Split(q, "&") {
		k, v, ok := strings.Cut(p, "=")
		out = append(out, Param{Key: k, Value: v, HasValue: ok})
	}
	return out
}

func byKey(ps []Param) map[string][]Param {
	m := make(map[string][]Param, len(ps))
	for _, p := range ps {
		m[p.Key] = append(m[p.Key], p)
	}
	return m
}

// keys are the distinct keys of ps in order of first appearance.
func keys(ps []Param) []string {
	seen := map[string]bool{}
	var out []string
	for _, p := range ps {
		if !seen[p.Key] {
			seen[p.Key] = true
			out = append(out, p.Key)
		}
	}
	return out
}

// minus returns the pairs of xs that ys does not hold, each pair of ys
// matching one of xs.
func minus(xs, ys []Param) []Param {
	left := append([]Param(nil), ys...)
	var out []Param
	for _, x := range xs {
		if k := indexOf(left, x); k >= 0 {
			left = append(left[:k], left[k+1:]...)
			continue
		}
		out = append(out, x)
	}
	return out
}

func indexOf(ps []Param, p Param) int {
	for i, q := range ps {
		if q == p {
			return i
		}
	}
	return -1
}

func sameMultiset(a, b []Param) bool {
	return len(a) == len(b) && len(minus(a, b)) == 0
}
