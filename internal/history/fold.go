package history

import (
	"slices"
	"time"
)

// Entry is one distinct link of the history: its latest record (the
// fields and template it was last built from, and when), how many times
// it was recorded and when first.
type Entry struct {
	Record
	Count int
	First time.Time
}

// Fold folds records, oldest first as Load returns them, into one Entry
// per distinct link, ordered by their latest record, oldest first. Of
// two records of a link, the later in time is the latest; at the same
// time, the later in the file.
func Fold(recs []Record) []Entry {
	index := make(map[string]int, len(recs))
	var out []Entry
	for _, r := range recs {
		i, seen := index[r.Link]
		if !seen {
			index[r.Link] = len(out)
			out = append(out, Entry{Record: r, Count: 1, First: r.Time})
			continue
		}
		e := &out[i]
		e.Count++
		if r.Time.Before(e.First) {
			e.First = r.Time
		}
		if !r.Time.Before(e.Time) {
			short := e.Short
			e.Record = r
			if e.Short == "" { // the link's short link is not forgotten by a later copy of the link
				e.Short = short
			}
		}
	}
	slices.SortStableFunc(out, func(a, b Entry) int { return a.Time.Compare(b.Time) })
	return out
}
