package extract

import (
	"html"
	"strings"
	"unicode"
)

// HTML returns the links of an HTML document or fragment: the values of
// href and src attributes (entities decoded, as a browser reads them) that
// are absolute links, or relative ones resolved against the document's
// <base href>, and the links in its text, in document order. The text of
// script and style elements and of comments is not read.
func HTML(s string, opts Options) []Link {
	return appendHTML(nil, s, opts, FromText, nil, nil)
}

// appendHTML scans s for tags by the HTML tokenizer's rules (WHATWG HTML
// 13.2.5, tag open, attribute name and value states), reading text between
// them with appendText. from is the source of text links; attr, when set,
// is the source of every attribute link (an email's HTML part).
func appendHTML(dst []Link, s string, opts Options, from Source, attr *Source, d *diags) []Link {
	n := len(dst)
	b := baseScan{d: d}
	text := 0
	for i := 0; i < len(s); {
		lt := strings.IndexByte(s[i:], '<')
		if lt < 0 {
			break
		}
		lt += i
		next, kind := skipMarkup(s, lt)
		if kind == notMarkup {
			i = lt + 1
			continue
		}
		dst = appendTextNode(dst, s, text, lt, opts, from)
		if kind == tagMarkup {
			var raw string
			dst, raw = appendAttrLinks(dst, s, lt, next, attr, &b)
			if raw != "" {
				next = skipRawText(s, next, raw)
			}
		}
		i, text = next, next
	}
	dst = appendTextNode(dst, s, text, len(s), opts, from)
	dst = b.appendResolved(dst, n)
	b.report()
	return dst
}

// appendTextNode extracts the links of the text s[start:end], decoding the
// entities a link holds (&amp; is &).
func appendTextNode(dst []Link, s string, start, end int, opts Options, from Source) []Link {
	if start >= end {
		return dst
	}
	n := len(dst)
	dst = appendText(dst, s[start:end], opts, from)
	kept := n
	for k := n; k < len(dst); k++ {
		l := dst[k]
		l.Pos += start
		if strings.IndexByte(l.URL, '&') >= 0 {
			var ok bool
			if l, ok = unescapeTextLink(l); !ok {
				continue
			}
		}
		dst[kept] = l
		kept++
	}
	return dst[:kept]
}

// unescapeTextLink decodes the character references of a link found in
// an HTML text node. One that decodes to white space or a control (&#10;,
// &#1;) ends the link there, as the text shows it: a line break, or a
// control glued to the rest, which is a cut. Nothing is left when no more
// than the scheme comes before it.
func unescapeTextLink(l Link) (Link, bool) {
	u := html.UnescapeString(l.URL)
	k := strings.IndexFunc(u, func(r rune) bool { return unicode.IsSpace(r) || isControl(r) })
	if k < 0 {
		l.URL = u
		return l, true
	}
	if c := cutAt(u, k); c.Found() && !l.Cut.Found() {
		l.Cut = c
	}
	l.URL = u[:trimEnd(u, 0, k)]
	colon := strings.IndexByte(l.URL, ':')
	return l, colon > 0 && strings.TrimLeft(l.URL[colon+1:], "/") != "" // something after the scheme
}

type markup uint8

const (
	notMarkup   markup = iota // a '<' that opens nothing: text
	tagMarkup                 // a start or end tag
	otherMarkup               // a comment, doctype, CDATA or processing instruction
)

// skipMarkup returns the end of the markup that starts with '<' at s[lt].
func skipMarkup(s string, lt int) (int, markup) {
	next, kind, _ := markupEnd(s, lt)
	return next, kind
}

// markupEnd is skipMarkup that also says whether the markup's end was
// found (an unterminated one runs to the end of s).
func markupEnd(s string, lt int) (int, markup, bool) {
	rest := s[lt+1:]
	switch {
	case strings.HasPrefix(rest, "!--"):
		if k := strings.Index(rest[3:], "-->"); k >= 0 {
			return lt + 1 + 3 + k + 3, otherMarkup, true
		}
		return len(s), otherMarkup, false
	case strings.HasPrefix(rest, "!") || strings.HasPrefix(rest, "?"):
		end, ok := tagEnd(s, lt+1)
		return end, otherMarkup, ok
	case strings.HasPrefix(rest, "/") && len(rest) > 1 && isASCIILetter(rest[1]):
		end, ok := tagEnd(s, lt+2)
		return end, tagMarkup, ok
	case len(rest) > 0 && isASCIILetter(rest[0]) && isTagName(rest):
		end, ok := tagEnd(s, lt+1)
		return end, tagMarkup, ok
	}
	return lt + 1, notMarkup, true
}

