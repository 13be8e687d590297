package textsafe

import (
	"unicode"

	"golang.org/x/text/unicode/runenames"
)

// controlNames are the customary names of the C0 controls and DEL; the
// Unicode database names them all "<control>", which tells a user nothing.
var controlNames = [...]string{
	"NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL",
	"BACKSPACE", "TAB", "LINE FEED", "VT", "FORM FEED", "CARRIAGE RETURN", "SO", "SI",
	"DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB",
	"CAN", "EM", "SUB", "ESCAPE", "FS", "GS", "RS", "US",
}

// Name returns a short human name for r: the customary name of a control
// character, or its Unicode character name, or "" when it has none.
func Name(r rune) string {
	switch {
	case r >= 0 && r < 0x20:
		return controlNames[r]
	case r == 0x7f:
		return "DELETE"
	case r >= 0x80 && r < 0xa0:
		return "C1 CONTROL"
	}
	n := runenames.Name(r)
	if n == "" || n[0] == '<' {
		return ""
	}
	return n
}

// Category returns the two-letter Unicode general category of r that makes
// it notable here (Cc, Cf, Co, Cs, Zl, Zp, Zs), or "" for the others.
func Category(r rune) string {
	// The letters of links (ASCII but the space and the controls, and
	// the scripts isPlainScript names) are in none of them: seven table
	// searches told them so.
	if r > ' ' && r < 0x7f || isPlainScript(r) {
		return ""
	}
	for _, c := range categories {
		if unicode.Is(c.table, r) {
			return c.name
		}
	}
	return ""
}

var categories = []struct {
	name  string
	table *unicode.RangeTable
}{
	{"Cc", unicode.Cc}, {"Cf", unicode.Cf}, {"Co", unicode.Co}, {"Cs", unicode.Cs},
	{"Zl", unicode.Zl}, {"Zp", unicode.Zp}, {"Zs", unicode.Zs},
}

// Describe names r for an error message: "U+001B ESCAPE (Cc)",
// "U+202E RIGHT-TO-LEFT OVERRIDE (Cf)", "U+0026 '&'". Printable characters
// are quoted; invisible ones never are, so the message stays safe to print.
func Describe(r rune) string {
	buf := AppendCodePoint(make([]byte, 0, 48), r)
	if name := Name(r); name != "" {
		buf = append(buf, ' ')
		buf = append(buf, name...)
	}
	if cat := Category(r); cat != "" && cat != "Zs" {
		buf = append(buf, " ("...)
		buf = append(buf, cat...)
		buf = append(buf, ')')
		return string(buf)
	}
	if !NeedsEscape(r) && r != ' ' {
		buf = append(buf, " '"...)
		buf = append(buf, string(r)...)
		buf = append(buf, '\'')
	}
	return string(buf)
}
