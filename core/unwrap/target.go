package unwrap

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// targetProblem is the one place that decides whether a decoded string is
// a link to follow: it says why not, or returns "". Every rule and the
// generic decoder ask it, so a reader of URLs closer to a browser's (the
// WHATWG URL Standard, where "https:/\evil.example" has the host
// evil.example) replaces this function alone.
//
// For now it is strict: valid UTF-8 without control characters, the scheme
// http or https (any case) followed by "//" and a host. A wrapper that
// points elsewhere (a javascript: or file: URL, a relative path) is not
// unwrapped.
func targetProblem(s string) string {
	switch {
	case s == "":
		return "is empty"
	case !utf8.ValidString(s):
		return "is not valid UTF-8 at byte " + strconv.Itoa(invalidAt(s))
	}
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
	if _, ok := afterHTTPScheme(s); !ok {
		return false // the common case, decided without the full check
	}
	return targetProblem(s) == ""
}

// afterHTTPScheme returns what follows "http://" or "https://" (any case).
func afterHTTPScheme(s string) (string, bool) {
	switch {
	case hasPrefixFold(s, "https://"):
		return s[8:], true
	case hasPrefixFold(s, "http://"):
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
