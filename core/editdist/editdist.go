// Package editdist measures how far apart two short words are (the
// Levenshtein distance: insertions, deletions and substitutions of runes)
// and finds the closest of a set, for "did you mean …?" suggestions.
package editdist

// Distance is the Levenshtein distance between a and b, counted in runes.
func Distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

// Closest is the candidate nearest to word, and true when it is within
// limit edits; the first of equally near candidates wins.
func Closest(word string, candidates []string, limit int) (string, bool) {
	best, bestDist := "", limit+1
	for _, c := range candidates {
		if d := Distance(word, c); d < bestDist {
			best, bestDist = c, d
		}
	}
	return best, bestDist <= limit
}
