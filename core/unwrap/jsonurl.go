package unwrap

import (
	"encoding/json"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// targetKeys are the member names a sender gives its target (Mandrill's
// url, Customer.io's href, …): a URL under one of them wins over a URL met
// earlier under another name (an image, a logo).
var targetKeys = map[string]bool{
	"url": true, "u": true, "href": true, "link": true, "target": true, "destination": true,
	"dest": true, "redirect": true, "redirect_url": true, "redirecturl": true, "to": true,
	"location": true, "goto": true, "out": true, "e": true,
}

// jsonTarget returns the target a JSON document holds: the first string
// member that is a link to follow under one of targetKeys, else the first
// such string at all. A string that is itself JSON (Mandrill's p) is read
// the same way, maxJSONDepth deep at most. s must be valid JSON and begin
// with an object or array.
func jsonTarget(s string, depth int) string {
	s = strings.TrimLeft(s, " \t\r\n")
	if s == "" || (s[0] != '{' && s[0] != '[') || depth >= maxJSONDepth || !json.Valid([]byte(s)) {
		return ""
	}
	first, key := "", ""
	for i := 0; i < len(s); i++ {
		if s[i] != '"' {
			continue
		}
		str, end := jsonString(s, i)
		i = end
		if isJSONKey(s, end+1) {
			key = str
			continue
		}
		t := str
		if !isTarget(t) {
			t = jsonTarget(str, depth+1)
		}
		if t == "" {
			continue
		}
		if targetKeys[strings.ToLower(key)] {
			return t
		}
		if first == "" {
			first = t
		}
	}
	return first
}

// isJSONKey reports whether the string that ended before i is a member
// name: a ':' follows it.
func isJSONKey(s string, i int) bool {
	for ; i < len(s); i++ {
		switch s[i] {
		case ' ', '\t', '\r', '\n':
			continue
		case ':':
			return true
		}
		return false
	}
	return false
}

// jsonString decodes the string literal of valid JSON starting at the
// quote s[start], returning it and the index of its closing quote.
func jsonString(s string, start int) (string, int) {
	var b []byte
	i := start + 1
	for i < len(s) && s[i] != '"' {
		c := s[i]
		if c != '\\' {
			b = append(b, c)
			i++
			continue
		}
		i++
		switch s[i] {
		case 'b':
			b = append(b, '\b')
		case 'f':
			b = append(b, '\f')
		case 'n':
			b = append(b, '\n')
		case 'r':
			b = append(b, '\r')
		case 't':
			b = append(b, '\t')
		case 'u':
			var r rune
			r, i = jsonEscape(s, i)
			b = utf8.AppendRune(b, r)
			continue
		default: // " \ /
			b = append(b, s[i])
		}
		i++
	}
	return string(b), i
}

// jsonEscape reads the \uXXXX escape whose 'u' is at s[i] (and the low
// surrogate after a high one), returning the rune and the index after.
func jsonEscape(s string, i int) (rune, int) {
	r := hex4(s[i+1 : i+5])
	i += 5
	if utf16.IsSurrogate(r) && i+6 <= len(s) && s[i] == '\\' && s[i+1] == 'u' {
		if pair := utf16.DecodeRune(r, hex4(s[i+2:i+6])); pair != utf8.RuneError {
			return pair, i + 6
		}
	}
	return r, i
}

func hex4(s string) rune {
	var r rune
	for i := 0; i < 4; i++ {
		c := s[i]
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		default:
			c -= 'A' - 10
		}
		r = r<<4 | rune(c)
	}
	return r
}
