// Package uts46 implements Unicode IDNA Compatibility Processing (UTS #46):
// ToASCII and ToUnicode with Nontransitional Processing, the validity
// criteria of section 4.1, the Bidi rule of RFC 5893 section 2, the ContextJ
// rules of RFC 5892 Appendix A and Punycode (RFC 3492), on tables generated
// from the Unicode data of UnicodeVersion (see tables.go and
// core/whatwg/internal/gen).
//
// The tables are Unicode 17.0.0, the version of the IdnaTestV2.txt that
// web-platform-tests' IdnaTestV2.json is made from. Normalization (NFC)
// uses golang.org/x/text/unicode/norm, whose tables are Unicode 15.0.0
// under Go 1.26 (17.0.0 from Go 1.27): a character added since 15.0 that
// composes canonically would be left unnormalized. Every IdnaTestV2 row
// passes with it.
//
// Every check runs on every call; a Report says which failed, and Options
// say which of them count, so that one pass answers both the URL
// Standard's strict reading (CheckHyphens, UseSTD3ASCIIRules and
// VerifyDnsLength true) and its relaxed one (all three false).
package uts46

import "unicode/utf8"

// Errors is a set of failed checks, named by the status codes of
// IdnaTestV2.txt.
type Errors uint32

// The checks. Their order is the order in which Report.First reports them.
const (
	ErrPunycode     Errors = 1 << iota // P4: an "xn--" label that is not valid Punycode of a non-ASCII label
	ErrDisallowed                      // V7: a code point whose status is not valid (or deviation)
	ErrLeadingMark                     // V6: a label starts with a combining mark
	ErrNotNFC                          // V1: a decoded label is not in NFC
	ErrACEPrefix                       // V4: a decoded label starts with "xn--" (CheckHyphens false)
	ErrLabelDot                        // V5: a decoded label holds a full stop
	ErrContextJ                        // C1, C2: a joiner outside the context RFC 5892 allows
	ErrBidi                            // B1-B6: a label breaks the Bidi rule of RFC 5893
	ErrEncode                          // A3: Punycode encoding overflowed
	ErrHyphen34                        // V2: "--" in the third and fourth positions (CheckHyphens)
	ErrHyphenEdge                      // V3: a label starts or ends with "-" (CheckHyphens)
	ErrSTD3                            // U1: ASCII other than a-z, 0-9 and "-" (UseSTD3ASCIIRules)
	ErrLabelLength                     // A4_2: a label is empty or longer than 63 (VerifyDnsLength)
	ErrDomainLength                    // A4_1: the name is empty or longer than 253 (VerifyDnsLength)
	numKinds        = iota
)

var codes = [numKinds]string{"P4", "V7", "V6", "V1", "V4", "V5", "C", "B", "A3", "V2", "V3", "U1", "A4_2", "A4_1"}

var descriptions = [numKinds]string{
	"is not valid Punycode of a non-ASCII label",
	"is not allowed in a domain name",
	"is a combining mark at the start of a label",
	"is in a label that is not in Unicode Normalization Form C",
	`starts a label with "xn--" after decoding`,
	"is a full stop inside a decoded label",
	"is a zero-width joiner or non-joiner outside the context RFC 5892 allows",
	"breaks the right-to-left label rules of RFC 5893",
	"makes the label too long to encode as Punycode",
	`puts "--" in the third and fourth positions of a label`,
	`starts or ends a label with "-"`,
	"is ASCII other than a letter, digit or hyphen",
	"leaves a label empty or longer than 63 characters",
	"leaves the name empty or longer than 253 characters",
}

// Options select which checks count as failure; CheckBidi and CheckJoiners
// are always on (the URL Standard sets both).
type Options struct {
	CheckHyphens      bool
	UseSTD3ASCIIRules bool
	VerifyDNSLength   bool
}

func (o Options) mask() Errors {
	m := ^Errors(0)
	if o.CheckHyphens {
		m &^= ErrACEPrefix
	} else {
		m &^= ErrHyphen34 | ErrHyphenEdge
	}
	if !o.UseSTD3ASCIIRules {
		m &^= ErrSTD3
	}
	if !o.VerifyDNSLength {
		m &^= ErrLabelLength | ErrDomainLength
	}
	return m
}

// Problem is one failed check: its kind, the 0-based index of the label,
// and the code point (or -1 when the check concerns the whole label).
type Problem struct {
	Kind  Errors
	Label int
	Rune  rune
}

// Code returns the IdnaTestV2 status code of the check ("V7", "B", "C", ...).
func (p Problem) Code() string { return codes[kindIndex(p.Kind)] }

