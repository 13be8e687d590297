package spoof

import (
	"slices"
	"sort"
	"unicode/utf8"
)

// The edit distance and character swap heuristics against the top bucket
// (GetSimilarDomainFromTopBucket) and the brands
// (GetSimilarDomainFromEngagedSites).

// editEntry is a top-bucket domain's UTS #39 skeleton (Chrome's
// kTopBucketEditDistanceSkeletons) and the entry it belongs to.
type editEntry struct {
	skeleton string
	target   int
}

// editIndex finds the skeletons within one edit or one swap of a string
// without comparing it with each: every skeleton is filed under itself
// and under each string made by deleting one of its characters; two
// strings one edit or one neighbouring swap apart share such a key.
type editIndex struct {
	entries []editEntry // sorted by skeleton, as Chrome walks them
	byKey   map[string][]int32
}

// maxEditKey bounds the skeletons the index is asked about, in bytes: a
// longer one is no DNS name.
const maxEditKey = 255

func newEditIndex(entries []editEntry) *editIndex {
	sort.SliceStable(entries, func(i, j int) bool { return entries[i].skeleton < entries[j].skeleton })
	keys := 0
	for _, e := range entries {
		keys += 1 + utf8.RuneCountInString(e.skeleton)
	}
	// Sized once: growing a map of this many keys rehashes it again and
	// again, the most of what this costs at start.
	x := &editIndex{entries: entries, byKey: make(map[string][]int32, keys)}
	var buf []byte
	for i, e := range entries {
		x.byKey[e.skeleton] = appendOnce(x.byKey[e.skeleton], int32(i))
		for at := 0; at < len(e.skeleton); {
			_, size := utf8.DecodeRuneInString(e.skeleton[at:])
			buf = append(append(buf[:0], e.skeleton[:at]...), e.skeleton[at+size:]...)
			x.byKey[string(buf)] = appendOnce(x.byKey[string(buf)], int32(i))
			at += size
		}
	}
	return x
}

func appendOnce(list []int32, i int32) []int32 {
	if n := len(list); n > 0 && list[n-1] == i {
		return list
	}
	return append(list, i)
}

// candidates appends the entries that may be within one edit or swap of
// s, in the index's order, each once.
func (x *editIndex) candidates(dst []int32, s string) []int32 {
	if x == nil || len(s) > maxEditKey {
		return dst
	}
	start := len(dst)
	dst = append(dst, x.byKey[s]...)
	var buf [maxEditKey]byte
	for at := 0; at < len(s); {
		_, size := utf8.DecodeRuneInString(s[at:])
		n := copy(buf[:], s[:at])
		n += copy(buf[n:], s[at+size:])
		dst = append(dst, x.byKey[string(buf[:n])]...)
		at += size
	}
	found := dst[start:]
	slices.Sort(found)
	out := dst[:start]
	for i, e := range found {
		if i == 0 || e != found[i-1] {
			out = append(out, e)
		}
	}
	return out
}

// similar is GetSimilarDomainFromTopBucket: the first top-bucket domain,
// in the order of their skeletons, one edit or one swap from one of nav's
// skeletons, unless the difference is one that is seldom a spoof.
func (l *lookalikes) similar(nav *domainInfo) (Match, bool) {
	var cand [64]int32
	for _, s := range nav.skeletons() {
		navRunes := []rune(s)
		for _, i := range l.edit.candidates(cand[:0], s) {
			e := &l.edit.entries[i]
			top := &l.bucket[e.target].info
			topRunes := []rune(e.skeleton)
			if editDistanceAtMostOne(navRunes, topRunes) && !editDistanceFalsePositive(nav, top) {
				return Match{Domain: top.unicode, Kind: editKind(s, e.skeleton)}, true
			}
			if oneCharacterSwap(navRunes, topRunes) && !characterSwapFalsePositive(nav, top) {
				return Match{Domain: top.unicode, Kind: MatchCharacterSwap}, true
			}
		}
	}
	return Match{}, false
}

// editKind is MatchSkeleton when the skeletons are the same (the domains
// read alike: rnicrosoft.com), else MatchEditDistance.
func editKind(a, b string) MatchKind {
	if a == b {
		return MatchSkeleton
	}
	return MatchEditDistance
}

// similar is GetSimilarDomainFromEngagedSites with the brands for the
// engaged sites: one edit or one swap from a brand's registrable domain,
// on their skeletons, then one swap on the registrable domains without
// diacritics (exapmle.com and example.com, whose skeletons differ in
// length: m reads as rn).
func (b *Brands) similar(nav *domainInfo) (Match, bool) {
	if b.Len() == 0 {
		return Match{}, false
	}
	for _, s := range nav.skeletons() {
		navRunes := []rune(s)
		for i := range b.brands {
			br := &b.brands[i]
			if !br.info.isEditDistanceCandidate() {
				continue
			}
			for _, bs := range br.info.skeletons() {
				brRunes := []rune(bs)
				if editDistanceAtMostOne(navRunes, brRunes) && !editDistanceFalsePositive(nav, &br.info) {
					return Match{Domain: br.domain, Brand: true, Kind: editKind(s, bs)}, true
				}
				if oneCharacterSwap(navRunes, brRunes) && !characterSwapFalsePositive(nav, &br.info) {
					return Match{Domain: br.domain, Brand: true, Kind: MatchCharacterSwap}, true
				}
			}
		}
	}
	// Chrome runs this only for a host with diacritics; its TODO
	// (crbug.com/40707797) wants it for every host, as here for brands.
	skel := &chrome().skel
	navRunes := []rune(skel.removeDiacritics(nav.unicode))
	for i := range b.brands {
		br := &b.brands[i]
		if oneCharacterSwap(navRunes, []rune(skel.removeDiacritics(br.info.unicode))) && !characterSwapFalsePositive(nav, &br.info) {
			return Match{Domain: br.domain, Brand: true, Kind: MatchCharacterSwap}, true
		}
	}
	return Match{}, false
}
