package whatwg

import (
	"strings"

	"github.com/linkscope/linkscope/core/formvalue"
	"github.com/linkscope/linkscope/core/whatwg/uts46"
)

// forbiddenHost marks the forbidden host code points; forbiddenDomain adds
// the C0 controls, "%" and DEL (section 3.2 "Host miscellaneous").
var forbiddenHost, forbiddenDomain = func() (h, d [256]bool) {
	for _, c := range "\x00\t\n\r #/:<>?@[\\]^|" {
		h[c] = true
	}
	d = h
	for c := 0; c < 0x20; c++ {
		d[c] = true
	}
	d['%'], d[0x7f] = true, true
	return h, d
}()

// host runs the host parser on in[i:end] and writes the serialized host.
func (p *parser) host(i, end int, opaque bool) bool {
	s := p.in[i:end]
	p.u.hostStart = int32(len(p.out))
	if s != "" && s[0] == '[' {
		if s[len(s)-1] != ']' {
			return p.fail(ErrIPv6Unclosed, i)
		}
		if !p.ipv6(i+1, end-1) {
			return false
		}
		p.u.hostKind = HostIPv6
	} else if opaque {
		if !p.opaqueHost(i, end) {
			return false
		}
	} else if !p.domain(i, end) {
		return false
	}
	p.u.hostEnd = int32(len(p.out))
	return true
}

// opaqueHost is the opaque-host parser.
func (p *parser) opaqueHost(i, end int) bool {
	for j := i; j < end; j++ {
		if forbiddenHost[p.in[j]] {
			return p.fail(ErrHostInvalidCodePoint, j)
		}
	}
	p.encode(i, end, setC0)
	if end > i {
		p.u.hostKind = HostOpaque
	} else {
		p.u.hostKind = HostEmpty
	}
	return true
}

// domain is the host parser's steps for a special URL's host that is not
// an IPv6 address: percent-decode, domain to ASCII, ends in a number.
func (p *parser) domain(i, end int) bool {
	s := p.in[i:end]
	ascii, pct := true, false
	for j := 0; j < len(s); j++ {
		if s[j] >= 0x80 {
			ascii = false
		} else if s[j] == '%' {
			pct = true
		}
	}
	decoded := s
	if pct {
		var hadEscape bool
		decoded, hadEscape = percentDecode(s)
		if hadEscape {
			p.report(ErrDomainPercentEncoded, i)
		}
		ascii = isASCII(decoded)
	}
	start := len(p.out)
	if ascii {
		if p.collect {
			p.strictCheck(decoded, i)
		}
		for j := 0; j < len(decoded); j++ {
			c := decoded[j]
			if c >= 'A' && c <= 'Z' {
				c += 'a' - 'A'
			}
			p.out = append(p.out, c)
		}
	} else {
		res := p.toASCII(decoded)
		if p.collect && res.strictFails {
			p.report(ErrDomainToASCII, i)
			p.strictReported = true
		}
		if res.failure != "" {
			return p.failAbs(ErrDomainToASCII, p.origPos(i), res.failure)
		}
		p.out = append(p.out, res.ascii...)
	}
	host := p.out[start:]
	if len(host) == 0 {
		return p.failAbs(ErrDomainToASCII, p.origPos(i), "the host is empty")
	}
	for j, c := range host {
		if forbiddenDomain[c] {
			return p.failAbs(ErrDomainToASCII, p.hostPos(i, end, pct, j), forbiddenDetail(c))
		}
	}
	if endsInNumber(host) {
		return p.ipv4(i, end, pct)
	}
	p.u.hostKind = HostDomain
	return true
}

// hostPos maps offset j of the host as written out back to the input when
// it can (no percent-decoding, and the host is ASCII); else it names the
// host's start.
func (p *parser) hostPos(i, end int, pct bool, j int) int {
	if !pct && j < end-i && isASCII(p.in[i:end]) {
		return p.origPos(i + j)
	}
	return p.origPos(i)
}

var strict = uts46.Options{CheckHyphens: true, UseSTD3ASCIIRules: true, VerifyDNSLength: true}
var relaxed = uts46.Options{}

// strictCheck reports domain-to-ASCII when Unicode ToASCII with the
// strict flags fails on an ASCII domain (the domain parser's step 2).
// Only an "xn--" label needs the UTS #46 tables: that result is recalled
// from the Reader's hosts when there is a Reader.
func (p *parser) strictCheck(domain string, i int) {
	var fails bool
	if p.hosts != nil && hasACELabel(domain) {
		fails = p.hosts.Get(domain, checkDomain, keepDomain).strictFails
	} else {
		rep := uts46.Check(domain)
		fails = rep.Failed(strict)
	}
	if fails {
		p.report(ErrDomainToASCII, i)
		p.strictReported = true
	}
}

// domainResult is what Unicode ToASCII makes of a domain: the ASCII form,
// whether the strict flags fail (a validation error) and, when the
// relaxed flags the URL parser uses fail, why (the parse fails).
type domainResult struct {
	ascii       string
	strictFails bool
	failure     string
}

// toASCII runs Unicode ToASCII on a non-ASCII domain, or recalls its
// result from the Reader's hosts.
func (p *parser) toASCII(domain string) domainResult {
	if p.hosts != nil {
		return p.hosts.Get(domain, convertDomain, keepDomain)
	}
	return convertDomain(domain)
}

func convertDomain(domain string) domainResult {
	out, rep := uts46.ToASCII(nil, toScalar(domain))
	res := domainResult{ascii: string(out), strictFails: rep.Failed(strict)}
	if prob, bad := rep.First(relaxed); bad {
		res.failure = idnaDetail(domain, prob)
	}
	return res
}

func checkDomain(domain string) domainResult {
	rep := uts46.Check(domain)
	return domainResult{strictFails: rep.Failed(strict)}
}

// keepDomain: a domainResult holds nothing of the input (its strings are
// new), so it is kept as it is.
func keepDomain(r domainResult) domainResult { return r }

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// toScalar replaces ill-formed UTF-8 by U+FFFD (UTF-8 decode without BOM).
func toScalar(s string) string {
	for i := 0; i < len(s); {
		r, size := decodeRune(s[i:])
		if r == badRune {
			return strings.ToValidUTF8(s, "\uFFFD")
		}
		i += size
	}
	return s
}

// percentDecode decodes %XX escapes; it reports whether there was one.
func percentDecode(s string) (string, bool) {
	if strings.IndexByte(s, '%') < 0 {
		return s, false
	}
	b := make([]byte, 0, len(s))
	had := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '%' && i+2 < len(s) && formvalue.IsHex(s[i+1]) && formvalue.IsHex(s[i+2]) {
			b = append(b, formvalue.Unhex(s[i+1])<<4|formvalue.Unhex(s[i+2]))
			i += 2
			had = true
			continue
		}
		b = append(b, c)
	}
	return string(b), had
}

// hasACELabel reports whether an ASCII domain has a label starting with
// "xn--", which UTS #46 decodes and checks.
func hasACELabel(domain string) bool {
	for i := 0; i+4 <= len(domain); i++ {
		if (i == 0 || domain[i-1] == '.') && (domain[i]|0x20) == 'x' && (domain[i+1]|0x20) == 'n' && domain[i+2] == '-' && domain[i+3] == '-' {
			return true
		}
	}
	return false
}
