package placeholder

import (
	"strings"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/finding"
)

// Check appends to dst the findings about the placeholders of v, the value
// of field, in a link built for platform p: malformed ones (unclosed,
// unopened, one underscore, percent-encoded) and near misses the scanner
// does not read as placeholders (slips: { keyword }, *FNAME*,
// __campaign_name__, ___CID___, %emailaddr%) whatever the platform; with
// a platform, another platform's syntax (placeholder-platform), a name the
// platform does not know (placeholder-unknown, with the closest name it
// knows) and spaces inside double braces where the platform writes none.
// Positions count characters from 1, as a field's do.
func Check(dst []finding.Finding, p Platform, field, v string) []finding.Finding {
	var slipBuf [4]slip
	slips := appendSlips(slipBuf[:0], v, p)
	next := 0 // the next slip to report
	emit := func(f finding.Finding, pos int) {
		f.Field, f.Pos, f.Unit = field, utf8.RuneCountInString(v[:pos])+1, finding.Character
		dst = append(dst, f)
	}
	for i := 0; i < len(v); {
		ph, ok := Next(v, i, URL)
		if !ok {
			break
		}
		i = ph.End
		for next < len(slips) && slips[next].pos <= ph.Pos {
			emit(slips[next].finding(v), slips[next].pos)
			next++
		}
		if next > 0 && ph.Pos < slips[next-1].end {
			continue // inside a slip, which says what is wrong
		}
		if f, bad := judge(&ph, p); bad {
			emit(f, ph.Pos)
		}
	}
	for ; next < len(slips); next++ {
		emit(slips[next].finding(v), slips[next].pos)
	}
	return dst
}

// finding is the placeholder-malformed finding of a slip: the placeholder
// it almost is as the suggestion.
func (s *slip) finding(v string) finding.Finding {
	return finding.Finding{Rule: finding.RulePlaceholderMalformed, Old: v[s.pos:s.end], Platform: s.entry.Platform.ID(),
		Detail: s.detail, Rune: rune(s.delim), Suggested: s.entry.Written}
}

// judge is the finding about one placeholder in a link for p, if any.
func judge(ph *Placeholder, p Platform) (finding.Finding, bool) {
	f := finding.Finding{Old: ph.Text, Platform: filler(ph, p).ID()}
	switch {
	case ph.Problem != WellFormed:
		f.Rule, f.Detail, f.Rune = finding.RulePlaceholderMalformed, ph.Problem.String(), rune(ph.Delim)
		if !ph.Platforms.Empty() {
			f.Suggested = writtenFor(ph, filler(ph, p))
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
	case padded(ph) && !tbl.platforms[p].pads:
		f.Rule, f.Platform, f.Detail, f.Rune, f.Suggested = finding.RulePlaceholderMalformed, p.ID(), "padded", '{', ph.Written()
	default:
		return f, false
	}
	return f, true
}

// padded reports a double-brace placeholder written with spaces inside
// its braces: HubSpot and Klaviyo write {{ contact.firstname }}, Meta and
// LinkedIn {{campaign.name}} and leave a padded one as written.
func padded(ph *Placeholder) bool {
	return ph.Syntax == DoubleBrace && (strings.HasPrefix(ph.Text, "{{ ") || strings.HasSuffix(ph.Text, " }}") ||
		strings.HasPrefix(ph.Text, "%7B%7B%20") || strings.HasSuffix(ph.Text, "%20%7D%7D"))
}

// writtenFor is ph as platform p writes it: its row's written form
// ({{ contact.firstname }} for HubSpot, {{campaign.name}} for Meta) when
// p documents the name, else ph.Written().
func writtenFor(ph *Placeholder, p Platform) string {
	if e := tbl.entryFor(ph, p); e != nil && e.Kind == KindName && !ph.HasArg {
		return e.Written
	}
	return ph.Written()
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

// isNearMiss reports a name p accepts only as one of a family (a
// Mailchimp audience field, a Marketing Cloud attribute, a HubSpot contact
// property) that is one or two letters off a name p documents:
// *|CAMPAIGN_ID|* for *|CAMPAIGN_UID|*, {{ contact.first_name }} for
// {{ contact.firstname }} are typos far more often than fields of those
// names. A family with a prefix is compared with the names of that
// prefix.
func isNearMiss(ph *Placeholder, p Platform) bool {
	e := tbl.entryFor(ph, p)
	if e == nil || e.Kind != KindCustom {
		return false
	}
	if e.Name == "" {
		return closest(ph, p, true) != ""
	}
	s := closest(ph, p, true)
	return s != "" && strings.Contains(s, e.Name)
}

// closest is the written form of p's name nearest ph's (in ph's syntax when
// sameSyntax), "" when none is near enough to be what was meant.
func closest(ph *Placeholder, p Platform, sameSyntax bool) string {
	name := strings.ToLower(typedName(ph))
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
	if best == nil {
		best = extended(name, p, ph.Syntax, sameSyntax)
	}
	if best == nil || bestD == 0 && best.Syntax == ph.Syntax && best.Name == ph.Name {
		return ""
	}
	return suggestion(best, ph)
}

// typedName is the name as typed, for comparing with the table's: a
// double-brace "argument" that is no filter ({{CAMPAIGN-NAME}} reads as
// the name CAMPAIGN and "-NAME") belongs to the name.
func typedName(ph *Placeholder) string {
	if ph.Syntax == DoubleBrace && ph.HasArg && !strings.HasPrefix(strings.TrimLeft(ph.Arg, " "), "|") {
		return ph.Name + strings.TrimRight(ph.Arg, " ")
	}
	return ph.Name
}

// extended is the one name of p that name, four bytes or more, is the
// start of ({{site_source}} for {{site_source_name}}); nil when none or
// several are.
func extended(name string, p Platform, syn Syntax, sameSyntax bool) *Entry {
	if len(name) < 4 {
		return nil
	}
	var found *Entry
	for i := range tbl.entries {
		e := &tbl.entries[i]
		if e.Platform != p || e.Kind == KindCustom || sameSyntax && e.Syntax != syn || !strings.HasPrefix(strings.ToLower(e.Name), name) {
			continue
		}
		if found != nil && found.Name != e.Name {
			return nil
		}
		found = e
	}
	return found
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
