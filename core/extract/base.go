package extract

import (
	"html"
	"slices"
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/whatwg"
)

// baseScan is what an HTML scan learns for relative links: the document's
// base URL and the relative href and src values waiting for it. A
// document's base URL is its first base element with an href (WHATWG HTML
// 4.2.3), and it applies to every relative URL of the document, before
// that element too; without one there is nothing to resolve against (the
// document's own address is not known here).
type baseScan struct {
	seen    bool
	base    whatwg.URL
	hasBase bool
	pending []Link // relative values, URL as decoded, Pos of the value
	d       *diags // told when pending is full
	full    bool
	// unresolved counts the relative values dropped for want of a base,
	// from the one at byte firstUnresolved: report says so once.
	unresolved, firstUnresolved int
}

// drop forgets the pending values when the document has no base to
// resolve them against, counting them for report.
func (b *baseScan) drop() {
	if b.hasBase || len(b.pending) == 0 {
		return
	}
	if b.unresolved == 0 {
		b.firstUnresolved = b.pending[0].Pos
	}
	b.unresolved += len(b.pending)
	b.pending = b.pending[:0]
}

// report says how many relative links were not listed, once a document
// is read: nothing is dropped in silence.
func (b *baseScan) report() {
	if b.unresolved == 0 {
		return
	}
	n := strconv.Itoa(b.unresolved) + " relative links"
	if b.unresolved == 1 {
		n = "1 relative link"
	}
	b.d.add(b.firstUnresolved, DiagRelative, n+" from byte "+strconv.Itoa(b.firstUnresolved)+
		" (an href or src without a scheme: page.html, /p, //host/p) not listed: the document names no http(s) <base href>, and its own address is not known")
	b.unresolved = 0
}

// see records the href of a base element; only the first one counts, and
// only an absolute http or https URL is a base. It is read by the URL
// Standard's parser, as a browser reads it (WHATWG HTML 2.4.1), so a
// space in it is percent-encoded, never kept raw.
func (b *baseScan) see(value string) {
	if b.seen {
		return
	}
	b.seen = true
	base, err := whatwg.Parse(attrValue(value), nil) // the href is copied into the URL: not a view of the page
	if scheme := base.Scheme(); err == nil && (scheme == "http" || scheme == "https") {
		b.base, b.hasBase = base, true
	}
}

// maxPending bounds the relative values a scan keeps.
const maxPending = 1 << 16

// pend keeps an href or src value that is a relative reference, for the
// base the document may name. In-page fragments (#top) and empty values
// are no links to another page.
func (b *baseScan) pend(value string, pos int, from Source) {
	v := attrValue(value)
	if v == "" || v[0] == '#' || hasScheme(v) {
		return
	}
	lead := len(value) - len(strings.TrimLeft(value, " \t\n\r\f"))
	if len(b.pending) >= maxPending {
		if !b.full {
			b.full = true
			b.d.add(pos+lead, DiagRelative, "relative links from byte "+strconv.Itoa(pos+lead)+" on are not resolved: "+
				"a scan keeps "+strconv.Itoa(maxPending)+" of them for the document's <base href>")
		}
		return
	}
	b.pending = append(b.pending, Link{URL: strings.Clone(v), Pos: pos + lead, From: from})
}

// appendResolved appends the pending values resolved against the base as
// a browser resolves them (WHATWG HTML 2.4.1, "encoding-parsing a URL":
// the URL Standard's parser with the base) and puts dst[n:] back in
// document order. A value the parser refuses is no link, and a
// diagnostic says so.
func (b *baseScan) appendResolved(dst []Link, n int) []Link {
	if !b.hasBase || len(b.pending) == 0 {
		b.drop()
		return dst
	}
	for _, l := range b.pending {
		u, err := whatwg.Parse(l.URL, &b.base)
		if err != nil {
			b.d.add(l.Pos, DiagRefused, refusedMessage(Link{Pos: l.Pos, Written: l.URL, URL: failureSentence(err)}, l.From.attrWord()))
			continue
		}
		if strings.ContainsFunc(l.URL, isControl) || strings.IndexByte(l.URL, '\\') >= 0 {
			l.Written = l.URL // read otherwise than it reads: say what was written
		}
		l.URL = u.Href()
		dst = append(dst, l)
	}
	slices.SortStableFunc(dst[n:], func(x, y Link) int { return x.Pos - y.Pos })
	return dst
}

// attrValue is an attribute value as a URL parser reads it: entities
// decoded, surrounding white space trimmed, tabs and newlines removed.
func attrValue(value string) string {
	v := value
	if strings.IndexByte(v, '&') >= 0 {
		v = html.UnescapeString(v)
	}
	return strings.ToValidUTF8(stripURLSpace(strings.Trim(v, " \t\n\r\f")), "\ufffd")
}

// hasScheme reports whether v starts with a scheme and its colon (RFC 3986
// section 3.1): then it is no relative reference.
func hasScheme(v string) bool {
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case c == ':':
			return i > 0
		case isASCIILetter(c):
		case i > 0 && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'):
		default:
			return false
		}
	}
	return false
}
