package pcm

import (
	"github.com/linkscope/linkscope/core/finding"

	"unicode/utf8"

	"github.com/linkscope/linkscope/core/textsafe"
)

// ParseFourBit runs the document's "extract a four-bit decimal value"
// algorithm (§8): exactly two ASCII digits from "00" to "15". "7", "20" and
// "!!11one" are not four-bit decimal values.
func ParseFourBit(s string) (uint8, error) {
	v, err := twoDigits(s, 15, RuleFourBit, "four-bit decimal value (00 to 15)")
	if err != nil {
		return 0, err
	}
	return v, nil
}

// ParseSixBit runs the document's "extract a six-bit decimal value"
// algorithm (§8): exactly two ASCII digits from "00" to "63".
func ParseSixBit(s string) (uint8, error) {
	v, err := twoDigits(s, 63, RuleSixBit, "six-bit decimal value (00 to 63)")
	if err != nil {
		return 0, err
	}
	return v, nil
}

// twoDigits accepts what the §8 algorithms accept: two code units, both
// ASCII digits, the number at most max (15 or 63). The checks run in an
// order that gives the most useful message ("20" is "larger than 15", not
// "a bad first digit"); TestNBitExhaustive proves the accepted set is the
// algorithm's. It returns *Error, not error, to spare callers a nil
// interface trap.
func twoDigits(s string, max uint8, rule finding.Rule, what string) (uint8, *Error) {
	if len(s) != 2 {
		if n := utf8.RuneCountInString(s); n != 2 {
			return 0, newError(rule, -1, s, notA(s, what)+"it must be exactly two ASCII digits, not "+plural(n, "character"))
		}
	}
	for i := 0; i < len(s); {
		if s[i] < '0' || s[i] > '9' {
			return 0, newError(rule, i, s, notA(s, what)+ordinal(i)+" character "+describeAt(s, i)+" is not an ASCII digit")
		}
		i++
	}
	v := (s[0]-'0')*10 + s[1] - '0'
	if v > max {
		return 0, newError(rule, 0, s, notA(s, what)+"it is larger than "+itoa(int(max)))
	}
	return v, nil
}

// notA starts a rejection message; only error paths build it.
func notA(s, what string) string { return quote(s) + " is not a " + what + ": " }

func ordinal(i int) string {
	if i == 0 {
		return "the first"
	}
	return "the second"
}

// ParseEightBit reads an attribution source id. The document (§8) makes it
// "an unsigned long between 0 and 255 inclusive", and the IDL attribute
// reflects the attributionsourceid content attribute (§2), so the string is
// read with HTML's rules for parsing non-negative integers, as WebKit's
// HTMLAnchorElement does with parseHTMLNonNegativeInteger: leading ASCII
// whitespace, a "+" and leading zeros are allowed, and reading stops at the
// first non-digit. EightBitNote tells the user when such leniency applied.
func ParseEightBit(s string) (uint8, error) {
	v, _, err := parseEightBit(s)
	if err != nil {
		return 0, err
	}
	return v, nil
}

// EightBitNote describes what a browser silently tolerated in s ("leading
// zeros", "text after the number is ignored", …), or "" when s is the plain
// decimal form or is not an eight-bit value at all.
func EightBitNote(s string) string {
	_, note, _ := parseEightBit(s)
	return note
}

const eightBitWhat = "eight-bit decimal value (0 to 255)"

func parseEightBit(s string) (uint8, string, *Error) {
	i := skipHTMLSpace(s, 0)
	note := ""
	if i > 0 {
		note = "leading whitespace is ignored"
	}
	if i == len(s) {
		return 0, "", newError(RuleEightBit, -1, s, quote(s)+" is not an "+eightBitWhat+": no digits")
	}
	negative := s[i] == '-'
	if s[i] == '-' || s[i] == '+' {
		note = join(note, "the sign is ignored")
		i++
	}
	start := i
	value := 0
	for ; i < len(s) && s[i] >= '0' && s[i] <= '9'; i++ {
		if value <= 255 { // stop growing: the answer is "too large" already
			value = value*10 + int(s[i]-'0')
		}
	}
	if i == start {
		return 0, "", newError(RuleEightBit, start, s, quote(s)+" is not an "+eightBitWhat+": expected a digit, found "+describeAt(s, start))
	}
	if negative && value != 0 {
		return 0, "", newError(RuleEightBit, start-1, s, quote(s)+" is not an "+eightBitWhat+": it is negative")
	}
	if value > 255 {
		return 0, "", newError(RuleEightBit, start, s, quote(s)+" is not an "+eightBitWhat+": it is larger than 255")
	}
	if s[start] == '0' && i-start > 1 {
		note = join(note, "leading zeros are ignored")
	}
	if i < len(s) {
		note = join(note, "the text from byte "+itoa(i)+" ("+describeAt(s, i)+") is ignored")
	}
	return uint8(value), note, nil
}

// skipHTMLSpace skips HTML's ASCII whitespace: TAB, LF, FF, CR and SPACE.
func skipHTMLSpace(s string, i int) int {
	for i < len(s) && (s[i] == '\t' || s[i] == '\n' || s[i] == '\f' || s[i] == '\r' || s[i] == ' ') {
		i++
	}
	return i
}

func join(a, b string) string {
	if a == "" {
		return b
	}
	return a + "; " + b
}

// quote shows user text inside a message, safely.
func quote(s string) string {
	return "\"" + textsafe.Escape(s) + "\""
}

// describeAt names the character starting at byte i of s.
func describeAt(s string, i int) string {
	if i >= len(s) {
		return "the end"
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	if r == utf8.RuneError {
		return "byte 0x" + string("0123456789ABCDEF"[s[i]>>4]) + string("0123456789ABCDEF"[s[i]&15])
	}
	return textsafe.Describe(r)
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return itoa(n) + " " + what + "s"
}
