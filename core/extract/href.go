package extract

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/whatwg"
)

// attrRead is what an href or src value is.
type attrRead uint8

const (
	attrNone      attrRead = iota // no link: empty, a fragment, a scheme that names no page (cid:, tel:), inline content
	attrLinkFound                 // a link
	attrRelative                  // a relative reference, for the document's base
	attrRefused                   // a link a browser refuses: the Link holds its Pos and, in Written, the value
)

// attrLink reads an href or src value as the browser that shows the page
// does (WHATWG HTML 2.4.1, "encoding-parsing a URL"): character
// references decoded, then the URL Standard's parser, which strips
// leading and trailing C0 controls and spaces and every tab and newline,
// reads "https:evil/", "https:/evil/" and "https:\\evil/" as
// https://evil/, and percent-encodes a control in a path. A value a link
// scheme starts is kept as written when the browser reads it the same way
// (a space encoded as %20); otherwise the link is the browser's href and
// Written holds the value, and a value the browser refuses is attrRefused.
// A javascript:, vbscript: or data: href is a link too, which runs or
// shows what it holds when clicked: it is found, for inspect to flag; as
// a src it is inline content, no link.
func attrLink(value string, pos int, from Source, isHref bool) (Link, attrRead) {
	pos += len(value) - len(strings.TrimLeft(value, " \t\n\r\f"))
	v := strings.TrimFunc(attrValue(value), func(r rune) bool { return r <= ' ' })
	colon := schemeEnd(v)
	switch {
	case v == "" || v[0] == '#':
		return Link{}, attrNone
	case colon < 0:
		return Link{}, attrRelative
	}
	name := strings.ToLower(v[:colon])
	if name == "javascript" || name == "vbscript" || name == "data" {
		if !isHref {
			return Link{}, attrNone
		}
		return Link{URL: encodeSpaceAndControls(v), Pos: pos, From: from}, attrLinkFound
	}
	sc, ok := lookupScheme(name)
	if !ok {
		return Link{}, attrNone
	}
	if sc.refanged != sc.name { // a defanged href, rare but seen in reports
		if t := Text(v, Options{}); len(t) > 0 && t[0].Pos == 0 {
			return Link{URL: t[0].URL, Pos: pos, Refanged: t[0].Refanged, From: from}, attrLinkFound
		}
		return Link{}, attrNone
	}
	if !browserRewrites(v, colon, sc) {
		return Link{URL: strings.ReplaceAll(v, " ", "%20"), Pos: pos, From: from}, attrLinkFound
	}
	u, err := whatwg.Parse(v, nil)
	if err != nil {
		return Link{Pos: pos, From: from, Written: v, URL: failureSentence(err)}, attrRefused
	}
	return Link{URL: u.Href(), Pos: pos, From: from, Written: v}, attrLinkFound
}

// schemeEnd is the index of the colon that ends v's scheme (URL
// Standard, scheme start and scheme states: an ASCII letter, then
// letters, digits, '+', '-' or '.'), -1 when v has none.
func schemeEnd(v string) int {
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case c == ':':
			if i == 0 {
				return -1
			}
			return i
		case isASCIILetter(c):
		case i > 0 && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'):
		default:
			return -1
		}
	}
	return -1
}

// browserRewrites reports whether a browser reads v otherwise than as
// written in substance: it holds a control, or, for a scheme that takes
// an authority, a backslash, or the colon is not followed by "//" and a
// host.
func browserRewrites(v string, colon int, sc scheme) bool {
	if strings.ContainsFunc(v, isControl) {
		return true
	}
	if !sc.slashes {
		return false
	}
	rest := v[colon+1:]
	return !strings.HasPrefix(rest, "//") || len(rest) == 2 || rest[2] == '/' || rest[2] == '\\' || strings.IndexByte(rest, '\\') >= 0
}

// encodeSpaceAndControls percent-encodes the spaces and controls of a
// script or data link, which the browser decodes before it runs or shows
// it, so the link is one line with no control in it.
func encodeSpaceAndControls(v string) string {
	if !strings.ContainsFunc(v, func(r rune) bool { return r == ' ' || isControl(r) }) {
		return v
	}
	var b strings.Builder
	for i, r := range v {
		if r != ' ' && !isControl(r) {
			b.WriteRune(r)
			continue
		}
		for _, c := range []byte(v[i : i+utf8.RuneLen(r)]) {
			b.WriteByte('%')
			b.WriteByte(upperHex[c>>4])
			b.WriteByte(upperHex[c&15])
		}
	}
	return b.String()
}

const upperHex = "0123456789ABCDEF"

// attrWord names the attribute a link came from, for a diagnostic.
func (s Source) attrWord() string {
	if s == FromSrc {
		return "src"
	}
	return "href"
}

func failureSentence(err error) string {
	var e *whatwg.Error
	if errors.As(err, &e) {
		return e.Sentence()
	}
	return err.Error()
}

// refusedMessage is the diagnostic of an href or src value a browser
// refuses; l is what attrLink returned: Written the value, URL the
// parser's reason.
func refusedMessage(l Link, attr string) string {
	v := l.Written
	if len(v) > 64 {
		v = strings.ToValidUTF8(v[:64], "") + "…"
	}
	return "the " + attr + " " + strconv.Quote(v) + " at byte " + strconv.Itoa(l.Pos) + " is no link a browser opens (" + l.URL + "): not listed"
}
