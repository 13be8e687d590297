package uts46

import (
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// label is one label after processing: its code points (decoded from
// Punycode for an A-label) and, for an A-label, the ASCII form as written.
type label struct {
	uni   []rune
	ace   string // the "xn--" label as given, when uni was decoded from it
	ascii bool   // uni is all ASCII and was not decoded
}

type processor struct {
	rep    Report
	labels []label
	runes  []rune
}

// process runs UTS #46 section 4 steps 1-4 (map, normalize, break,
// convert/validate) and the Bidi and ContextJ checks.
func (p *processor) process(domain string) {
	mapped := make([]byte, 0, len(domain)+8)
	for i := 0; i < len(domain); {
		r, size := utf8.DecodeRuneInString(domain[i:])
		i += size
		if r < 0x80 {
			if r >= 'A' && r <= 'Z' {
				r += 'a' - 'A'
			}
			mapped = append(mapped, byte(r))
			continue
		}
		st, m := lookup(r)
		switch st {
		case StatusIgnored:
		case StatusMapped:
			mapped = append(mapped, m...)
		default:
			mapped = utf8.AppendRune(mapped, r)
		}
	}
	normalized := norm.NFC.Bytes(mapped)
	p.runes = make([]rune, 0, len(normalized))
	start := 0
	for i := 0; i <= len(normalized); i++ {
		if i < len(normalized) && normalized[i] != '.' {
			continue
		}
		p.convert(string(normalized[start:i]))
		start = i + 1
	}
	p.checkContext()
}

// convert is step 4 for one label.
func (p *processor) convert(s string) {
	idx := len(p.labels)
	if len(s) >= 4 && s[:4] == "xn--" {
		for i := 0; i < len(s); i++ {
			if s[i] >= utf8.RuneSelf {
				p.rep.add(ErrPunycode, idx, -1)
				p.labels = append(p.labels, label{uni: []rune(s), ace: s})
				return
			}
		}
		from := len(p.runes)
		var ok bool
		p.runes, ok = decodePunycode(p.runes, s[4:])
		uni := p.runes[from:len(p.runes):len(p.runes)]
		if !ok || len(uni) == 0 || allASCII(uni) {
			p.rep.add(ErrPunycode, idx, -1)
			p.labels = append(p.labels, label{uni: []rune(s), ace: s})
			return
		}
		if !norm.NFC.IsNormalString(string(uni)) {
			p.rep.add(ErrNotNFC, idx, -1)
		}
		p.validate(uni, idx)
		p.labels = append(p.labels, label{uni: uni, ace: s})
		return
	}
	from := len(p.runes)
	for _, r := range s {
		p.runes = append(p.runes, r)
	}
	uni := p.runes[from:len(p.runes):len(p.runes)]
	p.validate(uni, idx)
	p.labels = append(p.labels, label{uni: uni, ascii: allASCII(uni)})
}

func allASCII(rs []rune) bool {
	for _, r := range rs {
		if r >= 0x80 {
			return false
		}
	}
	return true
}

// validate applies the validity criteria of section 4.1 (but NFC, checked
// by the caller for decoded labels only: the rest were just normalized).
func (p *processor) validate(l []rune, idx int) {
	if len(l) >= 4 && l[2] == '-' && l[3] == '-' {
		p.rep.add(ErrHyphen34, idx, -1)
	}
	if len(l) > 0 && (l[0] == '-' || l[len(l)-1] == '-') {
		p.rep.add(ErrHyphenEdge, idx, '-')
	}
	if len(l) >= 4 && l[0] == 'x' && l[1] == 'n' && l[2] == '-' && l[3] == '-' {
		p.rep.add(ErrACEPrefix, idx, -1)
	}
	if len(l) > 0 && propsOf(l[0]).isMark() {
		p.rep.add(ErrLeadingMark, idx, l[0])
	}
	for _, r := range l {
		if r == '.' {
			p.rep.add(ErrLabelDot, idx, r)
		}
		if r < 0x80 {
			switch {
			case r >= 'A' && r <= 'Z':
				p.rep.add(ErrDisallowed, idx, r) // mapped, so not valid in a decoded label
			case !isLDH[r]:
				p.rep.add(ErrSTD3, idx, r)
			}
			continue
		}
		if st, _ := lookup(r); st != StatusValid && st != StatusDeviation {
			p.rep.add(ErrDisallowed, idx, r)
		}
	}
}

// checkContext runs the Bidi rule on every label of a Bidi domain name and
// the ContextJ rules on every label.
func (p *processor) checkContext() {
	bidiDomain := false
	for _, l := range p.labels {
		for _, r := range l.uni {
			if b := propsOf(r).bidi(); b == bidiR || b == bidiAL || b == bidiAN {
				bidiDomain = true
			}
		}
	}
	for i, l := range p.labels {
		if len(l.uni) == 0 {
			continue
		}
		if bidiDomain && !bidiOK(l.uni) {
			p.rep.add(ErrBidi, i, -1)
		}
		if r, ok := contextJOK(l.uni); !ok {
			p.rep.add(ErrContextJ, i, r)
		}
	}
}

// appendASCII is ToASCII's step 2-3: Punycode for non-ASCII labels, then the
// DNS length checks.
func (p *processor) appendASCII(dst []byte) []byte {
	start := len(dst)
	for i, l := range p.labels {
		if i > 0 {
			dst = append(dst, '.')
		}
		from := len(dst)
		switch {
		case l.ace != "":
			dst = append(dst, l.ace...)
		case l.ascii:
			for _, r := range l.uni {
				dst = append(dst, byte(r))
			}
		default:
			var ok bool
			dst = append(dst, "xn--"...)
			if dst, ok = encodePunycode(dst, l.uni); !ok {
				p.rep.add(ErrEncode, i, -1)
			}
		}
		if n := len(dst) - from; n == 0 || n > 63 {
			p.rep.add(ErrLabelLength, i, -1)
		}
	}
	n := len(dst) - start
	checkDomainLength(&p.rep, n, n > 0 && dst[len(dst)-1] == '.')
	return dst
}
