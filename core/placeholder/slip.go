package placeholder

import (
	"strings"
)

// A slip is a near miss the scanner does not read as a placeholder at
// all, so no platform fills it and nothing else would say so: spaces
// inside the delimiters ({ keyword }, *| FNAME |*, %% emailaddr %%), a
// character no name holds ({campaign-id}), a merge tag without its bars
// (*FNAME*), a personalization string with one percent sign on a side
// (%emailaddr%), a TikTok macro in lower case (__campaign_name__) or with
// extra underscores (___CID___, which TikTok fills leaving the extra ones
// in the value). A slip is reported only when it is close to a name a
// platform documents: text that merely looks like one ({ "a": 1 }) is
// left alone.
type slip struct {
	pos, end int    // byte offsets in the value
	detail   string // the finding's Detail: spaces, character, no-bars, one-percent, underscores, case
	delim    byte   // the delimiter at fault
	entry    *Entry // the placeholder it almost is
}

// The slips' details.
const (
	slipSpaces      = "spaces"
	slipCharacter   = "character"
	slipNoBars      = "no-bars"
	slipOnePercent  = "one-percent"
	slipUnderscores = "underscores"
	slipCase        = "case"
)

// maxSlip bounds the text a slip may span, in bytes.
const maxSlip = 96

// appendSlips appends the slips of v, read for platform p (NoPlatform:
// any), in order; they do not overlap.
func appendSlips(dst []slip, v string, p Platform) []slip {
	for i := 0; i < len(v); i++ {
		var s slip
		var ok bool
		switch v[i] {
		case '{':
			s, ok = braceSlip(v, i, p)
		case '*':
			s, ok = mergeSlip(v, i, p)
		case '%':
			s, ok = percentSlip(v, i, p)
		case '_':
			s, ok = macroSlip(v, i, p)
		}
		if ok {
			dst = append(dst, s)
			i = s.end - 1
		}
	}
	return dst
}

// spaceAt is the width of a space at v[i]: 1 for ' ', 3 for "%20", 0
// when there is none.
func spaceAt(v string, i int) int {
	switch {
	case i < len(v) && v[i] == ' ':
		return 1
	case i+2 < len(v) && v[i] == '%' && v[i+1] == '2' && v[i+2] == '0':
		return 3
	}
	return 0
}

// braceSlip reads {name} written with spaces or a hyphen inside:
// { keyword }, {Campaign Id}, {campaign-id}, { first_name } (a
// double-brace name in single braces).
func braceSlip(v string, i int, p Platform) (slip, bool) {
	if i+1 < len(v) && v[i+1] == '{' || i > 0 && v[i-1] == '{' {
		return slip{}, false // a double brace: the scanner's
	}
	var name strings.Builder
	spaces, hyphen := false, false
	j := i + 1
	for j < len(v) && j-i < maxSlip {
		if w := spaceAt(v, j); w > 0 {
			spaces, j = true, j+w
			continue
		}
		c := v[j]
		if c == '}' {
			break
		}
		if c == '-' {
			hyphen = true
		} else if !isNameByte(c) {
			return slip{}, false
		}
		name.WriteByte(c)
		j++
	}
	if j >= len(v) || v[j] != '}' || j+1 < len(v) && v[j+1] == '}' || name.Len() == 0 || !spaces && !hyphen {
		return slip{}, false
	}
	e := nearest(name.String(), p, Brace, DoubleBrace)
	if e == nil && hyphen {
		e = nearest(strings.ReplaceAll(name.String(), "-", "_"), p, Brace, DoubleBrace)
	}
	if e == nil {
		return slip{}, false
	}
	detail := slipSpaces
	if hyphen {
		detail = slipCharacter
	}
	return slip{pos: i, end: j + 1, detail: detail, delim: '{', entry: e}, true
}

// mergeSlip reads a merge tag with spaces inside its bars (*| FNAME |*)
// or without its bars (*FNAME*, for a name Mailchimp documents).
func mergeSlip(v string, i int, p Platform) (slip, bool) {
	if i+1 < len(v) && v[i+1] == '|' {
		return paddedSlip(v, i, "*|", "|*", MergeTag, p)
	}
	if i > 0 && v[i-1] == '|' {
		return slip{}, false // the end of a merge tag
	}
	j := i + 1
	for j < len(v) && j-i < maxSlip && (isMacroByte(v[j]) || v[j] == ':') {
		j++
	}
	if j == i+1 || j >= len(v) || v[j] != '*' || j+1 < len(v) && v[j+1] == '|' || !isNameStart(v[i+1]) {
		return slip{}, false
	}
	e := exactEntry(v[i+1:j], p, MergeTag)
	if e == nil {
		return slip{}, false
	}
	return slip{pos: i, end: j + 1, detail: slipNoBars, delim: '|', entry: e}, true
}

// percentSlip reads a personalization string with spaces inside
// (%% emailaddr %%) or one percent sign on a side (%emailaddr%, for a
// name Marketing Cloud documents).
func percentSlip(v string, i int, p Platform) (slip, bool) {
	if i+1 < len(v) && v[i+1] == '%' {
		return paddedSlip(v, i, "%%", "%%", Percent, p)
	}
	if i > 0 && v[i-1] == '%' {
		return slip{}, false
	}
	j := i + 1
	for j < len(v) && j-i < maxSlip && isWordByte(v[j]) {
		j++
	}
	if j == i+1 || j >= len(v) || v[j] != '%' || !isNameStart(v[i+1]) {
		return slip{}, false
	}
	end := j + 1
	if end < len(v) && v[end] == '%' {
		end++ // %name%% : one sign short on the left only
	}
	e := exactEntry(v[i+1:j], p, Percent)
	if e == nil {
		return slip{}, false
	}
	return slip{pos: i, end: end, detail: slipOnePercent, delim: '%', entry: e}, true
}

