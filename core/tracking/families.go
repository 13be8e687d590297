package tracking

import (
	"slices"
	"strings"
)

// familyIndex finds the families a key starts with by looking up each of
// its prefixes of a length some family has, longest first, instead of
// trying every family (a table of 10,000 families cost 168 µs a lookup).
type familyIndex struct {
	exact  map[string][]int32 // prefix as spelled -> case-sensitive families, table order
	folded map[string][]int32 // lower-cased prefix -> case-insensitive families, table order
	lens   []int              // the prefix lengths, longest first
}

func (x *familyIndex) add(p *Param, i int32) {
	if x.exact == nil {
		x.exact, x.folded = map[string][]int32{}, map[string][]int32{}
	}
	if p.CaseInsensitive {
		low := strings.ToLower(p.Key)
		x.folded[low] = append(x.folded[low], i)
	} else {
		x.exact[p.Key] = append(x.exact[p.Key], i)
	}
	x.lens = append(x.lens, len(p.Key))
}

// finish sorts the lengths, longest first, once every family is added.
func (x *familyIndex) finish() {
	slices.Sort(x.lens)
	x.lens = slices.Compact(x.lens)
	slices.Reverse(x.lens)
}

// findFamily finds the longest family prefix of key; among families of
// one prefix, the first in table order whose sites hold the URL's host.
func (t *Table) findFamily(key string, s *site) (int32, bool) {
	if len(key) == 0 || !t.famFirst[key[0]] {
		return 0, false
	}
	var low [maxKey]byte // a family prefix is at most maxKey bytes
	n := copy(low[:], key)
	for i := range n {
		low[i] = lower(low[i])
	}
	for _, l := range t.fams.lens {
		if l > len(key) {
			continue
		}
		exact := t.fams.exact[key[:l]]
		folded := t.fams.folded[string(low[:l])]
		if len(exact)+len(folded) == 0 {
			continue
		}
		if i, ok := t.firstOnSite(exact, folded, s); ok {
			return i, true
		}
	}
	return 0, false
}

// firstOnSite merges two lists in table order and returns the first entry
// whose sites (if any) hold the host.
func (t *Table) firstOnSite(a, b []int32, s *site) (int32, bool) {
	for len(a)+len(b) > 0 {
		var i int32
		if len(b) == 0 || len(a) > 0 && a[0] < b[0] {
			i, a = a[0], a[1:]
		} else {
			i, b = b[0], b[1:]
		}
		if sites := t.params[i].Sites; len(sites) == 0 || onSites(s.host(), sites) {
			return i, true
		}
	}
	return 0, false
}
