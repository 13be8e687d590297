package conventions

import (
	"strings"

	"github.com/linkscope/linkscope/core/formvalue"
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/query"
	"github.com/linkscope/linkscope/core/tracking"
)

// NumFields is the number of fields a conventions file can describe.
const NumFields = len(fieldNames)

// numUTM is how many of fieldNames are UTM parameters (the rest are the
// Openstat marker's fields).
const numUTM = 9

// Seen is one field's value as a link carries it.
type Seen struct {
	Value string // decoded
	Pos   int    // byte offset of the raw value in the link
	Set   bool   // the link has the field (perhaps empty)
}

// Link is what ScanLink reads from a link: the campaign fields (indexed as
// FieldNames lists them) and the link-level findings, which need no file.
type Link struct {
	Fields   [NumFields]Seen
	Findings []Finding
	// Tracking is the tracking table (with the user's rules) whose click
	// ids the click-id-without-utm rule knows; the caller sets it once,
	// from its analysis setup.
	Tracking *tracking.Table
	pairs    []query.Pair // the query's pairs, reused across links
	// from is where this link's findings start in Findings: those before
	// it are a caller's (AppendLinkPairs).
	from int
	ids  clickIDs // the pairs' tracking matches, when the caller had them (AppendLinkMatched)
}

// ScanLink reads link's UTM parameters from its query (the first of a
// repeated key counts, as GA4 reads it, and the repeat is a
// duplicate-param finding), UTM keys after '#' (utm-in-fragment), click
// ids with no utm_source, and the Openstat marker's fields (decoded by
// core/openstat). dst is reset and reused, so a caller scanning many links
// allocates little.
func ScanLink(link string, dst *Link) { ScanLinkDecoded(link, nil, dst) }

// ScanLinkDecoded is ScanLink for a caller that has decoded the link's
// Openstat marker already (inspect has): d is used instead of decoding
// again; nil decodes.
func ScanLinkDecoded(link string, d *openstat.Decoded, dst *Link) {
	dst.pairs = dst.pairs[:0]
	if q, at, ok := query.Of(link); ok {
		dst.pairs = query.Append(dst.pairs, q, at)
	}
	ScanLinkPairs(link, dst.pairs, d, dst)
}

// ScanLinkPairs is ScanLinkDecoded for a caller that has split the link's
// query already (inspect has): pairs are query.Append's pairs of link's
// query, positions in link.
func ScanLinkPairs(link string, pairs []query.Pair, d *openstat.Decoded, dst *Link) {
	dst.Fields = [NumFields]Seen{}
	dst.Findings, dst.from = dst.Findings[:0], 0
	dst.scanPairs(link, pairs)
	dst.scanMarker(link, d)
}

// scanPairs is ScanLinkPairs up to the Openstat marker, into a Link
// whose fields and findings are empty.
func (l *Link) scanPairs(link string, pairs []query.Pair) {
	clickKey, clickVal, clickPos := "", "", -1
	for i := range pairs {
		p := &pairs[i]
		if p.RawKey == "" {
			continue
		}
		if u := utmIndex(p.Key); u >= 0 {
			l.seeUTM(u, p.Key, p.Value, p.Pos, p.Pos+len(p.RawKey)+1)
			continue
		}
		if clickPos < 0 && l.isClickID(p) {
			clickKey, clickVal, clickPos = p.Key, p.Value, p.Pos
		}
	}
	if fragAt := strings.IndexByte(link, '#'); fragAt >= 0 && strings.Contains(link[fragAt+1:], "utm") {
		l.scanFragment(link[fragAt+1:], fragAt+1)
	}
	if clickPos >= 0 && !l.Fields[0].Set {
		l.Findings = append(l.Findings, Finding{Rule: RuleClickIDWithoutUTM, Field: clickKey, Value: clickVal, Pos: clickPos})
	}
}

// scanMarker reads the fields of link's Openstat marker, decoded already
// (d) or not (nil).
func (l *Link) scanMarker(link string, d *openstat.Decoded) {
	switch {
	case d != nil:
		l.seeMarker(d)
	case strings.Contains(link, openstat.Key):
		dec := openstat.Decode(link)
		l.seeMarker(&dec)
	}
}

