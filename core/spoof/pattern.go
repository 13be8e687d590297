package spoof

import "strings"

// pattern is a row of a dangerous-pattern table: a character of chars
// whose neighbours satisfy before and after.
type pattern struct {
	id            string
	before, after side
	chars         charSet
}

// side is a condition on one side of a character.
type side struct {
	kind sideKind
	set  charSet
}

type sideKind uint8

const (
	anySide  sideKind = iota // anything, the edge included
	edge                     // the label's start or end
	inSet                    // the neighbour is in set
	notInSet                 // the neighbour exists and is not in set
	allInSet                 // every character on that side is in set, and there is one
)

func loadPatterns(table, text string) []pattern {
	var out []pattern
	for _, f := range tableRows(table, text, "id", "before", "chars", "after") {
		out = append(out, pattern{id: f.Cell("id"), before: parseSide(table, f.Cell("before")), chars: parseSet(table, f.Cell("chars")),
			after: parseSide(table, f.Cell("after"))})
	}
	return out
}

func parseSide(table, s string) side {
	switch {
	case s == "*":
		return side{kind: anySide}
	case s == "^" || s == "$":
		return side{kind: edge}
	case strings.HasPrefix(s, "all:"):
		return side{kind: allInSet, set: parseSet(table, s[4:])}
	case strings.HasPrefix(s, "!"):
		return side{kind: notInSet, set: parseSet(table, s[1:])}
	}
	return side{kind: inSet, set: parseSet(table, s)}
}

// matchPatterns returns the id of the first pattern that matches in
// label, and the character it matched. Linear in the label's length for
// each pattern.
func matchPatterns(patterns []pattern, label string) (string, rune, bool) {
	runes := []rune(label)
	for i := range patterns {
		p := &patterns[i]
		before, after := p.before.run(runes, false), p.after.run(runes, true)
		for j, r := range runes {
			if p.chars.has(r) && p.before.holds(runes, j-1, before[j]) && p.after.holds(runes, j+1, after[j]) {
				return p.id, r, true
			}
		}
	}
	return "", 0, false
}

// run is, for allInSet sides, whether every character before (or after)
// each position is in the set; nil for other sides.
func (s *side) run(runes []rune, after bool) []bool {
	if s.kind != allInSet {
		return make([]bool, len(runes))
	}
	out := make([]bool, len(runes))
	ok := true
	for k := range runes {
		j := k
		if after {
			j = len(runes) - 1 - k
		}
		out[j] = ok
		ok = ok && s.set.has(runes[j])
	}
	return out
}

// holds checks the side condition on the neighbour at index n (outside
// the label at an edge); all is run's value for the position.
func (s *side) holds(runes []rune, n int, all bool) bool {
	if s.kind == anySide {
		return true
	}
	if n < 0 || n >= len(runes) {
		return s.kind == edge
	}
	switch s.kind {
	case inSet:
		return s.set.has(runes[n])
	case notInSet:
		return !s.set.has(runes[n])
	case allInSet:
		return all
	}
	return false
}
