package spoof

import "strings"

// Chrome's edit distance and character swap heuristics
// (components/lookalikes/core/lookalike_url_util.cc): a registrable
// domain one character from a top domain or a brand (gooogle.com), or
// with two neighbouring characters swapped (googel.com), compared on
// their skeletons, with the differences that are seldom a spoof left out.

// editDistanceAtMostOne is IsEditDistanceAtMostOne: a and b differ by at
// most one inserted, deleted or replaced character.
func editDistanceAtMostOne(a, b []rune) bool {
	if len(a) > len(b)+1 || len(b) > len(a)+1 {
		return false
	}
	i, j, edits := 0, 0, 0
	for i < len(a) && j < len(b) {
		if a[i] == b[j] {
			i, j = i+1, j+1
			continue
		}
		edits++
		if edits > 1 {
			return false
		}
		switch {
		case len(a) > len(b):
			i++
		case len(b) > len(a):
			j++
		default:
			i, j = i+1, j+1
		}
	}
	if i < len(a) || j < len(b) {
		edits++
	}
	return edits <= 1
}

// oneCharacterSwap is HasOneCharacterSwap: a and b are the same but for
// one pair of neighbouring characters swapped.
func oneCharacterSwap(a, b []rune) bool {
	if len(a) != len(b) {
		return false
	}
	swapped := false
	for i := 0; i < len(a); i++ {
		if a[i] == b[i] {
			continue
		}
		if swapped || i+1 >= len(a) || a[i] != b[i+1] || a[i+1] != b[i] {
			return false
		}
		swapped = true
		i++
	}
	return swapped
}

// editDistanceFalsePositive is IsLikelyEditDistanceFalsePositive: the
// domains differ only in their registry (google.com.tw, google.com.tr),
// in a number at the end of their name (site45, site35), in their first
// character (hank, tank; oodle, poodle), or by one hyphen.
func editDistanceFalsePositive(nav, matched *domainInfo) bool {
	if nav.name == matched.name {
		return true
	}
	if strings.TrimRight(nav.name, "0123456789") == strings.TrimRight(matched.name, "0123456789") {
		return true
	}
	a, b := nav.domain, matched.domain
	switch {
	case len(a) == len(b) && len(a) > 0 && a[1:] == b[1:]:
		return true
	case len(a) < len(b) && a == b[1:]:
		return true
	case len(a) > len(b) && a[1:] == b:
		return true
	}
	switch {
	case len(a) < len(b):
		return firstDifferentByte(b, a) == '-'
	case len(a) > len(b):
		return firstDifferentByte(a, b) == '-'
	}
	return false
}

// characterSwapFalsePositive is IsLikelyCharacterSwapFalsePositive: the
// domains differ only in their registry (google.sr, google.rs).
func characterSwapFalsePositive(nav, matched *domainInfo) bool { return nav.name == matched.name }

// firstDifferentByte is the first byte of a that differs from b at the
// same offset (GetFirstDifferentChar), 0 when b is a prefix of a.
func firstDifferentByte(a, b string) byte {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			return a[i]
		}
	}
	return 0
}