// seeUTM records a UTM field's value (decoded), or a repeat of it.
func (l *Link) seeUTM(i int, key, value string, kpos, vpos int) {
	if l.Fields[i].Set {
		l.Findings = append(l.Findings, Finding{Rule: RuleDuplicateParam, Field: key, Value: value, Pos: kpos})
		return
	}
	l.Fields[i] = Seen{Value: value, Pos: vpos, Set: true}
}

// scanFragment reports UTM keys after '#', in a fragment that reads like a
// query (`#utm_source=x&…`) or an app route (`#/p?utm_source=x`).
// A key is reported once, and at most maxFragmentFindings keys are: a
// fragment of thousands of pairs says what is wrong in its first few.
func (l *Link) scanFragment(frag string, base int) {
	reported := 0
	for off := 0; off < len(frag) && reported < maxFragmentFindings; {
		end := strings.IndexAny(frag[off:], "&?#/")
		if end < 0 {
			end = len(frag)
		} else {
			end += off
		}
		key, value, ok := strings.Cut(frag[off:end], "=")
		if key = formvalue.Decode(key); ok && strings.HasPrefix(key, "utm_") && !l.reportedInFragment(key) {
			l.Findings = append(l.Findings, Finding{Rule: RuleUTMInFragment, Field: key,
				Value: formvalue.Decode(value), Pos: base + off})
			reported++
		}
		off = end + 1
	}
}

// maxFragmentFindings bounds the utm-in-fragment findings of one link.
const maxFragmentFindings = 16

// reportedInFragment reports whether key already has a utm-in-fragment
// finding.
func (l *Link) reportedInFragment(key string) bool {
	for i := len(l.Findings) - 1; i >= l.from; i-- {
		if f := &l.Findings[i]; f.Rule == RuleUTMInFragment && f.Field == key {
			return true
		}
	}
	return false
}

func (l *Link) seeMarker(d *openstat.Decoded) {
	if !d.Found {
		return
	}
	for i, v := range d.Marker.Fields() {
		l.Fields[numUTM+i] = Seen{Value: v, Pos: d.Pos, Set: true}
	}
}

// utmIndex is key's index among the UTM fields, or -1. Keys are compared
// exactly: GA4 does not read UTM_SOURCE.
func utmIndex(key string) int {
	if len(key) < 6 || key[:4] != "utm_" {
		return -1
	}
	// Constant cases: the compiler compares them in words, where a loop
	// over fieldNames called a byte compare for each. TestUTMIndex holds
	// the cases to fieldNames.
	switch key[4:] {
	case "source":
		return 0
	case "medium":
		return 1
	case "campaign":
		return 2
	case "term":
		return 3
	case "content":
		return 4
	case "id":
		return 5
	case "source_platform":
		return 6
	case "creative_format":
		return 7
	case "marketing_tactic":
		return 8
	}
	return -1
}

// isClickID reports whether the pair's key is a click id: isClickID,
// or what the pair's tracking match says when the caller had them.
func (l *Link) isClickID(p *query.Pair) bool {
	if !l.ids.known || l.Tracking == nil || len(p.Key) < 4 || len(p.Key) > 16 {
		return isClickID(l.Tracking, p.Key)
	}
	return l.ids.of(p, l.Tracking)
}

// clickIDs reads click ids from the tracking matches of a link's pairs,
// in pair order, a cursor moving on with the pairs.
type clickIDs struct {
	matches []tracking.Match
	next    int
	known   bool // the caller had the matches
}

// of reports whether p, a pair after the ones asked about before, is a
// click id. The matches were found with the link's host, the lookup of
// isClickID is made without one: they find the same parameter unless the
// match's is scoped to sites (a lookup without a host skips those and may
// find a global one after). So a pair with no match has no parameter of
// any kind, one matched to a global parameter has that one's kind, and
// one matched to a scoped parameter is looked up.
func (c *clickIDs) of(p *query.Pair, t *tracking.Table) bool {
	for c.next < len(c.matches) && !c.matches[c.next].Fragment && c.matches[c.next].Start < p.Pos {
		c.next++
	}
	if c.next == len(c.matches) || c.matches[c.next].Fragment || c.matches[c.next].Start != p.Pos {
		return false
	}
	if m := &c.matches[c.next]; len(m.Param.Sites) == 0 {
		return m.Param.Kind == tracking.KindClickID
	}
	return isClickID(t, p.Key)
}

