package spoof

import (
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// skeleton is UTS #39's skeleton (section 4): NFD, every character that is
// not Default_Ignorable_Code_Point replaced by its confusable prototype,
// NFD again.
func skeleton(s string) string {
	t := ucd()
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if t.ignorableRune(r) {
			continue
		}
		if p, ok := t.proto[r]; ok {
			b.WriteString(p)
			continue
		}
		b.WriteRune(r)
	}
	return norm.NFD.String(b.String())
}

// asciiSkeleton is skeleton for an ASCII string: each byte's prototype,
// which for ASCII is ASCII (and so already NFD).
func asciiSkeleton(s string) string {
	protos := asciiPrototypes()
	b := make([]byte, 0, len(s)+8)
	for i := 0; i < len(s); i++ {
		// Most bytes are their own one-byte prototype: appended as a
		// byte, not copied as a string.
		if p := protos[s[i]]; len(p) == 1 {
			b = append(b, p[0])
		} else {
			b = append(b, p...)
		}
	}
	return string(b)
}

// asciiSkeletonTo appends asciiSkeleton(s) to dst without allocating
// when it fits; ok is false when s is not ASCII or its skeleton does not
// fit in dst's capacity.
func asciiSkeletonTo(dst []byte, s string) ([]byte, bool) {
	protos := asciiPrototypes()
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return dst, false
		}
		p := protos[s[i]]
		if len(dst)+len(p) > cap(dst) {
			return dst, false
		}
		dst = append(dst, p...)
	}
	return dst, true
}

// asciiPrototypes holds the prototype of each ASCII character.
var asciiPrototypes = sync.OnceValue(func() *[128]string {
	var t [128]string
	for c := range t {
		t[c] = string(rune(c))
		if p, ok := ucd().proto[rune(c)]; ok {
			t[c] = p
		}
	}
	return &t
})

// prototype returns r's confusable prototype and whether it has one other
// than itself.
func prototype(r rune) (string, bool) {
	p, ok := ucd().proto[r]
	return p, ok
}

// The bounds of Chrome's supplemental hostnames (skeleton_generator.cc):
// hosts longer than this many UTF-16 units, or with more characters of
// several skeletons, get none, and at most this many are made.
const (
	maxSupplementalLength = 32
	maxSupplementalChars  = 5
	maxSupplemental       = 128
)

// skeletonRules is chrome_skeleton.tsv.
type skeletonRules struct {
	diacritic   map[rune]string
	alternative map[rune][]string
	extra       map[rune]string
	second      map[rune]string
	lgc         charSet
}

// skeletons are Chrome's skeletons of a host (SkeletonGenerator::
// GetSkeletons): the UTS #39 skeletons of the host without diacritics (for
// Latin, Greek and Cyrillic hosts) and of its variants with each
// alternative reading of þ, œ and ł, after Chrome's extra mappings. They
// are sorted, as Chrome walks them.
func (c *chromeRules) skeletons(host string) []string {
	if isASCIIString(host) {
		// Nothing of an ASCII host has several skeletons, diacritics or an
		// extra mapping; its skeleton maps each byte.
		return []string{asciiSkeleton(strings.TrimSuffix(host, "."))}
	}
	noDiacritics := c.skel.removeDiacritics(host)
	variants := c.skel.supplemental(noDiacritics)
	if c.skel.hasDiacriticAlternative(host) {
		variants = append(variants, c.skel.supplemental(host)...)
	}
	seen := map[string]bool{}
	for _, v := range variants {
		v = strings.TrimSuffix(v, ".")
		v = mapRunes(v, c.skel.extra)
		if alt := mapRunes(v, c.skel.second); alt != v {
			seen[skeleton(alt)] = true
		}
		seen[skeleton(v)] = true
	}
	out := make([]string, 0, len(seen))
	for s := range seen {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

// removeDiacritics is Chrome's MaybeRemoveDiacritics: for a host of only
// Latin, Greek and Cyrillic letters, ASCII digits, '.', '_', '-' and
// U+0300..U+0339, NFD, nonspacing marks dropped, NFC, then ł, ø and đ
// replaced. The trailing dot goes first.
func (s *skeletonRules) removeDiacritics(host string) string {
	host = strings.TrimSuffix(host, ".")
	if !s.lgc.hasAll(host) {
		return host
	}
	var b strings.Builder
	for _, r := range norm.NFD.String(host) {
		if !unicode.Is(unicode.Mn, r) {
			b.WriteRune(r)
		}
	}
	out := norm.NFC.String(b.String())
	return strings.Map(func(r rune) rune {
		if to, ok := s.diacritic[r]; ok {
			r, _ = utf8.DecodeRuneInString(to)
		}
		return r
	}, out)
}

// hasDiacriticAlternative reports whether host holds a character with
// several skeletons that removing diacritics changes (ł): then the
// variants of the host as written count too.
func (s *skeletonRules) hasDiacriticAlternative(host string) bool {
	for _, r := range host {
		if _, ok := s.alternative[r]; ok && s.removeDiacritics(string(r)) != string(r) {
			return true
		}
	}
	return false
}

// supplemental is Chrome's GenerateSupplementalHostnames: the host and
// its variants with each alternative of its characters of several
// skeletons, breadth first, at most maxSupplemental; none for a long host
// or one with many such characters.
func (s *skeletonRules) supplemental(host string) []string {
	n := utf16Len(host)
	if n == 0 || n > maxSupplementalLength {
		return nil
	}
	runes := []rune(host)
	multi := 0
	for _, r := range runes {
		if _, ok := s.alternative[r]; ok {
			multi++
		}
	}
	if multi > maxSupplementalChars {
		return nil
	}
	if multi == 0 {
		return []string{host} // the only variant
	}
	seen := map[string]bool{}
	var out []string
	queue := [][]string{{}}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		if len(cur) == len(runes) {
			v := strings.Join(cur, "")
			if !seen[v] {
				seen[v] = true
				out = append(out, v)
			}
			if len(out) == maxSupplemental {
				break
			}
			continue
		}
		r := runes[len(cur)]
		queue = append(queue, appendCopy(cur, string(r)))
		for _, alt := range s.alternative[r] {
			queue = append(queue, appendCopy(cur, alt))
		}
	}
	return out
}

func appendCopy(list []string, s string) []string {
	return append(append(make([]string, 0, len(list)+1), list...), s)
}

// mapRunes replaces each rune of host that m maps: Chrome's extra
// confusable mappings, or the ones that give a second skeleton.
func mapRunes(host string, m map[rune]string) string {
	var b strings.Builder
	for _, r := range host {
		if to, ok := m[r]; ok {
			b.WriteString(to)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// utf16Len is the length of s in UTF-16 code units, as Chrome counts.
func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		n++
		if r >= 0x10000 {
			n++
		}
	}
	return n
}
