package spoof

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/formvalue"
	"golang.org/x/net/idna"
)

// The IDNA processing the browsers apply (UTS #46, via golang.org/x/net/idna,
// whose tables are Unicode 15.0).
var (
	// toASCII is the URL Standard's domain to ASCII (CheckHyphens off,
	// CheckBidi on, CheckJoiners off as Chrome runs it, nontransitional).
	toASCII = idna.New(idna.MapForLookup(), idna.BidiRule(), idna.CheckJoiners(false),
		idna.CheckHyphens(false), idna.Transitional(false), idna.StrictDomainName(false), idna.VerifyDNSLength(false))
	// toASCIITransitional maps the four deviation characters, as IDNA 2003
	// and UTS #46 transitional processing do.
	toASCIITransitional = idna.New(idna.MapForLookup(), idna.BidiRule(), idna.CheckJoiners(false),
		idna.CheckHyphens(false), idna.Transitional(true), idna.StrictDomainName(false), idna.VerifyDNSLength(false))
	// fromPunycode decodes a label and checks what UTS #46 ToUnicode
	// checks: the result must be valid, NFC and pass the Bidi rule.
	fromPunycode = idna.New(idna.MapForLookup(), idna.BidiRule(), idna.CheckJoiners(false),
		idna.CheckHyphens(true), idna.Transitional(false), idna.StrictDomainName(false), idna.VerifyDNSLength(false))
)

// isACE reports whether a lower-case label is an IDNA A-label candidate:
// xn-- and something after it not ending in '-' (Chrome's test).
func isACE(label string) bool {
	return len(label) > 4 && label[:4] == "xn--" && label[len(label)-1] != '-'
}

// labelHyphens is how strictly decodeLabel checks hyphens.
type labelHyphens bool

const (
	checkHyphens  labelHyphens = true  // ICU reports leading, trailing and 3rd-4th position hyphens
	ignoreHyphens labelHyphens = false // the URL Standard's CheckHyphens=false
)

// decodeLabel decodes an A-label as UTS #46 ToUnicode does, reporting
// whether it is valid: decodable Punycode whose result is not all ASCII,
// is NFC, holds only valid characters, does not start with a combining
// mark and passes the Bidi rule (and, with checkHyphens, has no hyphen at
// either end or in the third and fourth positions).
func decodeLabel(label string, hyphens labelHyphens) (string, bool) {
	u, err := fromPunycode.ToUnicode(label)
	if err != nil || u == "" || isASCIIString(u) {
		return u, false
	}
	if r, _ := utf8.DecodeRuneInString(u); unicode.Is(unicode.M, r) {
		return u, false
	}
	if hyphens == checkHyphens && badHyphens(u) {
		return u, false
	}
	return u, true
}

// badHyphens: a hyphen at either end or in the third and fourth
// positions (UIDNA_ERROR_LEADING_HYPHEN, TRAILING_HYPHEN, HYPHEN_3_4).
func badHyphens(u string) bool {
	if u[0] == '-' || u[len(u)-1] == '-' {
		return true
	}
	i := 0
	for _, r := range u {
		if (i == 2 || i == 3) && r != '-' {
			return false
		}
		if i == 3 {
			return true
		}
		i++
	}
	return false
}

// canonicalHost turns a host as written into the ASCII form a browser's
// URL parser keeps: percent-decoded, UTS #46 ToASCII for a host with
// non-ASCII characters, lower case. ok is false when the host is not valid:
// not UTF-8, refused by ToASCII, or holding a forbidden domain code point
// (the URL Standard's host parser).
func canonicalHost(host string, transitional bool) (string, bool) {
	if strings.IndexByte(host, '%') >= 0 {
		host = formvalue.PercentDecode(host)
	}
	if !isASCIIString(host) {
		if !utf8.ValidString(host) {
			return "", false
		}
		p := toASCII
		if transitional {
			p = toASCIITransitional
		}
		a, err := p.ToASCII(host)
		if err != nil {
			return "", false
		}
		host = a
	}
	for i := 0; i < len(host); i++ {
		if forbiddenDomain(host[i]) {
			return "", false
		}
	}
	return strings.ToLower(host), true
}

// forbiddenDomain reports a forbidden domain code point of the URL
// Standard (C0 controls, space, # % / : < > ? @ [ \ ] ^ | and DEL).
func forbiddenDomain(c byte) bool {
	return c <= ' ' || c == 0x7f || strings.IndexByte("#%/:<>?@[\\]^|", c) >= 0
}

func isASCIIString(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