// isClickID reports an ad platform's click id, by the tracking table's
// kind column (gclid, fbclid, yclid, msclkid, …). A scan with no table
// knows no click id.
func isClickID(t *tracking.Table, key string) bool {
	if t == nil || len(key) < 4 || len(key) > 16 {
		return false
	}
	kind, ok := t.KindOf(key)
	return ok && kind == tracking.KindClickID
}

// CheckLink checks a link: the link-level rules, then each field the file
// describes, as the link carries it (a field it lacks is reported only
// when required). Positions are byte offsets in link. A nil file checks
// the link-level rules only; t is the tracking table whose click ids
// click-id-without-utm knows.
func (c *File) CheckLink(link string, t *tracking.Table) []Finding {
	return c.CheckLinkDecoded(link, nil, t)
}

// CheckLinkDecoded is CheckLink with the link's Openstat marker decoded
// already (nil decodes it).
func (c *File) CheckLinkDecoded(link string, d *openstat.Decoded, t *tracking.Table) []Finding {
	l := Link{Tracking: t}
	ScanLinkDecoded(link, d, &l)
	return c.AppendLink(nil, &l)
}

// CheckLinkPairs is CheckLinkDecoded with the link's query split already
// (see ScanLinkPairs).
func (c *File) CheckLinkPairs(link string, pairs []query.Pair, d *openstat.Decoded, t *tracking.Table) []Finding {
	return c.AppendLinkPairs(nil, link, pairs, d, t)
}

// AppendLinkPairs is CheckLinkPairs appending the findings to dst, so a
// caller checking link after link reuses one slice.
func (c *File) AppendLinkPairs(dst []Finding, link string, pairs []query.Pair, d *openstat.Decoded, t *tracking.Table) []Finding {
	return c.appendLinkPairs(dst, link, pairs, d, t, clickIDs{})
}

// AppendLinkMatched is AppendLinkPairs for a caller that has matched the
// pairs against t already (inspect's tracking reading): matches are
// t.AppendPairMatches' of link and pairs, in their order (a fragment's
// marker after them, as CleanPairs adds it). A pair's click id is read
// from its match instead of looked up again.
func (c *File) AppendLinkMatched(dst []Finding, link string, pairs []query.Pair, d *openstat.Decoded, t *tracking.Table,
	matches []tracking.Match) []Finding {
	return c.appendLinkPairs(dst, link, pairs, d, t, clickIDs{matches: matches, known: true})
}

func (c *File) appendLinkPairs(dst []Finding, link string, pairs []query.Pair, d *openstat.Decoded, t *tracking.Table, ids clickIDs) []Finding {
	// The link-level findings go straight after dst's: they come first,
	// and are not copied on.
	l := Link{Tracking: t, Findings: dst, from: len(dst), ids: ids}
	l.scanPairs(link, pairs)
	if c == nil { // the link-level findings are all, and no field is checked: no marker
		return l.Findings
	}
	l.scanMarker(link, d)
	return c.appendFields(l.Findings, &l)
}

// AppendLink appends the findings of a scanned link to dst.
func (c *File) AppendLink(dst []Finding, l *Link) []Finding {
	return c.appendFields(append(dst, l.Findings...), l)
}

// appendFields appends the findings of each field the file describes, as
// the scanned link carries it.
func (c *File) appendFields(dst []Finding, l *Link) []Finding {
	if c == nil {
		return dst
	}
	for i := range c.Fields {
		idx := fieldIndex(c.Fields[i].Name)
		s := l.Fields[idx]
		dst = c.appendValue(dst, c.Fields[i].Name, s.Value, s.Pos, true)
	}
	return dst
}