// Describe says what is wrong, e.g. `U+2488 DIGIT ONE FULL STOP is not
// allowed in a domain name`, without naming the code point: the caller
// prefixes the code point as it prints code points.
func (p Problem) Describe() string { return descriptions[kindIndex(p.Kind)] }

func kindIndex(k Errors) int {
	for i := 0; i < numKinds; i++ {
		if k == 1<<i {
			return i
		}
	}
	return 0
}

// Report records every check that failed and the first place each did.
type Report struct {
	All   Errors
	first [numKinds]Problem
}

func (r *Report) add(k Errors, label int, c rune) {
	if r.All&k == 0 {
		r.first[kindIndex(k)] = Problem{Kind: k, Label: label, Rune: c}
	}
	r.All |= k
}

// Failed reports whether a check that o counts failed.
func (r *Report) Failed(o Options) bool { return r.All&o.mask() != 0 }

// First returns the first failed check that o counts, in the order of the
// Errors constants.
func (r *Report) First(o Options) (Problem, bool) {
	e := r.All & o.mask()
	for i := 0; i < numKinds; i++ {
		if e&(1<<i) != 0 {
			return r.first[i], true
		}
	}
	return Problem{}, false
}

// ToASCII appends the ASCII form of domain to dst (UTS #46 section 4.2,
// Nontransitional Processing) and reports every failed check. The result
// is meaningful only when the report shows no failure for the caller's
// Options. Invalid UTF-8 reads as U+FFFD, which is disallowed.
func ToASCII(dst []byte, domain string) ([]byte, Report) {
	if out, rep, ok := asciiFast(dst, domain); ok {
		return out, rep
	}
	var p processor
	p.process(domain)
	return p.appendASCII(dst), p.rep
}

// Check runs every check of ToASCII on domain without keeping the result.
func Check(domain string) Report {
	if rep, ok := asciiFastCheck(domain); ok {
		return rep
	}
	var p processor
	p.process(domain)
	var buf [256]byte
	p.appendASCII(buf[:0])
	return p.rep
}

// ToUnicode appends the Unicode form of domain to dst (UTS #46 section
// 4.3): labels mapped, normalized and decoded from Punycode.
func ToUnicode(dst []byte, domain string) ([]byte, Report) {
	var p processor
	p.process(domain)
	for i, l := range p.labels {
		if i > 0 {
			dst = append(dst, '.')
		}
		for _, r := range l.uni {
			dst = utf8.AppendRune(dst, r)
		}
	}
	return dst, p.rep
}

// isLDH is true for the ASCII bytes a label may hold under
// UseSTD3ASCIIRules once mapped: letters (upper case maps to lower),
// digits and "-".
var isLDH = func() (t [256]bool) {
	for c := '0'; c <= '9'; c++ {
		t[c] = true
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c] = true
		t[c-'a'+'A'] = true
	}
	t['-'] = true
	return t
}()

// asciiFast handles a name of letters, digits, hyphens and dots with no
// "xn--" label, the common case, without the tables.
func asciiFast(dst []byte, s string) ([]byte, Report, bool) {
	rep, ok := asciiFastCheck(s)
	if !ok {
		return dst, rep, false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		dst = append(dst, c)
	}
	return dst, rep, true
}

func asciiFastCheck(s string) (Report, bool) {
	var rep Report
	label, from := 0, 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) && s[i] != '.' {
			if !isLDH[s[i]] {
				return rep, false
			}
			continue
		}
		l := s[from:i]
		from = i + 1
		if len(l) >= 4 && (l[0]|0x20) == 'x' && (l[1]|0x20) == 'n' && l[2] == '-' && l[3] == '-' {
			return rep, false
		}
		checkASCIILabel(&rep, l, label)
		label++
	}
	checkDomainLength(&rep, len(s), s != "" && s[len(s)-1] == '.')
	return rep, true
}

// checkASCIILabel runs the hyphen and length checks on an ASCII label.
func checkASCIILabel(rep *Report, l string, label int) {
	if len(l) >= 4 && l[2] == '-' && l[3] == '-' {
		rep.add(ErrHyphen34, label, -1)
	}
	if l != "" && (l[0] == '-' || l[len(l)-1] == '-') {
		rep.add(ErrHyphenEdge, label, '-')
	}
	if len(l) == 0 || len(l) > 63 {
		rep.add(ErrLabelLength, label, -1)
	}
}

func checkDomainLength(rep *Report, n int, trailingDot bool) {
	if trailingDot {
		n--
	}
	if n < 1 || n > 253 {
		rep.add(ErrDomainLength, -1, -1)
	}
}
