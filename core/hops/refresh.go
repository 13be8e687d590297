package hops

import (
	"bytes"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// ParseRefresh reads the value of a Refresh header or of a meta refresh's
// content attribute by the HTML standard's "shared declarative refresh
// steps": a time, then `;` or `,` or white space, then the URL, optionally
// introduced by "url=" (any case) and quoted. ok is false when the value
// is invalid or names no URL (a refresh of the page itself).
func ParseRefresh(content string) (url string, ok bool) {
	s := trimLeftSpace(content)
	digits := 0
	for digits < len(s) && '0' <= s[digits] && s[digits] <= '9' {
		digits++
	}
	if digits == 0 && (s == "" || s[0] != '.') {
		return "", false
	}
	s = s[digits:]
	for s != "" && ('0' <= s[0] && s[0] <= '9' || s[0] == '.') {
		s = s[1:]
	}
	if s == "" {
		return "", false
	}
	if s[0] != ';' && s[0] != ',' && !isSpace(s[0]) {
		return "", false
	}
	s = trimLeftSpace(s)
	if s != "" && (s[0] == ';' || s[0] == ',') {
		s = trimLeftSpace(s[1:])
	}
	if s == "" {
		return "", false
	}
	if len(s) >= 3 && strings.EqualFold(s[:3], "url") {
		rest := trimLeftSpace(s[3:])
		if rest != "" && rest[0] == '=' {
			s = trimLeftSpace(rest[1:])
		}
	}
	if s != "" && (s[0] == '"' || s[0] == '\'') {
		quote := s[0]
		s = s[1:]
		if i := strings.IndexByte(s, quote); i >= 0 {
			s = s[:i]
		}
	}
	s = strings.Trim(s, " \t\n\f\r")
	return s, s != ""
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r' }

func trimLeftSpace(s string) string {
	for s != "" && isSpace(s[0]) {
		s = s[1:]
	}
	return s
}

// MetaRefresh finds the first <meta http-equiv="refresh" content="…"> of
// an HTML document (or its first bytes) and returns its content. Scripts,
// styles and comments are skipped as an HTML tokenizer skips them.
func MetaRefresh(doc []byte) (content string, ok bool) {
	z := html.NewTokenizer(bytes.NewReader(doc))
	for {
		switch z.Next() {
		case html.ErrorToken:
			return "", false
		case html.StartTagToken, html.SelfClosingTagToken:
			name, hasAttr := z.TagName()
			if atom.Lookup(name) != atom.Meta || !hasAttr {
				continue
			}
			if c, ok := refreshAttrs(z); ok {
				return c, true
			}
		}
	}
}

func refreshAttrs(z *html.Tokenizer) (string, bool) {
	var equiv, content string
	var hasContent bool
	for {
		key, val, more := z.TagAttr()
		switch string(key) {
		case "http-equiv":
			equiv = string(val)
		case "content":
			content, hasContent = string(val), true
		}
		if !more {
			break
		}
	}
	return content, hasContent && strings.EqualFold(strings.TrimSpace(equiv), "refresh")
}
