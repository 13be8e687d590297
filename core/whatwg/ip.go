package whatwg

import (
	"strconv"

	"github.com/linkscope/linkscope/core/formvalue"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/core/whatwg/uts46"
)

// endsInNumber is the ends in a number checker on an ASCII host.
func endsInNumber[T ~string | ~[]byte](h T) bool {
	if n := len(h); n > 0 && h[n-1] == '.' {
		h = h[:n-1]
	}
	last := h
	for j := len(h) - 1; j >= 0; j-- {
		if h[j] == '.' {
			last = h[j+1:]
			break
		}
	}
	if len(last) == 0 {
		return false
	}
	digits := true
	for j := 0; j < len(last); j++ {
		if !isDigit(last[j]) {
			digits = false
			break
		}
	}
	if digits {
		return true
	}
	if len(last) < 2 || last[0] != '0' || (last[1]|0x20) != 'x' {
		return false
	}
	for j := 2; j < len(last); j++ {
		if !formvalue.IsHex(last[j]) {
			return false
		}
	}
	return true
}

// ipv4Number is the IPv4 number parser: the value (saturated above 2^32),
// whether it was not decimal, and whether it parsed.
func ipv4Number(s []byte) (uint64, bool, bool) {
	if len(s) == 0 {
		return 0, false, false
	}
	radix, nonDecimal := uint64(10), false
	switch {
	case len(s) >= 2 && s[0] == '0' && (s[1]|0x20) == 'x':
		s, radix, nonDecimal = s[2:], 16, true
	case len(s) >= 2 && s[0] == '0':
		s, radix, nonDecimal = s[1:], 8, true
	}
	var v uint64
	for _, c := range s {
		var d uint64
		switch {
		case isDigit(c):
			d = uint64(c - '0')
		case radix == 16 && formvalue.IsHex(c):
			d = uint64(formvalue.Unhex(c))
		default:
			return 0, nonDecimal, false
		}
		if d >= radix {
			return 0, nonDecimal, false
		}
		v = v*radix + d
		if v > 1<<32 {
			v = 1 << 33 // saturate: only "greater than 255" and "fits" matter
		}
	}
	return v, nonDecimal, true
}

// ipv4 runs the IPv4 parser on the host just written to out (from
// in[i:end]) and replaces it with the address's serialization.
func (p *parser) ipv4(i, end int, pct bool) bool {
	start := int(p.u.hostStart)
	h := p.out[start:]
	pos := p.origPos(i)
	if n := len(h); h[n-1] == '.' {
		p.reportAbs(ErrIPv4EmptyPart, p.hostPos(i, end, pct, n-1))
		h = h[:n-1]
	}
	var parts [4][]byte
	count := 0
	from := 0
	for j := 0; j <= len(h); j++ {
		if j < len(h) && h[j] != '.' {
			continue
		}
		if count == 4 {
			return p.failAbs(ErrIPv4TooManyParts, pos, "")
		}
		parts[count] = h[from:j]
		count++
		from = j + 1
	}
	if count < 4 {
		p.reportAbs(ErrIPv4TooFewParts, pos)
	}
	var nums [4]uint64
	over := false
	for k := 0; k < count; k++ {
		v, nonDecimal, ok := ipv4Number(parts[k])
		if !ok {
			return p.failAbs(ErrIPv4NonNumericPart, pos, "")
		}
		if nonDecimal {
			p.reportAbs(ErrIPv4NonDecimalPart, pos)
		}
		nums[k] = v
		over = over || v > 255
	}
	if over {
		p.reportAbs(ErrIPv4OutOfRangePart, pos)
	}
	for k := 0; k < count-1; k++ {
		if nums[k] > 255 {
			return p.failAbs(ErrIPv4OutOfRangePart, pos, "")
		}
	}
	if nums[count-1] >= 1<<(8*(5-count)) {
		return p.failAbs(ErrIPv4OutOfRangePart, pos, "")
	}
	addr := nums[count-1]
	for k := 0; k < count-1; k++ {
		addr += nums[k] << (8 * (3 - k))
	}
	p.out = appendIPv4(p.out[:start], uint32(addr))
	p.u.hostKind = HostIPv4
	return true
}

func appendIPv4(dst []byte, a uint32) []byte {
	for k := 3; k >= 0; k-- {
		dst = strconv.AppendUint(dst, uint64(a>>(8*k)&255), 10)
		if k > 0 {
			dst = append(dst, '.')
		}
	}
	return dst
}

// ipv6Reading is what the IPv6 parser made of an address: the address,
// or the failure and where it is, and the pieces written with a leading
// zero, validation errors that come before the failure.
type ipv6Reading struct {
	addr     [8]uint16
	failed   bool
	failKind ErrorKind
	failPos  int
	zeros    [8]int // where the pieces with a leading zero start
	nZeros   int
}

func (r *ipv6Reading) fail(k ErrorKind, pos int) ipv6Reading {
	r.failed, r.failKind, r.failPos = true, k, pos
	return *r
}

