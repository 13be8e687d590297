package attribution

import (
	"slices"
	"strings"
	"sync"

	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/query"
)

// Level says how much a finding matters.
type Level string

// The levels.
const (
	Warning Level = "warning" // the reports will be wrong or split
	Info    Level = "info"    // how the reports will read, worth knowing before launch
)

// Finding is one attribution finding: a value, worded by core/wording.
// Positions are bytes into the landing URL.
type Finding struct {
	finding.Finding
	Level Level

	worded *worded // its JSON, less its position, shared by the findings that differ only in it
}

func appendFindings(dst []Finding, l *landing, rd *Reading, seen *answers) []Finding {
	dst = appendUTMInPath(dst, l)
	dst = appendSecondQuestionMark(dst, l)
	dst = appendUTMInFragment(dst, l)
	dst = appendChannel(dst, &rd.GA4, seen)
	dst = appendMissing(dst, l, &rd.GA4)
	dst = appendAutoTag(dst, l, &rd.GA4)
	dst = appendCase(dst, &rd.GA4)
	dst = appendStripped(dst, l, rd.Stripped)
	rd.GA4.sourceAt, rd.GA4.mediumAt, rd.GA4.campaignAt, rd.GA4.clickAt = nil, nil, nil, nil
	return dst
}

// campaignKeys are the keys some analytics platform reads a campaign
// from: GA4's, its click identifiers, Matomo's, Openstat and yclid.
var campaignKeys = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{"_openstat": true, "yclid": true}
	for _, p := range ga4Params() {
		m[p.key] = true
	}
	for _, a := range autoTags() {
		m[a.key] = true
	}
	for k := range matomoTable().slot {
		m[k] = true
	}
	return m
})

// campaignKeyAt reports whether s starts with a campaign key and '='.
func campaignKeyAt(s string) (string, bool) {
	key, _, ok := strings.Cut(s[:min(len(s), maxCampaignKey+1)], "=") // a campaign key is short: look no further
	if !ok {
		return "", false
	}
	return key, campaignKeys()[key]
}

// maxCampaignKey bounds the length of a campaign key (the longest,
// utm_source_platform, has 19 bytes).
const maxCampaignKey = 32

func at(f finding.Finding, pos int) finding.Finding {
	f.Pos, f.Unit = pos, finding.Byte
	return f
}

// appendUTMInPath finds campaign parameters written in the path, after a
// '&' or ';' where a '?' was meant (`…/spring&utm_source=google`) or as a
// segment of their own; the query starts at the first '?', so no
// analytics reads them there. The suggestion starts the query there, and
// the link's own query, if it has one, follows.
func appendUTMInPath(dst []Finding, l *landing) []Finding {
	end := l.pathEnd()
	i, key := campaignInPath(l.url, end)
	if i < 0 {
		return dst
	}
	path, rest := l.url[:end], l.url[end:]
	fix := path[:i] + "?" + path[i+1:]
	if path[i] == '/' {
		fix = path[:i+1] + "?" + path[i+1:]
	}
	if query, ok := strings.CutPrefix(rest, "?"); ok {
		if query != "" && query[0] != '#' {
			fix += "&" // the link's own pairs follow the moved ones
		}
		rest = query
	}
	f := at(finding.Finding{Rule: finding.RuleUTMInPath, Field: "url", Old: key, Suggested: fix + rest}, i+1)
	if semi := strings.IndexByte(path, ';'); semi >= 0 && semi <= i && path[i] != '/' {
		f.Detail = matrixReader // it reads from the first ';' on as the query (matrixURL)
	}
	return append(dst, Finding{Finding: f, Level: Warning})
}

// hasCampaignInPath reports whether l's path holds a campaign key
// (campaignInPath): its finding depends on the path, which no shape
// holds.
func (l *landing) hasCampaignInPath() bool {
	at, _ := campaignInPath(l.url, l.pathEnd())
	return at >= 0
}

// pathEnd is where the part of l's URL before its query and fragment
// ends: its first '?', its '#' or its end.
func (l *landing) pathEnd() int {
	switch {
	case l.hasQuery:
		return l.queryAt - 1
	case l.hasFrag:
		return l.fragAt - 1
	}
	return len(l.url)
}

