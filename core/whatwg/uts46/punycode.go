package uts46

import "unicode/utf8"

// Punycode (RFC 3492 section 5) parameters.
const (
	pcBase        = 36
	pcTMin        = 1
	pcTMax        = 26
	pcSkew        = 38
	pcDamp        = 700
	pcInitialBias = 72
	pcInitialN    = 128
	pcMaxInt      = 1<<31 - 1

	// maxLabelRunes bounds the labels Punycode decodes and encodes: both
	// algorithms are quadratic in the label's length, and a hostile link
	// must not make them run for seconds. A DNS label holds at most 63
	// bytes; a longer one is reported as not encodable (P4 or A3).
	maxLabelRunes = 4096
)

func adapt(delta, numPoints int, first bool) int {
	if first {
		delta /= pcDamp
	} else {
		delta /= 2
	}
	delta += delta / numPoints
	k := 0
	for delta > ((pcBase-pcTMin)*pcTMax)/2 {
		delta /= pcBase - pcTMin
		k += pcBase
	}
	return k + (pcBase-pcTMin+1)*delta/(delta+pcSkew)
}

func digitValue(c byte) (int, bool) {
	switch {
	case c >= '0' && c <= '9':
		return int(c-'0') + 26, true
	case c >= 'a' && c <= 'z':
		return int(c - 'a'), true
	case c >= 'A' && c <= 'Z':
		return int(c - 'A'), true
	}
	return 0, false
}

func encodeDigit(d int) byte {
	if d < 26 {
		return byte('a' + d)
	}
	return byte('0' + d - 26)
}

func threshold(k, bias int) int {
	switch {
	case k <= bias:
		return pcTMin
	case k >= bias+pcTMax:
		return pcTMax
	}
	return k - bias
}

// decodePunycode appends to dst the code points that s (the part of an
// A-label after "xn--") encodes. It reports false on any malformed input:
// a non-ASCII byte, a bad digit, an overflow, a code point beyond U+10FFFF
// or a surrogate.
func decodePunycode(dst []rune, s string) ([]rune, bool) {
	if len(s) > maxLabelRunes {
		return dst, false
	}
	start := len(dst)
	basic := 0
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '-' {
			basic = i
			break
		}
	}
	for i := 0; i < basic; i++ {
		if s[i] >= utf8.RuneSelf {
			return dst, false
		}
		dst = append(dst, rune(s[i]))
	}
	in := 0
	if basic > 0 {
		in = basic + 1
	}
	n, bias, i := pcInitialN, pcInitialBias, 0
	for in < len(s) {
		oldi, w := i, 1
		for k := pcBase; ; k += pcBase {
			if in >= len(s) {
				return dst, false
			}
			digit, ok := digitValue(s[in])
			in++
			if !ok || digit > (pcMaxInt-i)/w {
				return dst, false
			}
			i += digit * w
			t := threshold(k, bias)
			if digit < t {
				break
			}
			if w > pcMaxInt/(pcBase-t) {
				return dst, false
			}
			w *= pcBase - t
		}
		count := len(dst) - start + 1
		bias = adapt(i-oldi, count, oldi == 0)
		if i/count > pcMaxInt-n {
			return dst, false
		}
		n += i / count
		i %= count
		if n > utf8.MaxRune || (n >= 0xD800 && n <= 0xDFFF) {
			return dst, false
		}
		dst = append(dst, 0)
		copy(dst[start+i+1:], dst[start+i:])
		dst[start+i] = rune(n)
		i++
	}
	return dst, true
}

// encodePunycode appends the Punycode encoding of label (without "xn--")
// to dst, reporting false on overflow.
func encodePunycode(dst []byte, label []rune) ([]byte, bool) {
	if len(label) > maxLabelRunes {
		return dst, false
	}
	b := 0
	for _, r := range label {
		if r < 0x80 {
			dst = append(dst, byte(r))
			b++
		}
	}
	h := b
	if b > 0 {
		dst = append(dst, '-')
	}
	n, delta, bias := pcInitialN, 0, pcInitialBias
	for h < len(label) {
		m := pcMaxInt
		for _, r := range label {
			if int(r) >= n && int(r) < m {
				m = int(r)
			}
		}
		if m-n > (pcMaxInt-delta)/(h+1) {
			return dst, false
		}
		delta += (m - n) * (h + 1)
		n = m
		for _, r := range label {
			if int(r) < n {
				delta++
				if delta == pcMaxInt {
					return dst, false
				}
			}
			if int(r) != n {
				continue
			}
			q := delta
			for k := pcBase; ; k += pcBase {
				t := threshold(k, bias)
				if q < t {
					break
				}
				dst = append(dst, encodeDigit(t+(q-t)%(pcBase-t)))
				q = (q - t) / (pcBase - t)
			}
			dst = append(dst, encodeDigit(q))
			bias = adapt(delta, h+1, h == b)
			delta = 0
			h++
		}
		delta++
		n++
	}
	return dst, true
}
