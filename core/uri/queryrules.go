package uri

import (
	"slices"
	"strings"
)

// applyQuery runs one of the query rules. Pairs are the "&"-separated
// pieces of the query, kept byte for byte; a pair's key is what stands
// before its first "=".
func applyQuery(r *Reference, rule Rule, isTracking func(string) bool) bool {
	switch rule {
	case RemoveTrackingParams:
		if isTracking == nil {
			return false
		}
		return setIf(&r.Query, filterPairs(r.Query, func(p string) bool { return !isTracking(pairKey(p)) }))
	case RemoveEmptyParams:
		return setIf(&r.Query, filterPairs(r.Query, hasValue))
	case SortQuery:
		return setIf(&r.Query, sortPairs(r.Query))
	case RemoveEmptyQuery:
		changed := r.HasQuery && r.Query == ""
		if changed {
			r.HasQuery = false
		}
		return changed
	}
	return false
}

func pairKey(p string) string {
	if k := strings.IndexByte(p, '='); k >= 0 {
		return p[:k]
	}
	return p
}

// hasValue keeps a pair unless it is empty ("&&") or has an "=" and
// nothing after it ("id="). A bare key ("?debug") is kept: it may be a
// flag, and the URI normalization article warns that a parameter without a value is not
// necessarily unused.
func hasValue(p string) bool { return p != "" && p[len(p)-1] != '=' }

// filterPairs returns q without the pairs keep rejects, q itself when it
// keeps them all.
func filterPairs(q string, keep func(string) bool) string {
	if q == "" {
		return q
	}
	var b []byte
	kept, dropped := 0, false
	for rest := q; ; {
		p, tail, more := strings.Cut(rest, "&")
		switch {
		case !keep(p):
			if !dropped {
				b = make([]byte, 0, len(q))
				b = append(b, q[:max(len(q)-len(rest)-1, 0)]...)
			}
			dropped = true
		case dropped:
			if kept > 0 {
				b = append(b, '&')
			}
			b = append(b, p...)
			kept++
		default:
			kept++
		}
		if !more {
			break
		}
		rest = tail
	}
	if !dropped {
		return q
	}
	return string(b)
}

// sortPairs orders the pairs by key, stably, without touching their bytes.
func sortPairs(q string) string {
	if sortedByKey(q) {
		return q
	}
	pairs := strings.Split(q, "&")
	slices.SortStableFunc(pairs, func(a, b string) int { return strings.Compare(pairKey(a), pairKey(b)) })
	return strings.Join(pairs, "&")
}

func sortedByKey(q string) bool {
	prev := ""
	for rest, first := q, true; ; first = false {
		p, tail, more := strings.Cut(rest, "&")
		k := pairKey(p)
		if !first && k < prev {
			return false
		}
		prev = k
		if !more {
			return true
		}
		rest = tail
	}
}
