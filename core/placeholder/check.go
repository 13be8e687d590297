package placeholder

import (
	"strings"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/finding"
)

// Check appends to dst the findings about the placeholders of v, the value
// of field, in a link built for platform p: malformed ones (unclosed,
// unopened, one underscore, percent-encoded) whatever the platform; with a
// platform, another platform's syntax (placeholder-platform) and a name the
// platform does not know (placeholder-unknown, with the closest name it
// knows). Positions count characters from 1, as a field's do.
func Check(dst []finding.Finding, p Platform, field, v string) []finding.Finding {
	for i := 0; i < len(v); {
		ph, ok := Next(v, i, URL)
		if !ok {
			break
		}
		i = ph.End
		if f, bad := judge(&ph, p); bad {
			f.Field, f.Pos, f.Unit = field, utf8.RuneCountInString(v[:ph.Pos])+1, finding.Character
			dst = append(dst, f)
		}
	}
	return dst
}

// judge is the finding about one placeholder in a link for p, if any.
func judge(ph *Placeholder, p Platform) (finding.Finding, bool) {
	f := finding.Finding{Old: ph.Text, Platform: filler(ph, p).ID()}
	switch {
	case ph.Problem != WellFormed:
		f.Rule, f.Detail, f.Rune = finding.RulePlaceholderMalformed, ph.Problem.String(), rune(ph.Delim)
		if !ph.Platforms.Empty() {
			f.Suggested = ph.Written()
		}
	case ph.Encoded:
		f.Rule, f.Detail, f.Rune, f.Suggested = finding.RulePlaceholderMalformed, "encoded", '%', ph.Written()
	case p == NoPlatform:
		return f, false
	case !p.Writes(ph.Syntax):
		f.Rule, f.Platform, f.Detail = finding.RulePlaceholderPlatform, p.ID(), writers(ph).String()
		f.Suggested = closest(ph, p, false)
	case !ph.Platforms.Has(p):
		f.Rule, f.Platform, f.Detail = finding.RulePlaceholderUnknown, p.ID(), ph.Platforms.String()
		f.Suggested = closest(ph, p, true)
	case isNearMiss(ph, p):
		f.Rule, f.Platform = finding.RulePlaceholderUnknown, p.ID()
		f.Suggested = closest(ph, p, true)
	default:
		return f, false
	}
	return f, true
}

// filler is the platform that fills ph: p when it knows it, else the first
// that does.
func filler(ph *Placeholder, p Platform) Platform {
	if ph.Platforms.Has(p) {
		return p
	}
	return ph.Platforms.First()
}

// writers are the platforms that know ph, or when none does, those that
// write its syntax.
func writers(ph *Placeholder) Set {
	if !ph.Platforms.Empty() {
		return ph.Platforms
	}
	var set Set
	for q := Platform(1); int(q) < len(tbl.platforms); q++ {
		if q.Writes(ph.Syntax) {
			set |= 1 << q
		}
	}
	return set
}

// isNearMiss reports a name p accepts only as one of a family open to any
// name (a Mailchimp audience field, a Marketing Cloud attribute) that is
// one or two letters off a name p documents: *|CAMPAIGN_ID|* for
// *|CAMPAIGN_UID|* is a typo far more often than a field of that name.
func isNearMiss(ph *Placeholder, p Platform) bool {
	e := tbl.entryFor(ph, p)
	return e != nil && e.Kind == KindCustom && e.Name == "" && closest(ph, p, true) != ""
}

// closest is the written form of p's name nearest ph's (in ph's syntax when
// sameSyntax), "" when none is near enough to be what was meant.
func closest(ph *Placeholder, p Platform, sameSyntax bool) string {
	name := strings.ToLower(ph.Name)
	var best *Entry
	bestD := maxDistance(len(name)) + 1
	for i := range tbl.entries {
		e := &tbl.entries[i]
		if e.Platform != p || e.Kind == KindCustom || sameSyntax && e.Syntax != ph.Syntax {
			continue
		}
		if d := distance(name, strings.ToLower(e.Name), bestD); d < bestD {
			best, bestD = e, d
		}
	}
	if best == nil || bestD == 0 && best.Syntax == ph.Syntax && best.Name == ph.Name {
		return ""
	}
	return suggestion(best, ph)
}

// maxDistance is how many edits a typo of an n-byte name may hold.
func maxDistance(n int) int { return max(2, n/4) }

// suggestion writes e's name as a replacement for ph, keeping ph's argument
// where e takes one.
func suggestion(e *Entry, ph *Placeholder) string {
	if e.Kind == KindName || !ph.HasArg {
		return e.Written
	}
	w := Placeholder{Syntax: e.Syntax, Name: e.Name, Arg: ph.Arg, HasArg: true}
	return w.Written()
}

// distance is the Levenshtein distance between a and b, or limit when it
// is limit or more (the names are short; the rows live on the stack).
func distance(a, b string, limit int) int {
	if d := len(a) - len(b); d >= limit || -d >= limit {
		return limit
	}
	if len(b) > maxFoldKey {
		return limit
	}
	var prev, cur [maxFoldKey + 1]int
	for j := range len(b) + 1 {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			rowMin = min(rowMin, cur[j])
		}
		if rowMin >= limit {
			return limit
		}
		prev = cur
	}
	return min(prev[len(b)], limit)
}
