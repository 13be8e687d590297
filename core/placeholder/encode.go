package placeholder

// ByteSet is a set of bytes: the ones an encoder writes as themselves.
type ByteSet struct{ has [256]bool }

// NewByteSet is the set of the bytes in accepts.
func NewByteSet(in func(c byte) bool) ByteSet {
	var b ByteSet
	for c := range 256 {
		b.has[c] = in(byte(c))
	}
	return b
}

// Has reports whether c is in the set.
func (b *ByteSet) Has(c byte) bool { return b.has[c] }

// verbatim marks the bytes a placeholder is written with as they are: the
// printable ASCII a URL can carry raw, which is all a platform's
// placeholder needs. A space, '"', '#', '<', '>' or '`' inside one (a
// mailer's filter argument, an AMPscript expression) is still
// percent-encoded: raw, it would end or break the link; so is '&', which
// would end the query pair around it. Such a template language takes
// single quotes and needs neither. Read-only after initialisation.
var verbatim = NewByteSet(func(c byte) bool {
	return c > ' ' && c < 0x7f && c != '"' && c != '#' && c != '<' && c != '>' && c != '`' && c != '&'
})

const upperHex = "0123456789ABCDEF"

// AppendEncoded appends v percent-encoded, every byte outside literal as
// %XX with upper-case hex (a space is %20, never '+'), except its
// well-formed placeholders, which are written as their platform expects
// them (Placeholder.Written): the platform looks for {campaignid} in the
// link, and would never fill %7Bcampaignid%7D. A malformed attempt is
// encoded like any other text (and Check says why).
func AppendEncoded(dst []byte, v string, literal *ByteSet) []byte {
	done := 0
	for done < len(v) {
		ph, ok := next(v, done, Raw)
		if !ok {
			break
		}
		if ph.Problem != WellFormed {
			dst = appendPercent(dst, v[done:ph.End], literal)
			done = ph.End
			continue
		}
		dst = appendPercent(dst, v[done:ph.Pos], literal)
		dst = ph.appendVerbatim(dst, literal)
		done = ph.End
	}
	return appendPercent(dst, v[done:], literal)
}

// EncodedLen is the length of what AppendEncoded writes, without writing
// it.
func EncodedLen(v string, literal *ByteSet) int {
	n, done := 0, 0
	for done < len(v) {
		ph, ok := next(v, done, Raw)
		if !ok {
			break
		}
		if ph.Problem != WellFormed {
			n += percentLen(v[done:ph.End], literal)
			done = ph.End
			continue
		}
		n += percentLen(v[done:ph.Pos], literal)
		n += ph.verbatimLen(literal)
		done = ph.End
	}
	return n + percentLen(v[done:], literal)
}

func appendPercent(dst []byte, s string, literal *ByteSet) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if literal.has[c] {
			dst = append(dst, c)
			continue
		}
		dst = append(dst, '%', upperHex[c>>4], upperHex[c&15])
	}
	return dst
}

func percentLen(s string, literal *ByteSet) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if literal.has[s[i]] {
			n++
		} else {
			n += 3
		}
	}
	return n
}

// appendVerbatim appends the placeholder as Written, encoding only what a
// URL cannot carry raw. The argument of a brace placeholder is text the
// platform inserts ({ifmobile:m.}, {keyword:running shoes}): it is encoded
// as the value around it is, its own placeholders kept, so that what the
// platform inserts reads back as written (an '&' in it does not start a
// pair). Other arguments are the platform's own syntax (*|DATE:d/m/y|*,
// a filter's |default:'there') and stay as written.
func (p *Placeholder) appendVerbatim(dst []byte, literal *ByteSet) []byte {
	open, close := p.Syntax.delimiters()
	dst = append(dst, open...)
	dst = appendPercent(dst, p.Name, &verbatim)
	if p.HasArg {
		dst = append(dst, p.Syntax.argSep()...)
		if p.Syntax == Brace {
			dst = AppendEncoded(dst, p.Arg, literal)
		} else {
			dst = appendPercent(dst, p.Arg, &verbatim)
		}
	}
	return append(dst, close...)
}

// verbatimLen is the length appendVerbatim writes.
func (p *Placeholder) verbatimLen(literal *ByteSet) int {
	open, close := p.Syntax.delimiters()
	n := len(open) + percentLen(p.Name, &verbatim) + len(close)
	switch {
	case !p.HasArg:
	case p.Syntax == Brace:
		n += len(p.Syntax.argSep()) + EncodedLen(p.Arg, literal)
	default:
		n += len(p.Syntax.argSep()) + percentLen(p.Arg, &verbatim)
	}
	return n
}