// isTagName reports whether s starts with a tag name followed by white
// space, '/' or '>'. "<https://…>" is then text, as a Markdown or chat
// reader means it, not an unknown element.
func isTagName(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case isASCIILetter(c) || ('0' <= c && c <= '9') || c == '-':
		case c == '>' || c == '/' || c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f':
			return true
		default:
			return false
		}
	}
	return false
}

// tagEnd returns the position after the '>' that closes the tag whose
// name or attributes start at s[i], skipping quoted attribute values, and
// whether the '>' was found.
func tagEnd(s string, i int) (int, bool) {
	for i < len(s) {
		switch s[i] {
		case '>':
			return i + 1, true
		case '"', '\'':
			k := strings.IndexByte(s[i+1:], s[i])
			if k < 0 {
				return len(s), false
			}
			i += k + 2
			continue
		}
		i++
	}
	return len(s), false
}

// skipRawText returns the end of the content of a script or style
// element, which is not HTML and holds no links to read.
func skipRawText(s string, i int, name string) int {
	for i < len(s) {
		k := strings.Index(s[i:], "</")
		if k < 0 {
			return len(s)
		}
		i += k + 2
		if len(s)-i >= len(name) && strings.EqualFold(s[i:i+len(name)], name) {
			return i - 2
		}
	}
	return len(s)
}

// appendAttrLinks reads the attributes of the tag s[lt:end] and appends
// the links of its href and src values; b learns a base element's href and
// keeps relative values. It returns the tag's name when the tag opens an
// element whose content is raw text (script, style).
func appendAttrLinks(dst []Link, s string, lt, end int, attr *Source, b *baseScan) ([]Link, string) {
	i := lt + 1
	if s[i] == '/' {
		return dst, ""
	}
	nameEnd := i
	for nameEnd < end && !isHTMLSpace(s[nameEnd]) && s[nameEnd] != '>' && s[nameEnd] != '/' {
		nameEnd++
	}
	raw, name := "", s[i:nameEnd]
	if strings.EqualFold(name, "script") || strings.EqualFold(name, "style") {
		raw = name
	}
	isBase := strings.EqualFold(name, "base")
	for i = nameEnd; i < end; {
		var a attribute
		a, i = nextAttribute(s, i, end)
		if a.name == "" {
			continue
		}
		from, ok := attrSource(a.name)
		if !ok {
			continue
		}
		if attr != nil {
			from = *attr
		}
		isHref := strings.EqualFold(a.name, "href")
		if isBase && isHref {
			b.see(a.value)
		}
		switch l, read := attrLink(a.value, a.pos, from, isHref); read {
		case attrLinkFound:
			dst = append(dst, l)
		case attrRelative:
			b.pend(a.value, a.pos, from)
		case attrRefused:
			b.d.add(l.Pos, DiagRefused, refusedMessage(l, strings.ToLower(a.name)))
		}
	}
	return dst, raw
}

type attribute struct {
	name, value string
	pos         int // offset of the value in the input
}

// nextAttribute reads one attribute from s[i:end] (WHATWG HTML 13.2.5.32
// to 13.2.5.38); the name is empty when there was none to read.
func nextAttribute(s string, i, end int) (attribute, int) {
	for i < end && (isHTMLSpace(s[i]) || s[i] == '/') {
		i++
	}
	start := i
	for i < end && !isHTMLSpace(s[i]) && s[i] != '/' && s[i] != '>' && (s[i] != '=' || i == start) {
		i++
	}
	a := attribute{name: s[start:i]}
	if i == start {
		return attribute{}, i + 1
	}
	j := i
	for j < end && isHTMLSpace(s[j]) {
		j++
	}
	if j >= end || s[j] != '=' {
		return a, i
	}
	j++
	for j < end && isHTMLSpace(s[j]) {
		j++
	}
	if j < end && (s[j] == '"' || s[j] == '\'') {
		k := strings.IndexByte(s[j+1:end], s[j])
		if k < 0 {
			k = end - j - 1
		}
		a.value, a.pos = s[j+1:j+1+k], j+1
		return a, j + 2 + k
	}
	k := j
	for k < end && !isHTMLSpace(s[k]) && s[k] != '>' {
		k++
	}
	a.value, a.pos = s[j:k], j
	return a, k
}

func attrSource(name string) (Source, bool) {
	switch {
	case strings.EqualFold(name, "href"):
		return FromHref, true
	case strings.EqualFold(name, "src"):
		return FromSrc, true
	}
	return 0, false
}

// stripURLSpace removes tab and newline from inside a URL, as the URL
// parser does (WHATWG URL, basic URL parser step 3).
func stripURLSpace(s string) string {
	if !strings.ContainsAny(s, "\t\n\r") {
		return s
	}
	return strings.NewReplacer("\t", "", "\n", "", "\r", "").Replace(s)
}

func isControl(r rune) bool { return r < ' ' || r == 0x7f || (0x80 <= r && r < 0xa0) }

func isHTMLSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'
}