// campaignInPath is where a campaign key follows a '&', ';' or '/' in the
// path of url, which ends at end (pathEnd): at is that byte's offset (-1
// for none), key the key.
func campaignInPath(url string, end int) (at int, key string) {
	colon := strings.IndexByte(url[:end], ':')
	if colon < 0 || !strings.HasPrefix(url[colon+1:end], "//") {
		return -1, ""
	}
	start := colon + 3
	if strings.IndexByte(url[start:end], '=') < 0 {
		return -1, "" // no key=value before the query: most links
	}
	// The userinfo (up to the authority's last '@') is no path: a '&' in
	// it is the user's.
	authority := url[start:end]
	if e := strings.IndexAny(authority, "/\\"); e >= 0 {
		authority = authority[:e]
	}
	if a := strings.LastIndexByte(authority, '@'); a >= 0 {
		start += a + 1
	}
	path := url[:end]
	for i := start; i < end; i++ {
		if c := path[i]; c != '&' && c != ';' && c != '/' {
			continue
		}
		if key, ok := campaignKeyAt(path[i+1:]); ok {
			return i, key
		}
	}
	return -1, ""
}

// appendSecondQuestionMark finds a '?' inside the query that hides a
// campaign key: in `?page1?utm_medium=cpc` the key is `page1?utm_medium`.
// A '?' inside a value that holds a URL of its own is that URL's.
func appendSecondQuestionMark(dst []Finding, l *landing) []Finding {
	if !l.queryHas('?') {
		return dst
	}
	for i := range l.query {
		p := &l.query[i]
		if q := strings.LastIndexByte(p.RawKey, '?'); q >= 0 {
			if key, ok := campaignKeyAt(p.RawKey[q+1:] + "="); ok {
				dst = append(dst, secondQuestionMark(l, p.Pos+q, key))
			}
			continue
		}
		if at, key := campaignAfterQuestionMark(p.RawValue); at >= 0 {
			dst = append(dst, secondQuestionMark(l, p.Pos+len(p.RawKey)+1+at, key))
		}
	}
	return dst
}

// campaignAfterQuestionMark is the first '?' of a pair's value that a
// campaign key follows (a=b?c=d?utm_source=…), and the key; -1 for none.
// A value that is a path, or a '?' after a "://", is a URL's own query.
func campaignAfterQuestionMark(value string) (int, string) {
	if strings.HasPrefix(value, "/") {
		return -1, ""
	}
	if u := strings.Index(value, "://"); u >= 0 {
		value = value[:u]
	}
	for q := 0; q < len(value); q++ {
		if value[q] != '?' {
			continue
		}
		if key, ok := campaignKeyAt(value[q+1:]); ok {
			return q, key
		}
	}
	return -1, ""
}

func secondQuestionMark(l *landing, pos int, key string) Finding {
	fix := l.url[:pos] + "&" + l.url[pos+1:]
	return Finding{Finding: at(finding.Finding{Rule: finding.RuleSecondQuestionMark, Field: "url", Old: key, Suggested: fix}, pos), Level: Warning}
}

// appendUTMInFragment finds GA4's campaign parameters in the fragment,
// where GA4 never looks (Matomo does); the fix moves them to the query.
func appendUTMInFragment(dst []Finding, l *landing) []Finding {
	var keys []string // each key once, as conventions' finding names them
	var moved []byte  // the pairs to move, key=value, joined by '&'
	var ends []int    // where each ends in moved
	pos := -1
	if !l.hasFrag {
		return dst
	}
	pairs, partsAt := l.fragmentPairs(), 0
	if q := routeQuery(l.url[l.fragAt:]); q > 0 {
		pairs, partsAt = appendPairs(nil, l.url[l.fragAt+q:], l.fragAt+q), q
	}
	for i := range pairs {
		p := &pairs[i]
		if !isGA4Param(p.RawKey) {
			continue
		}
		if pos < 0 {
			pos = p.Pos
			moved = make([]byte, 0, len(l.url)-l.fragAt)
		}
		if !slices.Contains(keys, p.RawKey) { // GA4 has a few keys: a short list
			keys = append(keys, p.RawKey)
		}
		if len(moved) > 0 {
			moved = append(moved, '&')
		}
		moved = append(moved, p.RawKey...)
		if p.HasEquals { // the part as written: utm_source alone stays so
			moved = append(append(moved, '='), p.RawValue...)
		}
		ends = append(ends, len(moved))
	}
	if pos < 0 {
		return dst
	}
	f := at(finding.Finding{Rule: finding.RuleUTMInFragment, Field: "url", Old: keys[0], Detail: strings.Join(keys, ", ")}, pos)
	f.Suggested = moveToQuery(l, string(moved), ends, partsAt)
	return append(dst, Finding{Finding: f, Level: Warning})
}

