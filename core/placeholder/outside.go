package placeholder

import "strings"

// MapOutside returns v with fn applied to each stretch of text outside its
// well-formed placeholders, which stay as written: a lint that lowers case
// or replaces spaces must not touch *|CAMPAIGN_UID|* or
// {{ contact.firstname }}. It returns fn(v) when v holds none.
func MapOutside(v string, fn func(string) string) string {
	ph, ok := nextWellFormed(v, 0)
	if !ok {
		return fn(v)
	}
	var b strings.Builder
	b.Grow(len(v))
	done := 0
	for ok {
		b.WriteString(fn(v[done:ph.Pos]))
		b.WriteString(ph.Text)
		done = ph.End
		ph, ok = nextWellFormed(v, done)
	}
	b.WriteString(fn(v[done:]))
	return b.String()
}

// IndexOutside is the byte offset in v of the first rune outside its
// well-formed placeholders for which f holds, -1 when there is none.
func IndexOutside(v string, f func(rune) bool) int {
	done := 0
	for {
		ph, ok := nextWellFormed(v, done)
		end := len(v)
		if ok {
			end = ph.Pos
		}
		if i := strings.IndexFunc(v[done:end], f); i >= 0 {
			return done + i
		}
		if !ok {
			return -1
		}
		done = ph.End
	}
}

// Literals returns the stretches of v outside its well-formed
// placeholders, in order, with whether v starts and ends with a
// placeholder: what a placeholder standing for any value leaves to match.
func Literals(v string) (parts []string, placeholders int) {
	done := 0
	for {
		ph, ok := nextWellFormed(v, done)
		if !ok {
			return append(parts, v[done:]), placeholders
		}
		parts = append(parts, v[done:ph.Pos])
		placeholders++
		done = ph.End
	}
}

// nextWellFormed is the next well-formed raw placeholder of v from from.
func nextWellFormed(v string, from int) (Placeholder, bool) {
	for from < len(v) {
		ph, ok := next(v, from, Raw)
		if !ok {
			return Placeholder{}, false
		}
		if ph.Problem == WellFormed {
			return ph, true
		}
		from = ph.End
	}
	return Placeholder{}, false
}

// MatchesLiterals reports whether s is a value v could stand for, each of
// v's placeholders standing for any text: parts are Literals(v).
func MatchesLiterals(s string, parts []string) bool {
	if len(parts) == 1 {
		return s == parts[0]
	}
	first, last := parts[0], parts[len(parts)-1]
	if !strings.HasPrefix(s, first) || !strings.HasSuffix(s[len(first):], last) {
		return false
	}
	s = s[len(first) : len(s)-len(last)]
	for _, p := range parts[1 : len(parts)-1] {
		i := strings.Index(s, p)
		if i < 0 {
			return false
		}
		s = s[i+len(p):]
	}
	return true
}
