package component

import (
	"strings"

	"github.com/linkscope/linkscope/core/extract"
)

// Written finds where in text, the input core/extract read, the link l was
// written: text[start:end] is the link as pasted, its defanged form (hxxp,
// [.], (.), [:], [://]) and a missing "http://" kept. ok is false when
// the link's bytes are not in text as such (an email part in
// quoted-printable or base64, an HTML entity decoded): then only l.URL is
// known. The work is bounded by len(l.URL).
func Written(text string, l extract.Link) (start, end int, ok bool) {
	if l.Pos < 0 || l.Pos >= len(text) {
		return 0, 0, false
	}
	s, u := text[l.Pos:], l.URL
	if strings.HasPrefix(s, u) {
		return l.Pos, l.Pos + len(u), true
	}
	i, j := matchScheme(s, u)
	for j < len(u) {
		switch {
		case i < len(s) && s[i] == u[j]:
			i, j = i+1, j+1
		case u[j] == '.' && (strings.HasPrefix(s[i:], "[.]") || strings.HasPrefix(s[i:], "(.)")):
			i, j = i+3, j+1
		default:
			return 0, 0, false
		}
	}
	return l.Pos, l.Pos + i, true
}

// matchScheme reads the scheme and its separator as written at the start
// of s (defanged perhaps: "hxxps[://]") against the link u, and returns
// where each goes on. A link written with no scheme (www.example.com,
// to which the finder adds "http://") starts at u's host.
func matchScheme(s, u string) (i, j int) {
	colon := strings.IndexByte(u, ':')
	n := 0
	for n < len(s) && n <= colon && isLetter(s[n]) {
		n++
	}
	if colon < 0 || n == 0 || n != colon || n == len(s) || (s[n] != ':' && s[n] != '[') {
		if strings.HasPrefix(u, "http://") {
			return 0, len("http://")
		}
		return 0, 0
	}
	i, j = n, colon
	for _, sep := range [...]string{"[://]", "[:]//"} {
		if strings.HasPrefix(s[i:], sep) && strings.HasPrefix(u[j:], "://") {
			return i + len(sep), j + len("://")
		}
	}
	return i, j
}

func isLetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }
