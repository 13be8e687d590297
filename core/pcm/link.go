package pcm

import (
	"html"
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/jsonw"
)

// Link names for the click source link's parts, used in Error.Field.
const (
	FieldSourceSite  = "source site"
	FieldSourceID    = "attributionsourceid"
	FieldDestination = "attributiondestination"
)

// Link is a click source link as an author writes it (§2): the page it is
// on (a URL or a bare domain), the attributionsourceid attribute as typed,
// and the attributiondestination URL.
type Link struct {
	SourceSite  string
	SourceID    string
	Destination string
}

// StoredClick is the tuple the user agent stores for a valid click (§2):
// (click source website, attribution destination website, attribution
// source id), the sites as registrable domains.
type StoredClick struct {
	SourceSite      string
	DestinationSite string
	SourceID        uint8
}

// LinkResult is a checked link: the stored click when Valid, else the
// rule that failed, which field, and why. Note tells what a browser
// tolerated in the source id ("leading zeros are ignored", …).
type LinkResult struct {
	Valid       bool
	Click       StoredClick // the parts read before any failure
	HasSourceID bool
	Note        string
	Err         *Error
}

// ValidateLink checks a click source link the way §2 and WebKit's
// HTMLAnchorElement do and returns the click the browser would store.
func ValidateLink(l Link) (StoredClick, error) {
	r := CheckLink(l)
	if r.Err != nil {
		return StoredClick{}, r.Err
	}
	return r.Click, nil
}

// CheckLink is ValidateLink keeping everything that was read, for display.
// Checks in WebKit's order: both attributes set, the id an eight-bit value,
// the destination an http(s) URL on a site other than the click source's.
func CheckLink(l Link) LinkResult {
	var r LinkResult
	_, src, err := siteOf(l.SourceSite, true)
	if err != nil {
		return r.fail(err, FieldSourceSite, RuleLinkSourceSite)
	}
	r.Click.SourceSite = src
	if l.SourceID == "" {
		return r.fail(newError(RuleSourceIDMissing, -1, "",
			"attributionsourceid is empty: both attributionsourceid and attributiondestination are needed"), FieldSourceID, "")
	}
	id, note, err := parseEightBit(l.SourceID)
	if err != nil {
		return r.fail(err, FieldSourceID, "")
	}
	r.Click.SourceID, r.HasSourceID, r.Note = id, true, note
	_, dst, err := siteOf(l.Destination, false)
	if err != nil {
		rule := RuleDestinationSite
		if err.Rule == RuleURLSyntax || err.Rule == RuleSiteScheme {
			rule = RuleDestination
		}
		return r.fail(err, FieldDestination, rule)
	}
	r.Click.DestinationSite = dst
	if dst == src {
		return r.fail(newError(RuleSameSite, -1, l.Destination,
			"the destination "+quote(dst)+" is the click source's own site: attribution is only for clicks across sites"), FieldDestination, "")
	}
	r.Valid = true
	if n := TestHostNote(src, dst); n != "" {
		r.Note = strings.TrimPrefix(r.Note+"; "+n, "; ")
	}
	return r
}

// fail records err for field, renaming its rule when rule is set: a
// site rule inside a link is about that link field.
func (r LinkResult) fail(err *Error, field string, rule finding.Rule) LinkResult {
	err.Field = field
	if rule != "" {
		err.Rule = rule
	}
	r.Err = err
	return r
}

// AppendJSON writes the CLI's pcm link object: valid, source_id,
// source_site, destination_site and reason ("field: message"), then rule,
// field, pos (a byte offset into that field's value, or null) and note.
// Values not read are null; reason and rule are "" for a valid link.
func (r LinkResult) AppendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	dst = jsonw.AppendKey(dst, "valid")
	dst = jsonw.AppendBool(dst, r.Valid)
	dst = jsonw.AppendKey(dst, "source_id")
	if r.HasSourceID {
		dst = jsonw.AppendInt(dst, int64(r.Click.SourceID))
	} else {
		dst = jsonw.AppendNull(dst)
	}
	dst = jsonw.AppendKey(dst, "source_site")
	dst = jsonw.AppendStringOrNull(dst, r.Click.SourceSite, r.Click.SourceSite != "")
	dst = jsonw.AppendKey(dst, "destination_site")
	dst = jsonw.AppendStringOrNull(dst, r.Click.DestinationSite, r.Click.DestinationSite != "")
	var rule finding.Rule
	var field, reason string
	pos := -1
	if e := r.Err; e != nil {
		rule, field, reason, pos = e.Rule, e.Field, e.Field+": "+e.Reason, e.Pos
	}
	dst = jsonw.AppendKey(dst, "reason")
	dst = jsonw.AppendString(dst, reason)
	dst = jsonw.AppendKey(dst, "rule")
	dst = jsonw.AppendString(dst, string(rule))
	dst = jsonw.AppendKey(dst, "field")
	dst = jsonw.AppendString(dst, field)
	dst = jsonw.AppendKey(dst, "pos")
	if pos < 0 {
		dst = jsonw.AppendNull(dst)
	} else {
		dst = jsonw.AppendInt(dst, int64(pos))
	}
	dst = jsonw.AppendKey(dst, "note")
	dst = jsonw.AppendString(dst, r.Note)
	return append(dst, '}')
}

// Anchor writes the link as the §2 element:
// <a attributionsourceid="17" attributiondestination="https://destination.example/" href="…">text</a>.
// Valid parts are written in their canonical form (the id in plain decimal,
// the destination as its site with a trailing '/', as in the document's
// example); parts that do not validate are written as typed. Every
// attribute value and the text are HTML-escaped.
func (l Link) Anchor(text string) string {
	id := l.SourceID
	if v, err := ParseEightBit(id); err == nil {
		id = strconv.Itoa(int(v))
	}
	dest := l.Destination
	if site, err := Site(l.Destination); err == nil {
		dest = site + "/"
	}
	return `<a attributionsourceid="` + html.EscapeString(id) +
		`" attributiondestination="` + html.EscapeString(dest) +
		`" href="` + html.EscapeString(l.Destination) + `">` +
		html.EscapeString(text) + `</a>`
}
