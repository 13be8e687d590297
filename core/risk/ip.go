package risk

import "strconv"

// parseIPv4 reads host as the WHATWG URL Standard's IPv4 parser does: up
// to four dot-separated numbers (one trailing dot allowed), each decimal,
// 0x-hex or 0-octal, the last filling the remaining bytes. canonical is
// true for plain dotted decimal with four parts and no leading zeros.
func parseIPv4(host string) (v uint32, canonical, ok bool) {
	if host == "" {
		return 0, false, false
	}
	parts := splitDots(host)
	if len(parts) > 1 && parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1]
	}
	if len(parts) == 0 || len(parts) > 4 {
		return 0, false, false
	}
	canonical = len(parts) == 4 && len(host) == len(joinLen(parts))
	var nums [4]uint64
	for i, p := range parts {
		n, plain, ok := parseIPv4Number(p)
		if !ok {
			return 0, false, false
		}
		canonical = canonical && plain
		nums[i] = n
	}
	last := len(parts) - 1
	for i := 0; i < last; i++ {
		if nums[i] > 255 {
			return 0, false, false
		}
	}
	if nums[last] >= 1<<(8*(5-len(parts))) {
		return 0, false, false
	}
	v = uint32(nums[last])
	for i := 0; i < last; i++ {
		v |= uint32(nums[i]) << (8 * (3 - i))
	}
	return v, canonical, true
}

func splitDots(s string) []string {
	var out []string
	for {
		i := indexDot(s)
		if i < 0 {
			return append(out, s)
		}
		out = append(out, s[:i])
		s = s[i+1:]
	}
}

func indexDot(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] == '.' {
			return i
		}
	}
	return -1
}

func joinLen(parts []string) string {
	s := parts[0]
	for _, p := range parts[1:] {
		s += "." + p
	}
	return s
}

// parseIPv4Number reads one part; plain is true for decimal without a
// leading zero.
func parseIPv4Number(p string) (n uint64, plain, ok bool) {
	if p == "" {
		return 0, false, false
	}
	base, digits := 10, p
	switch {
	case len(p) >= 2 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X'):
		base, digits = 16, p[2:]
	case len(p) >= 2 && p[0] == '0':
		base, digits = 8, p[1:]
	}
	if digits == "" {
		return 0, false, base == 16 // "0x" is zero
	}
	if len(digits) > 32 {
		return 0, false, false
	}
	n, err := strconv.ParseUint(digits, base, 64)
	if err != nil {
		return 0, false, false
	}
	return n, base == 10, true
}

func dotted(v uint32) string {
	b := make([]byte, 0, 15)
	for i := 3; i >= 0; i-- {
		b = strconv.AppendUint(b, uint64(v>>(8*i)&0xff), 10)
		if i > 0 {
			b = append(b, '.')
		}
	}
	return string(b)
}
