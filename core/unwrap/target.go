package unwrap

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/internal/asciifold"
	"github.com/linkscope/linkscope/core/whatwg"
)

// targetProblem is the one place that decides whether a decoded string is
// a link to follow: it says why not, or returns "". Every rule and the
// generic decoder ask it.
//
// A target is what a browser opens: valid UTF-8 that the URL Standard's
// parser reads as an http or https URL with a host. So
// "https:/\evil.example/" is a target (a browser opens evil.example, and
// the target's risks say the two readings differ), and a javascript: or
// file: URL, a relative path, a host the parser refuses or a control
// character is not. The common "http://host…" is decided without the
// parser.
func targetProblem(s string) string {
	switch {
	case s == "":
		return "is empty"
	case !utf8.ValidString(s):
		return "is not valid UTF-8 at byte " + strconv.Itoa(invalidAt(s))
	}
	problem := strictProblem(s)
	if problem == "" || (!hasControl(s) && browserTarget(s)) {
		return ""
	}
	return problem
}

// hasControl reports a C0 control or DEL in s: a browser would drop a tab
// or newline and encode the rest, but a decoded target that holds one is
// not passed on as a destination (it says so instead).
func hasControl(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c == 0x7f {
			return true
		}
	}
	return false
}

// browserTarget reports whether a browser reads s, without a base, as an
// http or https URL with a host.
func browserTarget(s string) bool {
	if !httpSchemeFirst(s) {
		return false
	}
	u, err := whatwg.Parse(s, nil)
	return err == nil && (u.Scheme() == "http" || u.Scheme() == "https") && u.Hostname() != ""
}

// httpSchemeFirst is the quick test before a parse: s, as the URL parser
// reads it (leading spaces and controls trimmed, tabs and newlines
// removed), starts with "http:" or "https:" in any case.
func httpSchemeFirst(s string) bool {
	s = strings.TrimLeft(s, "\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f ")
	var scheme [6]byte
	n := 0
	for i := 0; i < len(s) && n < len(scheme); i++ {
		switch c := s[i]; c {
		case '\t', '\n', '\r':
		case ':':
			w := string(scheme[:n])
			return w == "http" || w == "https"
		default:
			scheme[n] = c | 0x20
			n++
		}
	}
	return false
}

// strictProblem reads s as written: no control character, the scheme http
// or https (any case) followed by "//" and a host.
func strictProblem(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c == 0x7f {
			return "holds a control character at byte " + strconv.Itoa(i)
		}
	}
	rest, ok := afterHTTPScheme(s)
	if !ok {
		i := strings.IndexByte(s, ':')
		switch {
		case i < 0 || i >= 32 || strings.ContainsAny(s[:i], "/?#"):
			return "is not an absolute http(s) URL"
		case strings.EqualFold(s[:i], "http") || strings.EqualFold(s[:i], "https"):
			return "has no // after " + s[:i+1] + " (read strictly, not as a browser repairs it)"
		}
		return "is a " + s[:i] + ": URL, not http(s)"
	}
	if rest == "" || strings.IndexByte("/?#", rest[0]) >= 0 {
		return "has no host"
	}
	return ""
}

// isTarget reports whether s is a link to follow (targetProblem is "").
func isTarget(s string) bool {
	if _, ok := afterHTTPScheme(s); !ok && !httpSchemeFirst(s) {
		return false // the common case, decided without the full check
	}
	return targetProblem(s) == ""
}

// afterHTTPScheme returns what follows "http://" or "https://" (any case).
func afterHTTPScheme(s string) (string, bool) {
	switch {
	case asciifold.HasPrefix(s, "https://"):
		return s[8:], true
	case asciifold.HasPrefix(s, "http://"):
		return s[7:], true
	}
	return "", false
}

func invalidAt(s string) int {
	for i, r := range s {
		if r == utf8.RuneError {
			if _, size := utf8.DecodeRuneInString(s[i:]); size == 1 {
				return i
			}
		}
	}
	return 0
}
