package component

import (
	"strconv"
	"strings"
)

// Plural is n and a noun, "1 byte", "3 bytes".
func Plural(n int, one string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + one + "s"
}

// PasteLines is pasted text with its line breaks as LF. Terminals send a
// line break in a paste as CR (xterm, tmux, iTerm2 translate LF to CR, as
// the Enter key sends), so an email's CRLF arrives as CR CR: when every
// run of CRs is of even length and no LF is left, each pair was one line
// break. The link finder, which reads an email's headers and body by
// their line breaks, gets them back. Nothing else changes.
func PasteLines(s string) string {
	if strings.IndexByte(s, '\r') < 0 {
		return s
	}
	if strings.IndexByte(s, '\n') < 0 && evenCRRuns(s) {
		s = strings.ReplaceAll(s, "\r\r", "\n")
	}
	return strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
}

// evenCRRuns reports whether every run of CRs in s is of even length.
func evenCRRuns(s string) bool {
	run := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\r' {
			run++
			continue
		}
		if run%2 == 1 {
			return false
		}
		run = 0
	}
	return run%2 == 0
}