// routeQuery is where the query of a hash route starts in fragment
// (`/landing?utm_source=…`, `!/landing?…`, `?utm_source=…`: the text
// after a '?' that comes before any '=' or '&'), 0 for a fragment that is
// no route with a query. A single-page site reads its route's
// parameters; GA4 reads none.
func routeQuery(fragment string) int {
	q := strings.IndexByte(fragment, '?')
	if q < 0 || strings.ContainsAny(fragment[:q], "=&") {
		return 0
	}
	return q + 1
}

// moveToQuery is the URL with the fragment's pairs in moved (joined by
// '&', each ending at its place in ends) added to the query and taken out
// of the fragment, whose pairs start partsAt bytes into it (after a
// route's '?'; a route left without pairs loses its '?').
func moveToQuery(l *landing, moved string, ends []int, partsAt int) string {
	head := l.url[:l.fragAt-1]
	sep := "?"
	if l.hasQuery {
		// An empty query, or one that ends with '&', takes the pairs as
		// they are; one that ends with another '?' (p?? or ?a=1?) would
		// make them part of its last pair.
		sep = "&"
		if l.queryAt == len(head) || strings.HasSuffix(head, "&") {
			sep = ""
		}
	}
	// A fragment can hold as many pairs as a link can: a set, not a
	// search of moved for each part, keeps a long one linear.
	isMoved := make(map[string]struct{}, len(ends))
	start := 0
	for _, end := range ends {
		isMoved[moved[start:end]] = struct{}{}
		start = end + 1
	}
	var b strings.Builder
	b.Grow(len(l.url) + 1)
	b.WriteString(head)
	b.WriteString(sep)
	// A '#' of the fragment's pairs is theirs; in the query it would
	// start a fragment.
	b.WriteString(strings.ReplaceAll(moved, "#", "%23"))
	frag := l.url[l.fragAt:]
	mark := "#"
	if partsAt > 0 {
		// A route keeps its path; its '?' goes with its last pair, and
		// the '#' too when the route was its query alone (#?utm_source=…).
		if route := frag[:partsAt-1]; route != "" {
			b.WriteString("#" + route)
			mark = "?"
		} else {
			mark = "#?"
		}
	}
	for part := range strings.SplitSeq(frag[partsAt:], "&") {
		if _, ok := isMoved[part]; ok {
			continue
		}
		b.WriteString(mark)
		b.WriteString(part)
		mark = "&"
	}
	return b.String()
}

// valuePos is where a pair's value starts.
func valuePos(p *query.Pair) int { return p.Pos + len(p.RawKey) + 1 }

// appendChannel says where GA4 puts a session it cannot place, and what
// the campaign name decided.
func appendChannel(dst []Finding, g *GA4, seen *answers) []Finding {
	// A link without a medium or a source is Unassigned or Paid Other
	// for that: missing-source-medium says so.
	switch {
	case g.Channel == Unassigned && g.mediumAt != nil:
		f := finding.Finding{Rule: finding.RuleChannelUnassigned, Field: "utm_medium", Old: g.Medium}
		if f.Suggested = seen.suggestion(true, g.Medium); f.Suggested != "" {
			f.Detail = channel(g.Source, f.Suggested, g.Campaign, seen)
		}
		dst = append(dst, Finding{Finding: at(f, valuePos(g.mediumAt)), Level: Warning})
	case g.Channel == PaidOther && g.sourceAt != nil:
		f := finding.Finding{Rule: finding.RuleChannelOther, Field: "utm_source", Old: g.Source}
		if f.Suggested = seen.suggestion(false, g.Source); f.Suggested != "" {
			f.Detail = channel(f.Suggested, g.Medium, g.Campaign, seen)
		}
		dst = append(dst, Finding{Finding: at(f, valuePos(g.sourceAt)), Level: Warning})
	}
	if g.ByCampaign && g.campaignAt != nil {
		f := finding.Finding{Rule: finding.RuleCampaignChannel, Field: "utm_campaign", Old: g.Campaign, Detail: g.Channel, Suggested: g.Otherwise}
		dst = append(dst, Finding{Finding: at(f, valuePos(g.campaignAt)), Level: Warning})
	}
	return dst
}