// paddedSlip reads open, spaces, a name, spaces, close: a merge tag or a
// personalization string padded with spaces, which its mailer leaves as
// written. Any well-formed name counts: both mailers take any audience
// field or attribute.
func paddedSlip(v string, i int, open, close string, syn Syntax, p Platform) (slip, bool) {
	j := i + len(open)
	lead := 0
	for w := spaceAt(v, j); w > 0; w = spaceAt(v, j) {
		j, lead = j+w, lead+1
	}
	start := j
	for j < len(v) && j-i < maxSlip && (isWordByte(v[j]) || syn == MergeTag && v[j] == ':') {
		j++
	}
	name := v[start:j]
	trail := 0
	for w := spaceAt(v, j); w > 0; w = spaceAt(v, j) {
		j, trail = j+w, trail+1
	}
	if lead+trail == 0 || name == "" || !isNameStart(name[0]) || !strings.HasPrefix(v[j:], close) {
		return slip{}, false
	}
	e := exactEntry(name, p, syn)
	if e == nil {
		e = familyEntry(p, syn)
	}
	if e == nil {
		return slip{}, false
	}
	if e.Kind == KindCustom {
		e = &Entry{Platform: e.Platform, Syntax: syn, Kind: KindName, Name: name, Written: open + name + close}
	}
	return slip{pos: i, end: j + len(close), detail: slipSpaces, delim: open[0], entry: e}, true
}

// macroSlip reads a TikTok macro with more than two underscores on a side
// (___CID___) or not in upper case (__campaign_name__).
func macroSlip(v string, i int, p Platform) (slip, bool) {
	if i > 0 && v[i-1] == '_' {
		return slip{}, false
	}
	lead := i
	for lead < len(v) && v[lead] == '_' {
		lead++
	}
	if lead-i < 2 {
		return slip{}, false
	}
	j := lead
	for j < len(v) && j-i < maxSlip && isWordByte(v[j]) && !(v[j] == '_' && j+1 < len(v) && v[j+1] == '_') {
		j++
	}
	name := v[lead:j]
	trail := j
	for trail < len(v) && v[trail] == '_' {
		trail++
	}
	if name == "" || trail-j < 2 {
		return slip{}, false
	}
	upper := strings.ToUpper(name)
	e := exactEntry(upper, p, Underscore)
	switch {
	case e == nil:
		return slip{}, false
	case upper != name:
		return slip{pos: i, end: trail, detail: slipCase, delim: '_', entry: e}, true
	case lead-i > 2 && (i == 0 || !isWordByte(v[i-1])) || trail-j > 2 && (trail == len(v) || !isWordByte(v[trail])):
		// An extra underscore between a word and the macro is a separator
		// (spring___CID__ fills as spring_123): only one standing alone
		// stays in the value as a stray.
		return slip{pos: i, end: trail, detail: slipUnderscores, delim: '_', entry: e}, true
	}
	return slip{}, false
}

// exactEntry is the row of p (any platform for NoPlatform) in one of
// syns whose name is name, as that platform compares names; nil when
// there is none.
func exactEntry(name string, p Platform, syns ...Syntax) *Entry {
	for i := range tbl.entries {
		e := &tbl.entries[i]
		if e.Kind != KindName || p != NoPlatform && e.Platform != p || !hasSyntax(syns, e.Syntax) {
			continue
		}
		if e.key == name || tbl.platforms[e.Platform].fold && strings.EqualFold(e.key, name) {
			return e
		}
	}
	return nil
}

// familyEntry is p's custom family open to any name in syn (a Mailchimp
// audience field, a Marketing Cloud attribute), the first platform's for
// NoPlatform.
func familyEntry(p Platform, syn Syntax) *Entry {
	for _, i := range tbl.custom[syn] {
		if e := &tbl.entries[i]; e.Name == "" && (p == NoPlatform || e.Platform == p) {
			return e
		}
	}
	return nil
}

// nearest is the row, of p when given, in one of syns whose name is name
// or nearest it: the same name in any case first, then the fewest edits
// (within a typo's reach); nil when none is near.
func nearest(name string, p Platform, syns ...Syntax) *Entry {
	if e := exactEntry(name, p, syns...); e != nil {
		return e
	}
	lower := strings.ToLower(name)
	var best *Entry
	bestD := maxDistance(len(lower)) + 1
	for i := range tbl.entries {
		e := &tbl.entries[i]
		if e.Kind != KindName || p != NoPlatform && e.Platform != p || !hasSyntax(syns, e.Syntax) {
			continue
		}
		if d := distance(lower, strings.ToLower(e.key), bestD); d < bestD {
			best, bestD = e, d
		}
	}
	return best
}

func hasSyntax(syns []Syntax, s Syntax) bool {
	for _, x := range syns {
		if x == s {
			return true
		}
	}
	return false
}