// ipv6 runs the IPv6 parser on in[i:end] (inside the brackets) and writes
// "[", the serialization and "]".
func (p *parser) ipv6(i, end int) bool {
	r := readIPv6(p.in, i, end)
	for _, z := range r.zeros[:r.nZeros] {
		p.report(ErrIPv6PieceLeadingZero, z)
	}
	if r.failed {
		return p.fail(r.failKind, r.failPos)
	}
	p.out = append(p.out, '[')
	p.out = appendIPv6(p.out, &r.addr)
	p.out = append(p.out, ']')
	return true
}

// readIPv6 is the IPv6 parser on s[i:end], which writes nothing: the
// general states and the fast path share it.
func readIPv6(s string, i, end int) (r ipv6Reading) {
	a := &r.addr
	piece, compress := 0, -1
	s = s[:end]
	j := i
	if j < end && s[j] == ':' {
		if j+1 >= end || s[j+1] != ':' {
			return r.fail(ErrIPv6InvalidCompression, j)
		}
		j += 2
		piece++
		compress = piece
	}
	for j < end {
		if piece == 8 {
			return r.fail(ErrIPv6TooManyPieces, j)
		}
		if s[j] == ':' {
			if compress >= 0 {
				return r.fail(ErrIPv6MultipleCompression, j)
			}
			j++
			piece++
			compress = piece
			continue
		}
		value, length := 0, 0
		for length < 4 && j < end && formvalue.IsHex(s[j]) {
			value = value<<4 | int(formvalue.Unhex(s[j]))
			j++
			length++
		}
		if j < end && s[j] == '.' {
			if length == 0 {
				return r.fail(ErrIPv4InIPv6InvalidCodePoint, j)
			}
			j -= length
			if piece > 6 {
				return r.fail(ErrIPv4InIPv6TooManyPieces, j)
			}
			var ok bool
			if piece, ok = readIPv4InIPv6(s, &r, piece, j, end); !ok {
				return r
			}
			break
		}
		if j < end && s[j] == ':' {
			j++
			if j >= end {
				return r.fail(ErrIPv6InvalidCodePoint, j)
			}
		} else if j < end {
			return r.fail(ErrIPv6InvalidCodePoint, j)
		}
		if length > 1 && value < 1<<(4*(length-1)) {
			r.zeros[r.nZeros] = j - length
			r.nZeros++
		}
		a[piece] = uint16(value)
		piece++
	}
	if compress >= 0 {
		swaps := piece - compress
		piece = 7
		for piece != 0 && swaps > 0 {
			a[piece], a[compress+swaps-1] = a[compress+swaps-1], a[piece]
			piece--
			swaps--
		}
	} else if piece != 8 {
		return r.fail(ErrIPv6TooFewPieces, i)
	}
	return r
}

// readIPv4InIPv6 reads the dotted IPv4 tail of an IPv6 address from
// s[j:end] into r.
func readIPv4InIPv6(s string, r *ipv6Reading, piece, j, end int) (int, bool) {
	a := &r.addr
	seen := 0
	for j < end {
		v := -1
		if seen > 0 {
			if s[j] != '.' || seen >= 4 {
				r.fail(ErrIPv4InIPv6InvalidCodePoint, j)
				return piece, false
			}
			j++
		}
		if j >= end || !isDigit(s[j]) {
			r.fail(ErrIPv4InIPv6InvalidCodePoint, j)
			return piece, false
		}
		for j < end && isDigit(s[j]) {
			n := int(s[j] - '0')
			switch v {
			case -1:
				v = n
			case 0:
				r.fail(ErrIPv4InIPv6InvalidCodePoint, j)
				return piece, false
			default:
				v = v*10 + n
			}
			if v > 255 {
				r.fail(ErrIPv4InIPv6OutOfRangePart, j)
				return piece, false
			}
			j++
		}
		a[piece] = a[piece]<<8 | uint16(v)
		seen++
		if seen == 2 || seen == 4 {
			piece++
		}
	}
	if seen != 4 {
		r.fail(ErrIPv4InIPv6TooFewParts, j)
		return piece, false
	}
	return piece, true
}

// appendIPv6 is the IPv6 serializer (RFC 5952 compression).
func appendIPv6(dst []byte, a *[8]uint16) []byte {
	compress, best := -1, 1
	for k := 0; k < 8; {
		if a[k] != 0 {
			k++
			continue
		}
		run := k
		for k < 8 && a[k] == 0 {
			k++
		}
		if k-run > best {
			compress, best = run, k-run
		}
	}
	for k := 0; k < 8; k++ {
		if k == compress {
			if k == 0 {
				dst = append(dst, ':')
			}
			dst = append(dst, ':')
			k += best - 1
			continue
		}
		dst = strconv.AppendUint(dst, uint64(a[k]), 16)
		if k != 7 {
			dst = append(dst, ':')
		}
	}
	return dst
}

// idnaDetail words a failed UTS #46 check for the failure sentence.
func idnaDetail(domain string, prob uts46.Problem) string {
	s := "Unicode ToASCII fails (UTS #46 " + prob.Code() + "): "
	if prob.Rune >= 0 && prob.Rune != 0 {
		s += textsafe.Describe(prob.Rune) + " "
	} else if prob.Label >= 0 {
		s += "label " + strconv.Itoa(prob.Label+1) + " "
	} else {
		s += "the name "
	}
	return s + prob.Describe()
}

func forbiddenDetail(c byte) string {
	return textsafe.Describe(rune(c)) + " is a forbidden domain code point"
}