// appendMissing finds a manually tagged link without utm_source or
// utm_medium: GA4 writes (not set), and most channels need both.
func appendMissing(dst []Finding, l *landing, g *GA4) []Finding {
	if g.AutoTagged || !l.index.campaign {
		return dst
	}
	for _, name := range [...]int{nameUTMSource, nameUTMMedium} {
		if !l.index.has(name) {
			dst = append(dst, Finding{Finding: finding.Finding{Rule: finding.RuleMissingSourceMed, Field: fixedNameKeys[name], Detail: NotSet}, Level: Warning})
		}
	}
	return dst
}

// appendAutoTag says which UTM values a click identifier overrides.
func appendAutoTag(dst []Finding, l *landing, g *GA4) []Finding {
	if !g.AutoTagged {
		return dst
	}
	var over []string
	for _, name := range [...]int{nameUTMSource, nameUTMMedium, nameUTMCampaign, nameUTMID} {
		if l.index.has(name) {
			over = append(over, fixedNameKeys[name])
		}
	}
	if len(over) == 0 {
		return dst
	}
	f := finding.Finding{Rule: finding.RuleAutoTagOverrides, Field: g.ClickID, Old: g.ClickID, Detail: strings.Join(over, ", "),
		Platform: g.SourcePlatform}
	return append(dst, Finding{Finding: at(f, g.clickAt.Pos), Level: Info})
}

// appendCase finds source, medium and campaign values with upper case:
// GA4 keeps it, so each spelling is a row of its own.
func appendCase(dst []Finding, g *GA4) []Finding {
	for _, p := range [...]*query.Pair{g.sourceAt, g.mediumAt, g.campaignAt} {
		if p == nil || isLower(p.Value) {
			continue
		}
		f := finding.Finding{Rule: finding.RuleCaseSplitsRows, Field: p.Key, Old: p.Value, Suggested: strings.ToLower(p.Value)}
		dst = append(dst, Finding{Finding: at(f, valuePos(p)), Level: Info})
	}
	return dst
}

// appendStripped names, for each identifier a browser strips (a click,
// a subscriber: not a campaign marker, which stripped shows), the
// browsers; losing a click identifier GA4 reads is a warning.
func appendStripped(dst []Finding, l *landing, strips []Strip) []Finding {
	if len(strips) == 0 {
		return dst
	}
	var said []string // the keys named already: a finding a key
	for _, sp := range l.index.stripped {
		p := &l.query[sp.pair]
		key := p.RawKey
		if contains(said, key) {
			continue
		}
		k := keys().lookup(key)
		if k == nil || len(k.strips) == 0 { // FBCLID, which a browser that ignores case strips as fbclid
			k = keys().hash.lookupLower(key)
		}
		if k.marker {
			continue // a campaign marker (_openstat) is no identifier of one click or person
		}
		var by browserSet
		for i := range strips {
			if contains(strips[i].Params, key) {
				by = by.with(strips[i].Browser)
			}
		}
		if by == 0 {
			continue
		}
		said = append(said, key)
		lvl := Info
		if k.autoTag >= 0 {
			lvl = Warning
		}
		f := finding.Finding{Rule: finding.RuleClickIDStripped, Field: key, Old: key, Detail: by.names()}
		dst = append(dst, Finding{Finding: at(f, p.Pos), Level: lvl})
	}
	return dst
}
